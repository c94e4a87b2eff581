// Buy-goods (paying a merchant's till with crypto). The spec leaves the calls to us: they follow the off-ramp's
// shape (quote, order with a deposit address, confirmation by transaction hash) and reuse its statuses.
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { Asset, Network, OfframpStatus } from "./enums.ts"
import { InvalidRequest, NotFound } from "./errors.ts"
import { OrderId, QuoteId } from "./ids.ts"

const base = "/api/public/pay-widget/buy-goods"

export const TillNumber = Schema.String.check(Schema.isPattern(/^\d{5,7}$/))

export const BuyGoodsQuote = Schema.Struct({
  quoteId: QuoteId,
  expiresAt: Schema.String,
  tillNumber: Schema.String,
  merchantName: Schema.String,
  currencyIsoCode: Schema.String,
  localCurrencyAmount: Schema.Number,
  cryptoAmount: Schema.Number,
  cryptoExchangeRate: Schema.Number,
  feeAmountCrypto: Schema.Number,
})
export type BuyGoodsQuote = typeof BuyGoodsQuote.Type

export const BuyGoodsOrder = Schema.Struct({
  _id: OrderId,
  status: OfframpStatus,
  tillNumber: Schema.String,
  merchantName: Schema.String,
  network: Network,
  asset: Asset,
  cryptoAmount: Schema.Number,
  localCurrencyAmount: Schema.Number,
  currencyIsoCode: Schema.String,
  countryIsoCode: Schema.String,
  depositAddress: Schema.String,
  fromAddress: Schema.String,
  hash: Schema.NullOr(Schema.String),
  error: Schema.NullOr(Schema.String),
  expiresAt: Schema.String,
  createdAt: Schema.String,
  timeline: Schema.Array(Schema.Struct({ status: OfframpStatus, at: Schema.String })),
})
export type BuyGoodsOrder = typeof BuyGoodsOrder.Type

export class BuyGoodsApi extends HttpApiGroup.make("buyGoods").add(
  HttpApiEndpoint.get("getBuyGoodsQuote", `${base}/quote`, {
    query: {
      tillNumber: TillNumber,
      amount: Schema.FiniteFromString,
      countryIsoCode: Schema.String,
      network: Network,
      asset: Asset,
    },
    success: Schema.NullOr(BuyGoodsQuote),
    error: InvalidRequest,
  }),
  HttpApiEndpoint.post("createBuyGoodsOrder", `${base}/create-order`, {
    payload: Schema.Struct({
      quoteId: QuoteId,
      tillNumber: TillNumber,
      network: Network,
      asset: Asset,
      fromAddress: Schema.String,
      sourceParam: Schema.optional(Schema.String),
    }),
    success: BuyGoodsOrder,
    error: InvalidRequest,
  }),
  HttpApiEndpoint.get("getBuyGoodsOrder", `${base}/order/:orderId`, {
    params: { orderId: OrderId },
    success: BuyGoodsOrder,
    error: NotFound,
  }),
  HttpApiEndpoint.post("confirmBuyGoodsPayment", `${base}/confirm-payment`, {
    payload: Schema.Struct({ orderId: OrderId, hash: Schema.String }),
    success: BuyGoodsOrder,
    error: [InvalidRequest, NotFound],
  }),
) {}
