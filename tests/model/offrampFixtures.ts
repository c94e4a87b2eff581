// Outputs and failures the off-ramp charts' actors give in path tests, shaped as the API client gives them.
import { errorCodes } from "../../schema/errors.ts"
import type { OfferId, OrderId, QuoteId } from "../../schema/ids.ts"
import { errors } from "../../schema/messages.ts"
import { offrampErrorCodes, transactionProblems } from "../../schema/offramp.ts"
import type { OfframpOrder, OfframpQuote, OfframpRequiredField } from "../../schema/offrampModels.ts"
import { orderRefusals } from "../../schema/onramp.ts"
import { kycStatuses, onrampCatalog } from "./fixtures.ts"

const requiredFields: Record<string, OfframpRequiredField> = {
  carrierCode: {
    label: "Mobile network",
    type: "enum",
    required: true,
    options: [{ label: "Safaricom", value: "safaricom" }],
  },
  phoneNumber: { label: "Mobile number", type: "phone", required: true },
  accountName: { label: "Account name", type: "string", required: true },
}

export const offrampCatalog = {
  countries: onrampCatalog.countries,
  channels: [
    {
      countryIsoCode: "KE",
      currencyIsoCode: "KES",
      paymentChannels: [
        { paymentChannel: "mobile_money" as const, description: "M-Pesa", carriers: [], requiredFields },
      ],
    },
  ],
  assets: onrampCatalog.assets,
  enabled: true,
  located: "KE",
}

export const pausedCatalog = { ...offrampCatalog, enabled: false }

const limits = { minCrypto: 1, maxCrypto: 5000, minLocalCurrency: 130, maxLocalCurrency: 650000 }

const quote = (usdAmount: number, fields: Record<string, OfframpRequiredField>): OfframpQuote => ({
  quoteId: `quote-${usdAmount}` as QuoteId,
  expiresAt: "2099-01-01T00:00:00.000Z",
  cryptoExchangeRate: 129.5,
  currencyIsoCode: "KES",
  requiredFields: fields,
  cashout: { cryptoAmount: usdAmount, usdAmount, localCurrencyAmount: usdAmount * 129, feeAmountCrypto: 0.2 },
  // The sandbox's default ID-check minimum for a sale is 100 USD.
  anonymousAllowed: usdAmount < 100,
})

export const offrampOffers = {
  /** One field keeps the path count small; the form's rules have their own tests. */
  withFields: { limits, quote: quote(20, { accountName: requiredFields.accountName as OfframpRequiredField }) },
  withoutFields: { limits, quote: quote(21, {}) },
  /** Above the sandbox's ID-check minimum for a sale (100 USD). */
  overKycMinimum: { limits, quote: quote(150, {}) },
  none: { limits, quote: null },
}

/** An ID-check status whose off-ramp minimums are not the on-ramp's (spec 1 §5: minimums per product): a sale of 150
 * USD needs the advanced check, where a purchase of as much would need the basic one. */
export const offrampKycStatus = {
  ...kycStatuses.notStarted,
  kycRules: { onRampMinBasic: 100, onRampMinAdvanced: 1000, offRampMinBasic: 50, offRampMinAdvanced: 120 },
}

export const confirmedDetails = [
  { label: "Mobile network", value: "Safaricom" },
  { label: "Mobile number", value: "+254712345678" },
  { label: "Account name", value: "Amina Otieno" },
]

const order = (status: OfframpOrder["status"], expiresAt = "2099-01-01T00:00:00.000Z"): OfframpOrder => ({
  _id: "order-1" as OrderId,
  status,
  network: "CELO",
  asset: "USDC",
  hash: status === "initiated" ? null : `0x${"ab".repeat(32)}`,
  refundHash: null,
  fromAddress: "0x765DE816845861e75A25fCA122bb6898B8B1282a",
  toAddress: "0x1111111111111111111111111111111111111111",
  currencyIsoCode: "KES",
  countryIsoCode: "KE",
  cashout: { cryptoAmount: 20, usdAmount: 20, localCurrencyAmount: 2580, feeAmountCrypto: 0.2 },
  offerRequiredFields: confirmedDetails,
  error: status === "transaction_invalid" ? transactionProblems.notFound("CELO") : null,
  expiresAt,
  createdAt: "2026-01-01T00:00:00.000Z",
  offerId: "offer-1" as OfferId,
  paymentChannel: "mobile_money",
  cryptoTransactionRequestAdditionalData: null,
  timeline: [{ status, createdAt: "2026-01-01T00:00:00.000Z" }],
})

export const offrampOrders = {
  initiated: order("initiated"),
  pastExpiry: order("initiated", "2020-01-01T00:00:00.000Z"),
  validating: order("validating_transaction"),
  invalid: order("transaction_invalid"),
  pending: order("offramp_pending"),
  success: order("offramp_success"),
}

export const offrampFailures = {
  quoteExpired: { _tag: "QuoteExpired", code: "QUOTE_EXPIRED", message: orderRefusals.quoteExpired },
  fieldsInvalid: {
    _tag: "OfframpFieldsInvalid",
    code: offrampErrorCodes.fieldsInvalid,
    message: "Please correct the details: Mobile number must be a mobile number of the country, e.g. +254712345678.",
    fields: { phoneNumber: "Mobile number must be a mobile number of the country, e.g. +254712345678" },
  },
  alreadyProcessed: {
    _tag: "OrderAlreadyProcessed",
    code: offrampErrorCodes.alreadyProcessed,
    message: errors.orderAlreadyProcessed,
  },
  notPayable: { _tag: "OrderNotPayable", code: offrampErrorCodes.notPayable, message: errors.orderNotPayable },
  hashUsed: { _tag: "TransactionHashUsed", code: offrampErrorCodes.hashUsed, message: transactionProblems.hashUsed },
  notFound: { _tag: "NotFound", code: errorCodes.notFound, message: errors.orderNotFound },
  /** The wallet refused or failed to send: no server message. */
  sendRejected: new Error("User rejected the request."),
}
