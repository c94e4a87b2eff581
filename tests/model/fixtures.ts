// Outputs and failures the charts' actors give in path tests, shaped as the API client gives them.
import type { User } from "../../schema/auth.ts"
import { authErrorCodes, authMessages } from "../../schema/authErrors.ts"
import { errorCodes, serverMessages } from "../../schema/errors.ts"
import type { UserId } from "../../schema/ids.ts"

export const tokens = { accessToken: "access-1", refreshToken: "refresh-1" }
export const challenge = { codeId: "code-1", codeLength: 6 }
export const user: User = {
  _id: "user-1" as UserId,
  id: null,
  email: "amina@example.com",
  phoneNumber: null,
  username: null,
  usernameChanged: false,
  isAmbassador: false,
  avatar: null,
  countryIsoCode: "KE",
}

/** The Celo wallet the on-ramp registrations buy to (a valid CELO address). */
export const celoAddress = "0x765DE816845861e75A25fCA122bb6898B8B1282a"
/** A Stellar account the Stellar registration buys to. */
export const stellarAddress = "GBRPYHIL2CI3FNQ4BXLFMNDLFJUNPU2HY3ZMFSHONUCEOASW7QC7OX2H"
/** An integrator's link for a small Kenyan order, 2000 KES of cUSD on Celo: each auto-order registration adds the
 * part it varies (the address, a frozen wallet, the amount). */
export const kenyaCusdLink = {
  network: "CELO",
  asset: "CUSD",
  amount: 2000,
  currency: "local",
  countryIsoCode: "KE",
} as const

export const failures = {
  codeIncorrect: {
    _tag: "CodeIncorrect",
    code: authErrorCodes.codeIncorrect,
    message: authMessages.codeIncorrect(4),
    attemptsLeft: 4,
  },
  codeExpired: { _tag: "CodeExpired", code: authErrorCodes.codeExpired, message: authMessages.codeExpired },
  codeAttemptsExhausted: {
    _tag: "CodeAttemptsExhausted",
    code: authErrorCodes.codeAttemptsExhausted,
    message: authMessages.codeAttemptsExhausted,
  },
  tooManyAttempts: {
    _tag: "TooManyAttempts",
    code: authErrorCodes.tooManyAttempts,
    message: authMessages.tooManyCodes(600),
    retryAfterSeconds: 600,
  },
  credentialsInvalid: {
    _tag: "CredentialsInvalid",
    code: authErrorCodes.credentialsInvalid,
    message: authMessages.credentialsInvalid,
  },
  unauthorized: { _tag: "Unauthorized", code: errorCodes.unauthorized, message: serverMessages.unauthorized },
  /** A failure without a server message: the chart shows its default. */
  requestFailed: { _tag: "ApiError", status: 0, body: { message: "Request failed" } },
}

const png =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII="
export const kycImage = png

export const nationalId = {
  _id: "ke-national-id",
  title: "National ID card",
  documentIdPattern: "^[A-Z0-9]{5,20}$",
  requiredFields: [
    {
      name: "firstName",
      label: "First name",
      type: "string" as const,
      required: true,
      regexp: "^[\\p{L}' .-]{2,50}$",
      regexpFlags: "u",
    },
    { name: "dateOfBirth", label: "Date of birth", type: "date" as const, required: true, format: "YYYY-MM-DD" },
    { name: "documentFront", label: "Front of the ID card", type: "images" as const, required: true },
  ],
}

const kycBase = {
  passedKycType: null,
  kycRules: { onRampMinBasic: 100, onRampMinAdvanced: 1000, offRampMinBasic: 100, offRampMinAdvanced: 1000 },
  basicKycDocuments: [nationalId],
  advancedKycDocuments: [],
  currentKyc: null,
  reachedKycLimit: false,
}

