// Off-ramp entities (spec 2 §3): offer with required fields, limits, order, creation payload.
import { Schema } from "effect"
import { PaymentChannelInfo } from "./catalog.ts"
import { Asset, CurrencyType, Network, OfframpStatus, PaymentChannel } from "./enums.ts"
import { OfferId, OrderId, QuoteId } from "./ids.ts"
import { LabelValue } from "./onrampModels.ts"

export const OfframpRequiredField = Schema.Struct({
  label: Schema.String,
  type: Schema.Literals(["string", "email", "enum", "phone"]),
  required: Schema.Boolean,
  options: Schema.optional(Schema.Array(LabelValue)),
  /** A string field's format, as a regular expression, with the words that describe it ("6 to 20 digits"). */
  pattern: Schema.optional(Schema.String),
  patternHint: Schema.optional(Schema.String),
})
export type OfframpRequiredField = typeof OfframpRequiredField.Type

/** A payout channel of a country, with the fields the user gives for it (bank account, mobile number...). */
export const OfframpPaymentChannel = Schema.Struct({
  ...PaymentChannelInfo.fields,
  requiredFields: Schema.Record(Schema.String, OfframpRequiredField),
})
export type OfframpPaymentChannel = typeof OfframpPaymentChannel.Type

export const OfframpCountryChannels = Schema.Struct({
  countryIsoCode: Schema.String,
  currencyIsoCode: Schema.String,
  paymentChannels: Schema.Array(OfframpPaymentChannel),
})
export type OfframpCountryChannels = typeof OfframpCountryChannels.Type

export const OfframpQuote = Schema.Struct({
  quoteId: QuoteId,
  expiresAt: Schema.String,
  cryptoExchangeRate: Schema.Number,
  currencyIsoCode: Schema.String,
  requiredFields: Schema.Record(Schema.String, OfframpRequiredField),
  cashout: Schema.Struct({
    cryptoAmount: Schema.Number,
    usdAmount: Schema.Number,
    localCurrencyAmount: Schema.Number,
    feeAmountCrypto: Schema.Number,
  }),
  /** Ours: whether this amount may be sold without an account (below the country's ID-check minimum). */
  anonymousAllowed: Schema.Boolean,
})
export type OfframpQuote = typeof OfframpQuote.Type

export const OfframpLimits = Schema.Struct({
  minCrypto: Schema.Number,
  maxCrypto: Schema.Number,
  minLocalCurrency: Schema.Number,
  maxLocalCurrency: Schema.Number,
})

/**
 * What anyone with the order's id reads (GET .../offramp/order/{id} and confirm-order need no token): what the pay
 * and status pages need, and nothing personal (no payout details: account name, account or phone number, e-mail).
 */
export const PublicOfframpOrder = Schema.Struct({
  _id: OrderId,
  status: OfframpStatus,
  network: Network,
  asset: Asset,
  hash: Schema.NullOr(Schema.String),
  refundHash: Schema.NullOr(Schema.String),
  fromAddress: Schema.NullOr(Schema.String),
  toAddress: Schema.String,
  currencyIsoCode: Schema.String,
  countryIsoCode: Schema.String,
  cashout: Schema.Struct({
    cryptoAmount: Schema.Number,
    usdAmount: Schema.Number,
    localCurrencyAmount: Schema.Number,
    feeAmountCrypto: Schema.Number,
  }),
  error: Schema.NullOr(Schema.String),
  expiresAt: Schema.String,
  createdAt: Schema.String,
  offerId: OfferId,
  paymentChannel: PaymentChannel,
  cryptoTransactionRequestAdditionalData: Schema.NullOr(Schema.Record(Schema.String, Schema.Unknown)),
  /** Each status the order went through, oldest first, for the status screen's timeline. */
  timeline: Schema.Array(Schema.Struct({ status: OfframpStatus, createdAt: Schema.String })),
})
export type PublicOfframpOrder = typeof PublicOfframpOrder.Type

/** The order as its signed-in owner (or its anonymous creator, in the creation answer) reads it (spec 2 §3). */
export const OfframpOrder = Schema.Struct({
  ...PublicOfframpOrder.fields,
  /** The payout details given, by label. */
  offerRequiredFields: Schema.Array(LabelValue),
})
export type OfframpOrder = typeof OfframpOrder.Type

/** What the widget holds of an order: its owner's read when signed in, else the public one. */
export type OfframpOrderRead = PublicOfframpOrder | OfframpOrder
export const isOwnOfframpOrder = (order: OfframpOrderRead): order is OfframpOrder => "offerRequiredFields" in order

export const CreateOfframpOrder = Schema.Struct({
  quoteId: QuoteId,
  network: Network,
  asset: Asset,
  amount: Schema.Number,
  /** The sender's wallet address (the order's fromAddress). */
  address: Schema.String,
  requiredFields: Schema.Record(Schema.String, Schema.String),
  sourceParam: Schema.optional(Schema.String),
  orderParams: Schema.optional(Schema.String),
  /** The integrator's URL that receives a signed post at each status change. */
  callbackUrl: Schema.optional(Schema.String),
  /** Sandbox only: every simulated payout of the order fails, so it is retried and then refunded. */
  forceFail: Schema.optional(Schema.Boolean),
  currency: CurrencyType,
  meta: Schema.optional(
    Schema.Struct({
      signature: Schema.optional(Schema.String),
      /** The integrator the page acts for (schema/embedding.ts): whose origins the order's URLs must be on. */
      integrator: Schema.optional(Schema.String),
      utmSource: Schema.optional(Schema.String),
      utmMedium: Schema.optional(Schema.String),
      utmCampaign: Schema.optional(Schema.String),
    }),
  ),
})
export type CreateOfframpOrder = typeof CreateOfframpOrder.Type
