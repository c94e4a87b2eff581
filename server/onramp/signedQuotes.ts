// Signed on-ramp quotes (issue 18): best-offer writes nothing. A quote's terms travel in its id, signed with a key
// derived from the server secret, so any server process sharing the secret can read them back and no one else can
// make or alter one. The order that spends a quote stores it then, under its id (a primary key), so it is spent once.
import { createHmac } from "node:crypto"
import { keyedHash, randomId, sameText } from "../auth/crypto.ts"

/** What a quote promises, as the order will spend it. Amounts are decimal strings, as the database holds them. */
export interface QuoteTerms {
  readonly agentId: string
  readonly countryIsoCode: string
  readonly paymentChannel: string
  readonly carrierCode: string
  readonly network: string
  readonly asset: string
  readonly currency: "local" | "crypto"
  readonly rate: string
  readonly cryptoAmount: string
  readonly cryptoWithdrawAmount: string
  readonly usdWithdrawAmount: string
  readonly localAmount: string
  readonly cryptoFeeAmount: string
  readonly cryptoGasAmount: string
  readonly expiresAt: Date
}

// The order of the terms in the signed id (an array keeps the id short).
const fields = [
  "agentId",
  "countryIsoCode",
  "paymentChannel",
  "carrierCode",
  "network",
  "asset",
  "currency",
  "rate",
  "cryptoAmount",
  "cryptoWithdrawAmount",
  "usdWithdrawAmount",
  "localAmount",
  "cryptoFeeAmount",
  "cryptoGasAmount",
] as const

/** The key quotes are signed with: its own, so a quote's signature can never pass for another token's. */
export const quoteKeyOf = (serverSecret: string) => keyedHash(serverSecret, "onramp quote")

// HMAC-SHA256 cut to 128 bits (as HMAC allows, RFC 2104 §5): the id stays shorter, and guessing stays hopeless.
const signatureOf = (key: string, body: string) =>
  createHmac("sha256", key).update(body).digest().subarray(0, 16).toString("base64url")

/** The quote's id: its terms, a random part (two equal quotes are two quotes) and their signature. */
export const signQuote = (key: string, terms: QuoteTerms) => {
  const values = [...fields.map((field) => terms[field]), terms.expiresAt.getTime(), randomId(9)]
  const body = Buffer.from(JSON.stringify(values)).toString("base64url")
  return `${body}.${signatureOf(key, body)}`
}

/** The terms of a quote this server signed; undefined for any other text (made up, altered, or not a quote). */
export const readQuote = (key: string, quoteId: string): QuoteTerms | undefined => {
  const [body, signature, ...rest] = quoteId.split(".")
  if (!body || !signature || rest.length > 0 || !sameText(signature, signatureOf(key, body))) return undefined
  const values: unknown = JSON.parse(Buffer.from(body, "base64url").toString("utf8"))
  if (!Array.isArray(values) || values.length !== fields.length + 2) return undefined
  const terms = Object.fromEntries(fields.map((field, i) => [field, String(values[i])]))
  return { ...(terms as Omit<QuoteTerms, "expiresAt">), expiresAt: new Date(Number(values[fields.length])) }
}
