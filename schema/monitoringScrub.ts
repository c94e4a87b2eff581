// What monitoring and error reports may carry: no tokens, no e-mail, no phone number, no wallet address. Text is
// scrubbed by pattern; query parameters by a list of the ones known to hold none of these.

const patterns: ReadonlyArray<readonly [RegExp, string]> = [
  // Values of parameters that hold secrets or personal data, wherever they appear (URLs, messages).
  [
    /\b(accessToken|refreshToken|at|rt|signature|token|password|code|email|phone|address|memo)=([^&\s#"']+)/gi,
    "$1=[scrubbed]",
  ],
  [/\bBearer\s+[\w.~+/-]+=*/gi, "Bearer [token]"],
  // JSON web tokens (our access and refresh tokens, signed links).
  [/\beyJ[\w-]+\.[\w-]+\.[\w-]*/g, "[token]"],
  [/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, "[email]"],
  // EVM, TON, Stellar, then base58 (Tron, Solana, Bitcoin-like) addresses.
  [/\b0x[0-9a-fA-F]{40}\b/g, "[address]"],
  [/\b[EU]Q[\w-]{46}\b/g, "[address]"],
  [/\bG[A-Z2-7]{55}\b/g, "[address]"],
  [/\b[1-9A-HJ-NP-Za-km-z]{32,44}\b/g, "[address]"],
  // Phone numbers: 7 to 15 digits with optional + and separators, not part of a path, a version or a position.
  [/(?<![\w.:/-])\+?\d(?:[\s-]?\d){6,14}(?![\w.:/-])/g, "[phone]"],
]

export const scrubText = (text: string): string =>
  patterns.reduce((scrubbed, [pattern, replacement]) => scrubbed.replace(pattern, replacement), text)

/** Query parameters that say how the widget was opened and hold nothing personal (schema/config.ts). */
const sharedQueryParams = new Set([
  "network",
  "asset",
  "amount",
  "carrierCode",
  "countryIsoCode",
  "currency",
  "currencyIsoCode",
  "freezeAmount",
  "freezeWallet",
  "paymentChannel",
  "source",
  "flow",
  "hideSwitch",
  "manualFlow",
  "noRedirect",
  "telegram",
  "hideAddressField",
  "forceFail",
  "orderId",
  "quoteId",
  "utm_source",
  "utm_medium",
  "utm_campaign",
])

/** The query parameters an event may carry: known harmless ones only, scrubbed and cut to `maxLength`. */
export const scrubQueryParams = (
  params: Readonly<Record<string, string>>,
  maxLength = 200,
): Readonly<Record<string, string>> =>
  Object.fromEntries(
    Object.entries(params)
      .filter(([key]) => sharedQueryParams.has(key))
      .map(([key, value]) => [key, scrubText(value).slice(0, maxLength)]),
  )