export const kycStatuses = {
  notStarted: kycBase,
  beingVerified: {
    ...kycBase,
    currentKyc: { status: "initiated" as const, type: "basic" as const, statusDescription: null },
  },
  rejected: {
    ...kycBase,
    currentKyc: { status: "rejected" as const, type: "basic" as const, statusDescription: "Unreadable photo" },
  },
  atLimit: {
    ...kycBase,
    reachedKycLimit: true,
    currentKyc: { status: "invalid" as const, type: "basic" as const, statusDescription: "Details do not match" },
  },
  passed: {
    ...kycBase,
    passedKycType: "basic" as const,
    currentKyc: { status: "approved" as const, type: "basic" as const, statusDescription: null },
  },
}

export const kycFailures = {
  attemptsExhausted: { _tag: "KycAttemptsExhausted", code: "KYC_ATTEMPTS_EXHAUSTED", message: "limit" },
  invalid: { _tag: "InvalidRequest", code: errorCodes.invalidRequest, message: "Invalid format: First name" },
}

const country = (
  countryIsoCode: string,
  currencyIsoCode: string,
  paymentChannel: "mobile_money" | "bank",
  carriers: Array<{ code: string; name: string }>,
) => ({
  countryIsoCode,
  name: countryIsoCode,
  icon: `/icons/flags/${countryIsoCode.toLowerCase()}.svg`,
  countryCode: "+000",
  currencyIsoCode,
  isBeta: false,
  paymentChannels: [{ paymentChannel, description: paymentChannel, carriers }],
  onrampOrder: 1,
  offrampOrder: 1,
})
const asset = (
  network: "CELO" | "NEAR" | "STELLAR",
  code: "CUSD" | "CKES" | "USDC",
  priceUsd: number,
  canOnramp: boolean,
) => ({
  network,
  asset: code,
  assetTitle: code,
  networkTitle: network,
  networkShortTitle: network,
  networkIcon: "",
  assetIcon: "",
  contractAddress: null,
  decimals: 18,
  priceUsd,
  canOnramp,
  canOfframp: canOnramp,
  onrampOrder: code === "CUSD" ? 1 : 2,
  offrampOrder: 1,
})

export const onrampCatalog = {
  countries: [
    country("KE", "KES", "mobile_money", [
      { code: "safaricom", name: "Safaricom" },
      { code: "airtel", name: "Airtel" },
    ]),
    country("NG", "NGN", "bank", []),
  ],
  assets: [
    asset("CELO", "CUSD", 1, true),
    asset("CELO", "CKES", 0.0077, true),
    asset("NEAR", "USDC", 1, false),
    asset("STELLAR", "USDC", 1, true),
  ],
  creationEnabled: true,
  located: "KE",
}

const limits = {
  cryptoLimits: { min: 1, max: 5000 },
  localCurrencyLimits: { min: 130, max: 650000, withCents: false },
}
const quoteFor = (usd: number) => ({
  quoteId: `quote-${usd}`,
  expiresAt: "2030-01-01T00:00:00.000Z",
  offer: {
    cryptoExchangeRate: 131,
    averageApprovalTime: 180,
    currencyIsoCode: "KES",
    user: { username: "kilima-fx-ke", avatar: null, isVerifiedMarketMaker: true },
  },
  cashout: {
    cryptoAmount: usd + 0.1,
    cryptoWithdrawAmount: usd,
    usdWithdrawAmount: usd,
    localCurrencyAmount: Math.ceil((usd + 0.1) * 131),
    cryptoFeeAmount: 0.05,
    cryptoGasAmount: 0.05,
  },
})
export const offers = {
  small: { limits, quote: quoteFor(15) },
  large: { limits, quote: quoteFor(500) },
  none: { limits, quote: null },
}

export const onrampFailures = {
  quoteExpired: {
    _tag: "QuoteExpired",
    code: "QUOTE_EXPIRED",
    message: "The offer has expired. Review the new offer and try again.",
  },
  orderInProgress: {
    _tag: "OrderInProgress",
    code: "ORDER_IN_PROGRESS",
    message: "You have an order in progress. Please complete it before creating a new one.",
    orderId: "order-0",
  },
  invalidAddress: {
    _tag: "InvalidRequest",
    code: "INVALID_REQUEST",
    message: "This is not a valid CELO wallet address.",
  },
}
