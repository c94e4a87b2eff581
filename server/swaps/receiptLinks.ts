// A receipt's address: signed with the server's secret and good for some minutes. Only the owner's order read
// hands it out, so a stranger with the order's id gets none, and a copied address soon stops working. (An <img>
// cannot send a bearer token, hence a signed address rather than a private call.)
import { createHmac } from "node:crypto"
import { sameText } from "../auth/crypto.ts"

const receiptLinkMinutes = 10

const signatureOf = (secret: string, receiptId: string, expires: number) =>
  createHmac("sha256", secret).update(`receipt:${receiptId}:${expires}`).digest("base64url")

/** The address of a receipt that works until `expires` (unix seconds). */
export const signedReceiptPath = (secret: string, receiptId: string, expires: number) =>
  `/media/receipts/${encodeURIComponent(receiptId)}?expires=${expires}&signature=${signatureOf(secret, receiptId, expires)}`

/** The address the owner's read gives: good for `receiptLinkMinutes` from `now`. */
export const receiptPathFor = (secret: string, receiptId: string, now = Date.now()) =>
  signedReceiptPath(secret, receiptId, Math.floor(now / 1000) + receiptLinkMinutes * 60)

/** The signature is checked first: a forged link is invalid whatever expiry it claims. */
export const checkReceiptLink = (
  secret: string,
  receiptId: string,
  link: { readonly expires: string | null; readonly signature: string | null },
  now = Date.now(),
): "valid" | "expired" | "invalid" => {
  const { expires, signature } = link
  if (!expires || !signature || !/^\d{1,12}$/.test(expires)) return "invalid"
  if (!sameText(signature, signatureOf(secret, receiptId, Number(expires)))) return "invalid"
  return Number(expires) * 1000 <= now ? "expired" : "valid"
}
