// The amount screen's own calls (spec 1 §7: the payment channels, limits, the offer, rewards, the promotion),
// described once. The contract's groups (catalogApi.ts, onramp.ts) declare their endpoints from these, and the first
// screen makes them through adapters/fetchCall.ts, so the HttpApi client loads only when another call needs it
// (issue 17). No effect/http-api here: a file that builds endpoints keeps them in every bundle that imports it.
import { Schema } from "effect"
import { CountryChannels } from "./catalog.ts"
import { Asset, CurrencyType, Network, PaymentChannel } from "./enums.ts"
import { InvalidRequest } from "./errors.ts"
import { BestOfferRequest, Limits, Promotion, Quote, Reward } from "./onrampModels.ts"

const base = "/api/public/pay-widget"

/** A GET whose request goes in the query string. */
export interface QueryCall<Query extends Schema.Top, Success extends Schema.Top> {
  readonly method: "GET"
  readonly path: `/${string}`
  readonly query: Query
  readonly success: Success
}

/** A POST whose request is its JSON body; `error` is what the call declares beyond the front door's failures. */
export interface PayloadCall<Payload extends Schema.Top, Success extends Schema.Top, Error extends Schema.Top> {
  readonly method: "POST"
  readonly path: `/${string}`
  readonly payload: Payload
  readonly success: Success
  readonly error: ReadonlyArray<Error>
}

export const onrampPaymentChannelsCall = {
  method: "GET",
  path: `${base}/onramp/payment-channels`,
  query: Schema.Struct({ sourceParam: Schema.optional(Schema.String) }),
  success: Schema.Array(CountryChannels),
} satisfies QueryCall<Schema.Top, Schema.Top>

export const bestOfferCall = {
  method: "POST",
  path: `${base}/onramp/best-offer`,
  payload: BestOfferRequest,
  success: Schema.NullOr(Quote),
  error: [InvalidRequest],
} satisfies PayloadCall<Schema.Top, Schema.Top, Schema.Top>

export const limitsCall = {
  method: "POST",
  path: `${base}/onramp/limits`,
  payload: Schema.Struct({
    paymentChannel: PaymentChannel,
    network: Network,
    asset: Asset,
    countryIsoCode: Schema.String,
    carrierCode: Schema.optional(Schema.String),
    sourceParam: Schema.optional(Schema.String),
  }),
  success: Limits,
  error: [InvalidRequest],
} satisfies PayloadCall<Schema.Top, Schema.Top, Schema.Top>

export const availableRewardsCall = {
  method: "POST",
  path: `${base}/onramp/available-rewards`,
  payload: Schema.Struct({
    network: Network,
    asset: Asset,
    address: Schema.optional(Schema.String),
    sourceParam: Schema.optional(Schema.String),
    userId: Schema.optional(Schema.String),
    amount: Schema.optional(Schema.Number),
    countryIsoCode: Schema.String,
    paymentChannel: PaymentChannel,
    carrierCode: Schema.optional(Schema.String),
  }),
  success: Schema.Array(Reward),
  error: [],
} satisfies PayloadCall<Schema.Top, Schema.Top, Schema.Top>

/** A promotion may hold for a payment method only (M-Pesa): the channel and carrier chosen decide it. */
export const promotionCall = {
  method: "POST",
  path: `${base}/onramp/promotion`,
  payload: Schema.Struct({
    countryIsoCode: Schema.optional(Schema.String),
    network: Schema.optional(Network),
    asset: Schema.optional(Asset),
    currency: Schema.optional(CurrencyType),
    paymentChannel: Schema.optional(PaymentChannel),
    carrierCode: Schema.optional(Schema.String),
    sourceParam: Schema.optional(Schema.String),
  }),
  success: Schema.NullOr(Promotion),
  error: [],
} satisfies PayloadCall<Schema.Top, Schema.Top, Schema.Top>
