// Off-ramp calls (spec 2 §7): offers and limits, order creation (signed-in or anonymous), confirm, cancel, list.
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { Asset, CurrencyType, Network, PaymentChannel } from "./enums.ts"
import { InvalidRequest, NotFound } from "./errors.ts"
import { OrderId, QuoteId } from "./ids.ts"
import { Authorization } from "./middleware.ts"
import { CreateOfframpOrder, OfframpLimits, OfframpOrder, OfframpQuote } from "./offrampModels.ts"
import { LabelValue, PageOf, PageQuery } from "./onrampModels.ts"

const base = "/api/public/pay-widget/offramp"
const privateBase = "/api/private/pay-widget/offramp"

export class OfframpApi extends HttpApiGroup.make("offramp").add(
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
    error: InvalidRequest,
  }),
  HttpApiEndpoint.get("getOfframpOrder", `${base}/order/:orderId`, {
    params: { orderId: OrderId },
    success: OfframpOrder,
    error: NotFound,
  }),
  HttpApiEndpoint.post("confirmOfframpOrder", `${base}/confirm-order`, {
    payload: Schema.Struct({ orderId: OrderId, hash: Schema.String }),
    success: OfframpOrder,
    error: [InvalidRequest, NotFound],
  }),
) {}

export class OfframpOrdersApi extends HttpApiGroup.make("offrampOrders")
  .add(
    HttpApiEndpoint.post("createOfframpOrder", `${privateBase}/create-order`, {
      payload: CreateOfframpOrder,
      success: OfframpOrder,
      error: InvalidRequest,
    }),
    HttpApiEndpoint.get("listOfframpOrders", `${privateBase}/orders`, {
      query: PageQuery,
      success: PageOf(OfframpOrder),
    }),
    HttpApiEndpoint.post("validateOfframpFields", `${privateBase}/validate-fields`, {
      payload: Schema.Struct({ quoteId: QuoteId, requiredFields: Schema.Record(Schema.String, Schema.String) }),
      success: Schema.Array(LabelValue),
      error: InvalidRequest,
    }),
    HttpApiEndpoint.post("cancelOfframpOrder", `${privateBase}/cancel-order`, {
      payload: Schema.Struct({ orderId: OrderId }),
      success: OfframpOrder,
      error: [InvalidRequest, NotFound],
    }),
  )
  .middleware(Authorization) {}
