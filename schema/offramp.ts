// Off-ramp calls (spec 2 §7): offers and limits, order creation (signed-in or anonymous), confirm, cancel, list.
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { Asset, CurrencyType, Network, PaymentChannel } from "./enums.ts"
import { InvalidRequest, NotFound } from "./errors.ts"
import { OrderId, QuoteId } from "./ids.ts"
import { Authorization } from "./middleware.ts"
import {
  CreateOfframpOrder,
  OfframpCountryChannels,
  OfframpLimits,
  OfframpOrder,
  OfframpQuote,
  PublicOfframpOrder,
} from "./offrampModels.ts"
import { CountryMismatch, QuoteExpired } from "./onramp.ts"
import { LabelValue, PageOf, PageQuery } from "./onrampModels.ts"
import { hashConfirmationRefusals, hashUsedText, orderRefusalCodes, tooManyHashesText } from "./orderRefusals.ts"

const base = "/api/public/pay-widget/offramp"

const ValidateOfframpFields = Schema.Struct({
  quoteId: QuoteId,
  requiredFields: Schema.Record(Schema.String, Schema.String),
})
const privateBase = "/api/private/pay-widget/offramp"

const failure = { code: Schema.String, message: Schema.String }

/** Off-ramp order creation is switched off (offRampPayWidgetEnabled false): the widget shows its maintenance notice. */
export class OfframpPaused extends Schema.TaggedError<OfframpPaused>()("OfframpPaused", failure, {
  httpApiStatus: 403,
}) {}
/** Some required field of the offer is missing or malformed: `fields` gives each field's message by its key. */
export class OfframpFieldsInvalid extends Schema.TaggedError<OfframpFieldsInvalid>()(
  "OfframpFieldsInvalid",
  { ...failure, fields: Schema.Record(Schema.String, Schema.String) },
  { httpApiStatus: 400 },
) {}

export const offrampErrorCodes = {
  offrampPaused: "OFFRAMP_PAUSED",
  fieldsInvalid: "FIELDS_INVALID",
  ...orderRefusalCodes,
} as const

export { maxWaitingHashes } from "./orderRefusals.ts"

/** What the order's `error` says when the simulated payout to mobile money or a bank fails. */
export const payoutProblems = {
  retrying: "The payout failed. It is being tried again.",
  refunding: "The payout failed again. The crypto is being sent back to your wallet.",
  refundFailed: "The refund could not be sent. Please contact support.",
} as const

export const offrampRefusals = {
  paused: "Selling crypto is paused for maintenance. Please try again later.",
  notCancellable: "Only an order waiting for its payment can be cancelled.",
} as const

/** Why an order's transaction is refused: the order's `error` while transaction_invalid or transaction_failed. */
export const transactionProblems = {
  hashUsed: hashUsedText,
  notAHash: (network: string) => `This is not a ${network} transaction hash.`,
  notFound: (network: string) => `No transaction with this hash was found on ${network}.`,
  reverted: "The transaction failed on chain.",
  dropped: "The transaction was dropped before it was confirmed.",
  wrongToken: (asset: string, network: string) => `The transaction does not transfer ${asset} on ${network}.`,
  wrongRecipient: (asset: string, to: string) => `The transaction does not send ${asset} to the order's address ${to}.`,
  wrongSender: (from: string) => `The transaction was not sent from the order's wallet ${from}.`,
  tooSmall: (sent: string, expected: string, asset: string) =>
    `The transaction sends ${sent} ${asset}, less than the order's ${expected} ${asset}.`,
  tooManyHashes: tooManyHashesText,
} as const

export class OfframpApi extends HttpApiGroup.make("offramp").add(
  HttpApiEndpoint.get("getOfframpPaymentChannels", `${base}/payment-channels`, {
    query: { sourceParam: Schema.optional(Schema.String) },
    success: Schema.Array(OfframpCountryChannels),
  }),
  HttpApiEndpoint.get("getOfframpBestOffer", `${base}/best-offer`, {
    query: {
      paymentChannel: PaymentChannel,
      countryIsoCode: Schema.String,
      amount: Schema.FiniteFromString,
      quoteId: Schema.optional(Schema.String),
      currency: CurrencyType,
      network: Network,
      asset: Asset,
      sourceParam: Schema.optional(Schema.String),
    },
    success: Schema.NullOr(OfframpQuote),
    error: InvalidRequest,
  }),
  HttpApiEndpoint.get("getOfframpLimits", `${base}/limits`, {
    query: {
      paymentChannel: PaymentChannel,
      countryIsoCode: Schema.String,
      network: Network,
      asset: Asset,
      sourceParam: Schema.optional(Schema.String),
    },
    success: OfframpLimits,
    error: InvalidRequest,
  }),
  HttpApiEndpoint.post("createOfframpOrderAnonymous", `${base}/create-order-anonymous`, {
    payload: CreateOfframpOrder,
    success: OfframpOrder,
    error: [InvalidRequest, QuoteExpired, OfframpPaused, OfframpFieldsInvalid],
  }),
  // Ours, the anonymous twin of the private validate-fields (the spec's anonymous sale needs its details checked).
  HttpApiEndpoint.post("validateOfframpFieldsAnonymous", `${base}/validate-fields-anonymous`, {
    payload: ValidateOfframpFields,
    success: Schema.Array(LabelValue),
    error: [InvalidRequest, OfframpFieldsInvalid],
  }),
  HttpApiEndpoint.get("getOfframpOrder", `${base}/order/:orderId`, {
    params: { orderId: OrderId },
    success: PublicOfframpOrder,
    error: NotFound,
  }),
  HttpApiEndpoint.post("confirmOfframpOrder", `${base}/confirm-order`, {
    payload: Schema.Struct({ orderId: OrderId, hash: Schema.String }),
    success: PublicOfframpOrder,
    error: [InvalidRequest, NotFound, ...hashConfirmationRefusals],
  }),
) {}

export class OfframpOrdersApi extends HttpApiGroup.make("offrampOrders")
  .add(
    HttpApiEndpoint.post("createOfframpOrder", `${privateBase}/create-order`, {
      payload: CreateOfframpOrder,
      success: OfframpOrder,
      error: [InvalidRequest, QuoteExpired, OfframpPaused, OfframpFieldsInvalid, CountryMismatch],
    }),
    // Ours, the private twin of the public order read: the owner's order with its payout details (issue 13).
    HttpApiEndpoint.get("getOwnOfframpOrder", `${privateBase}/order/:orderId`, {
      params: { orderId: OrderId },
      success: OfframpOrder,
      error: NotFound,
    }),
    HttpApiEndpoint.get("listOfframpOrders", `${privateBase}/orders`, {
      query: PageQuery,
      success: PageOf(OfframpOrder),
    }),
    HttpApiEndpoint.post("validateOfframpFields", `${privateBase}/validate-fields`, {
      payload: ValidateOfframpFields,
      success: Schema.Array(LabelValue),
      error: [InvalidRequest, OfframpFieldsInvalid],
    }),
    HttpApiEndpoint.post("cancelOfframpOrder", `${privateBase}/cancel-order`, {
      payload: Schema.Struct({ orderId: OrderId }),
      success: OfframpOrder,
      error: [InvalidRequest, NotFound],
    }),
  )
  .middleware(Authorization) {}
