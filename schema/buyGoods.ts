// Buy-goods (paying a merchant's till with crypto). The spec leaves the calls to us: they follow the off-ramp's
// shape (quote, order with a deposit address, confirmation by transaction hash) and reuse its statuses. Anonymous,
// like the off-ramp's anonymous order: the order is made for the sender address the user gives.
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { Asset, Network, OfframpStatus } from "./enums.ts"
import { InvalidRequest, NotFound } from "./errors.ts"
import { OrderId, QuoteId } from "./ids.ts"
import { QuoteExpired } from "./onramp.ts"
import { hashConfirmationRefusals } from "./orderRefusals.ts"

const base = "/api/public/pay-widget/buy-goods"

/** A till: what the screen checks before asking for a quote, and what the server checks again. */
export const tillPattern = /^\d{5,7}$/
export const TillNumber = Schema.String.check(Schema.isPattern(tillPattern))

export const BuyGoodsQuote = Schema.Struct({
  quoteId: QuoteId,
  expiresAt: Schema.String,
  tillNumber: Schema.String,
  merchantName: Schema.String,
  currencyIsoCode: Schema.String,
  /** What the merchant receives. */
  localCurrencyAmount: Schema.Number,
  /** What the user sends, the fee included. */
  cryptoAmount: Schema.Number,
  /** Local currency per unit of the asset. */
  cryptoExchangeRate: Schema.Number,
  feeAmountCrypto: Schema.Number,
})
export type BuyGoodsQuote = typeof BuyGoodsQuote.Type

/**
 * What anyone with the order's id reads (no token; issue 13): nothing personal. The till is the merchant's, the two
 * addresses are on chain, and the payer gives no e-mail, phone number, account or callback URL.
 */
export const BuyGoodsOrder = Schema.Struct({
  _id: OrderId,
  status: OfframpStatus,
  tillNumber: Schema.String,
  merchantName: Schema.String,
  network: Network,
  asset: Asset,
  cryptoAmount: Schema.Number,
  feeAmountCrypto: Schema.Number,
  localCurrencyAmount: Schema.Number,
  currencyIsoCode: Schema.String,
  countryIsoCode: Schema.String,
  /** Where the user sends `cryptoAmount` of the asset. */
  depositAddress: Schema.String,
  /** The wallet the payment must come from. */
  fromAddress: Schema.String,
  hash: Schema.NullOr(Schema.String),
  error: Schema.NullOr(Schema.String),
  expiresAt: Schema.String,
  createdAt: Schema.String,
  timeline: Schema.Array(Schema.Struct({ status: OfframpStatus, createdAt: Schema.String })),
})
export type BuyGoodsOrder = typeof BuyGoodsOrder.Type

export const buyGoodsErrorCodes = {
  paused: "BUY_GOODS_PAUSED",
  unknownTill: "UNKNOWN_TILL",
  notAvailable: "BUY_GOODS_NOT_AVAILABLE",
} as const

/** Why the server refuses a quote or an order (the widget shows them as given). */
export const buyGoodsRefusals = {
  paused: "Paying merchants is paused for maintenance. Please try again later.",
  unknownTill: (tillNumber: string, country: string) =>
    `No merchant has the till number ${tillNumber} in ${country}. Check the number and try again.`,
  notAvailable: (country: string) => `Paying a till is not available in ${country}.`,
  notATillQuote: "This offer is not for paying a till. Review the new offer and try again.",
} as const

export class BuyGoodsApi extends HttpApiGroup.make("buyGoods").add(
  HttpApiEndpoint.get("getBuyGoodsQuote", `${base}/quote`, {
    query: {
      tillNumber: TillNumber,
      /** In local currency: what the merchant asks. */
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
    error: [InvalidRequest, QuoteExpired],
  }),
  HttpApiEndpoint.get("getBuyGoodsOrder", `${base}/order/:orderId`, {
    params: { orderId: OrderId },
    success: BuyGoodsOrder,
    error: NotFound,
  }),
  HttpApiEndpoint.post("confirmBuyGoodsPayment", `${base}/confirm-payment`, {
    payload: Schema.Struct({ orderId: OrderId, hash: Schema.String }),
    success: BuyGoodsOrder,
    error: [InvalidRequest, NotFound, ...hashConfirmationRefusals],
  }),
) {}
