// On-ramp calls (spec 1 §7): offers, limits, validation, rewards, orders.
import { Schema } from "effect"
import { Multipart } from "effect/http"
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "effect/http-api"
import { availableRewardsCall, bestOfferCall, limitsCall, promotionCall } from "./amountCalls.ts"
import { Asset, Network } from "./enums.ts"
import { InvalidRequest, NotFound } from "./errors.ts"
import { OrderId } from "./ids.ts"
import { Authorization } from "./middleware.ts"
import {
  CreateOnrampOrder,
  OnrampOrder,
  OrderReward,
  PageOf,
  PageQuery,
  PublicOnrampOrder,
  Reward,
} from "./onrampModels.ts"

const base = "/api/public/pay-widget"
const privateBase = "/api/private/pay-widget"
const ok = Schema.Struct({ ok: Schema.Boolean })
const orderIdParams = { orderId: OrderId }

const failure = { code: Schema.String, message: Schema.String }

/** The quote behind an order is unknown, expired or used by another order: the widget gets a new offer. */
export class QuoteExpired extends Schema.TaggedError<QuoteExpired>()("QuoteExpired", failure, { httpApiStatus: 409 }) {}
/** An order is already open for the user (spec 1 §4: initiated or buyer confirmed). */
export class OrderInProgress extends Schema.TaggedError<OrderInProgress>()(
  "OrderInProgress",
  { ...failure, orderId: Schema.String },
  { httpApiStatus: 409 },
) {}
/** The order's country is not the account's. */
export class CountryMismatch extends Schema.TaggedError<CountryMismatch>()("CountryMismatch", failure, {
  httpApiStatus: 403,
}) {}
/** On-ramp order creation is switched off (onRampPayWidgetCreationEnabled false). */
// Not a 503: spec 1 §8 makes any 503 replace the whole widget, while this only shows the maintenance notice.
export class OnrampPaused extends Schema.TaggedError<OnrampPaused>()("OnrampPaused", failure, { httpApiStatus: 403 }) {}

export const onrampErrorCodes = {
  quoteExpired: "QUOTE_EXPIRED",
  orderInProgress: "ORDER_IN_PROGRESS",
  countryMismatch: "COUNTRY_MISMATCH",
  onrampPaused: "ONRAMP_PAUSED",
} as const

/** Why the server refuses an order or its offer (both ramps): the client shows the text as given. */
export const orderRefusals = {
  quoteExpired: "The offer has expired. Review the new offer and try again.",
  quoteNotFound: "The offer was not found. Review the new offer and try again.",
  orderDiffersFromOffer: "The order differs from its offer. Review the new offer and try again.",
  amountDiffersFromOffer: "The amount differs from its offer. Review the new offer and try again.",
  networkDiffersFromOffer: "The network or asset differs from the offer.",
  payAmountDiffersFromOffer: "The amount to pay differs from the offer.",
  receiveAmountDiffersFromOffer: "The amount to receive differs from the offer.",
  amountNotPositive: "The amount must be a positive number.",
  invalidWalletAddress: (network: string) => `This is not a valid ${network} wallet address.`,
  callbackUrlNotWeb: "The callbackUrl must be an http or https URL.",
  onrampPaused: "Buying crypto is paused for maintenance. Please try again later.",
} as const

/** The refusal of an order whose quote is unknown, expired or taken: the widget asks for a new offer. */
export const quoteExpired = () =>
  new QuoteExpired({ code: onrampErrorCodes.quoteExpired, message: orderRefusals.quoteExpired })

/** Receipts: jpg, png or pdf, checked by content on the server. */
export const receiptMaxBytes = 5 * 1024 * 1024

export class OnrampApi extends HttpApiGroup.make("onramp").add(
  HttpApiEndpoint.get("validateParams", `${base}/validate-params`, {
    query: Schema.Record(Schema.String, Schema.String),
    success: ok,
    error: InvalidRequest,
  }),
  HttpApiEndpoint.post("validateWallet", `${base}/onramp/validate-wallet`, {
    payload: Schema.Struct({ network: Network, address: Schema.String, asset: Asset }),
    success: ok,
    error: InvalidRequest,
  }),
  HttpApiEndpoint.post("getBestOffer", bestOfferCall.path, {
    payload: bestOfferCall.payload,
    success: bestOfferCall.success,
    error: bestOfferCall.error,
  }),
  HttpApiEndpoint.post("validateTransferAmount", `${base}/onramp/validate-transfer-amount`, {
    payload: Schema.Struct({
      localCurrencyAmount: Schema.Number,
      cryptoAmount: Schema.Number,
      network: Network,
      asset: Asset,
      quoteId: Schema.String,
    }),
    success: ok,
    error: [InvalidRequest, QuoteExpired],
  }),
  HttpApiEndpoint.post("getLimits", limitsCall.path, {
    payload: limitsCall.payload,
    success: limitsCall.success,
    error: limitsCall.error,
  }),
  HttpApiEndpoint.post("getAvailableRewards", availableRewardsCall.path, {
    payload: availableRewardsCall.payload,
    success: availableRewardsCall.success,
  }),
  HttpApiEndpoint.post("getPromotion", promotionCall.path, {
    payload: promotionCall.payload,
    success: promotionCall.success,
  }),
  HttpApiEndpoint.get("getPossibleRewards", `${base}/onramp/possible-rewards`, {
    query: { sourceParam: Schema.optional(Schema.String) },
    success: Schema.Array(Reward),
  }),
  HttpApiEndpoint.get("getOrderRewards", `${base}/onramp/order-rewards/:orderId`, {
    params: orderIdParams,
    success: Schema.Array(OrderReward),
  }),
  HttpApiEndpoint.get("getOrder", `${base}/onramp/order/:orderId`, {
    params: orderIdParams,
    success: PublicOnrampOrder,
    error: NotFound,
  }),
) {}

export class OnrampOrdersApi extends HttpApiGroup.make("onrampOrders")
  .add(
    HttpApiEndpoint.post("createOrder", `${privateBase}/onramp/create-order`, {
      payload: CreateOnrampOrder,
      success: Schema.Struct({ _id: OrderId }),
      error: [InvalidRequest, QuoteExpired, OrderInProgress, CountryMismatch, OnrampPaused],
    }),
    HttpApiEndpoint.get("getPendingOrder", `${privateBase}/onramp/pending-order`, {
      success: Schema.NullOr(OnrampOrder),
    }),
    // Ours, the private twin of the public order read: the owner's order with its personal details (issue 13).
    HttpApiEndpoint.get("getOwnOrder", `${privateBase}/onramp/order/:orderId`, {
      params: orderIdParams,
      success: OnrampOrder,
      error: NotFound,
    }),
    HttpApiEndpoint.get("listOrders", `${privateBase}/onramp/orders`, {
      query: PageQuery,
      success: PageOf(OnrampOrder),
    }),
    HttpApiEndpoint.post("setRedirected", `${privateBase}/onramp/order/set-redirected`, {
      payload: Schema.Struct({ orderId: OrderId }),
      success: ok,
      error: NotFound,
    }),
    HttpApiEndpoint.post("uploadReceipt", `${privateBase}/onramp/upload-receipt`, {
      payload: Schema.Struct({ orderId: Schema.String, receipt: Multipart.FilesSchema }).pipe(
        HttpApiSchema.asMultipart({ maxFileSize: receiptMaxBytes, maxParts: 3 }),
      ),
      success: ok,
      error: [InvalidRequest, NotFound],
    }),
  )
  .middleware(Authorization) {}
