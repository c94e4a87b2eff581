// Receipts of an on-ramp order (spec 2 §4, §5, §9): when one may be added, and which files are taken.
import type { BuySwapStatus } from "./enums.ts"

export const receiptLimit = 5
export const receiptStatuses: ReadonlyArray<BuySwapStatus> = ["buyer_confirmed", "seller_rejected"]

/** A receipt can be added while fewer than 5 exist and the swap is buyer_confirmed or seller_rejected. */
export const canAddReceipt = (status: BuySwapStatus, receiptCount: number) =>
  receiptCount < receiptLimit && receiptStatuses.includes(status)

const acceptedTypes: Record<string, ReadonlyArray<string>> = {
  "image/jpeg": [".jpg", ".jpeg"],
  "image/png": [".png"],
  "application/pdf": [".pdf"],
}

/** The accept attribute of the file input. */
export const receiptAccept = Object.entries(acceptedTypes)
  .flatMap(([type, extensions]) => [type, ...extensions])
  .join(",")

/** Only jpg, png and pdf: judged by the name and the type the browser gives (the server checks the content). */
export const isAcceptedReceipt = (file: { readonly name: string; readonly type: string }) => {
  const name = file.name.toLowerCase()
  const extensions = Object.values(acceptedTypes).flat()
  const byName = extensions.some((extension) => name.endsWith(extension))
  const byType = file.type === "" || Object.keys(acceptedTypes).includes(file.type)
  return byName && byType
}
