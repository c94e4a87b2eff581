// The buy-goods charts' actors on the app runtime: each is one call of the contract. The catalogue gives the
// country whose tills are paid (the one with the buy_goods payout channel; the visitor's own first) and the assets.
import { Effect } from "effect"
import { buyGoodsMachine } from "../../machines/buyGoods.ts"
import {
  type BuyGoodsCatalog,
  type BuyGoodsOrderRequest,
  type BuyGoodsQuoteRequest,
  sellableAssets,
} from "../../machines/buyGoodsContext.ts"
import { buyGoodsPayMachine } from "../../machines/buyGoodsPay.ts"
import { buyGoodsStatusMachine } from "../../machines/buyGoodsStatus.ts"
import { quoteLoopWith } from "../../machines/quoteLoop.ts"
import type { OrderId, QuoteId } from "../../schema/ids.ts"
import { fromEffect } from "../actor.ts"
import { callApi } from "../apiClient.ts"
import type { AppRuntime } from "../runtime.ts"

const catalog = Effect.all(
  {
    channels: callApi((client) => client.offramp.getOfframpPaymentChannels({ query: {} })),
    assets: callApi((client) => client.catalog.getBlockchainAssets()),
    features: callApi((client) => client.catalog.getActiveFeatures()),
    located: callApi((client) => client.catalog.getIpInfo()).pipe(Effect.map((info) => info.countryIsoCode)),
  },
  { concurrency: "unbounded" },
).pipe(
  Effect.map(({ channels, assets, features, located }): BuyGoodsCatalog => {
    const tills = channels.filter((c) => c.paymentChannels.some((p) => p.paymentChannel === "buy_goods"))
    const country = tills.find((c) => c.countryIsoCode === located) ?? tills[0]
    return {
      countryIsoCode: country?.countryIsoCode,
      currencyIsoCode: country?.currencyIsoCode ?? "",
      assets: sellableAssets(assets),
      enabled: features.buyGoodsEnabled,
    }
  }),
)

const readOrder = ({ orderId }: { orderId: string }) =>
  callApi((client) => client.buyGoods.getBuyGoodsOrder({ params: { orderId: orderId as OrderId } }))

const confirmPayment = ({ orderId, hash }: { orderId: string; hash: string }) =>
  callApi((client) => client.buyGoods.confirmBuyGoodsPayment({ payload: { orderId: orderId as OrderId, hash } }))

const quoteOf = (query: BuyGoodsQuoteRequest) => callApi((client) => client.buyGoods.getBuyGoodsQuote({ query }))

const orderOf = (order: BuyGoodsOrderRequest) =>
  callApi((client) =>
    client.buyGoods.createBuyGoodsOrder({ payload: { ...order, quoteId: order.quoteId as QuoteId } }),
  ).pipe(Effect.map((created): { _id: string } => created))

export const liveBuyGoodsMachine = (runtime: AppRuntime) =>
  buyGoodsMachine.provide({
    actors: {
      loadCatalog: fromEffect(runtime, (_: undefined) => catalog),
      // The shared quote loop asks with the till's quote call; monitoring still names it as before.
      quoteLoop: quoteLoopWith(fromEffect(runtime, quoteOf, "buyGoods.fetchQuote")),
      createOrder: fromEffect(runtime, orderOf),
    },
  })

export const liveBuyGoodsPayMachine = (runtime: AppRuntime) =>
  buyGoodsPayMachine.provide({
    actors: {
      loadOrder: fromEffect(runtime, readOrder),
      confirmOrder: fromEffect(runtime, confirmPayment),
    },
  })

export const liveBuyGoodsStatusMachine = (runtime: AppRuntime) =>
  buyGoodsStatusMachine.provide({
    actors: {
      loadOrder: fromEffect(runtime, readOrder),
      pollOrder: fromEffect(runtime, readOrder),
      confirmOrder: fromEffect(runtime, confirmPayment),
    },
  })
