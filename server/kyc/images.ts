// Images of an identity check arrive as data URLs; each is judged by its content and its size.
import { kycImageMaxBytes, kycRefusals } from "../../schema/kyc.ts"
import { imageTypeOf } from "../user/images.ts"

export type DecodedImage = { readonly mime: string; readonly bytes: Uint8Array } | { readonly problem: string }

export const decodeImage = (dataUrl: string, label: string): DecodedImage => {
  const match = /^data:[\w/+.-]*;base64,([A-Za-z0-9+/=]+)$/.exec(dataUrl)
  if (!match?.[1]) return { problem: kycRefusals.notAPhoto(label) }
  if ((match[1].length * 3) / 4 > kycImageMaxBytes + 3) {
    return { problem: kycRefusals.photoTooLarge(label) }
  }
  const bytes = Uint8Array.from(Buffer.from(match[1], "base64"))
  const mime = imageTypeOf(bytes)
  return mime ? { mime, bytes } : { problem: kycRefusals.notAnImage(label) }
}
