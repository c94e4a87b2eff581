// Buy-goods, from the till to the order (spec 2 §2 Buy-goods): the till number, the local amount the merchant asks
// and the asset to pay with; a quote naming the merchant from the shared quote loop (quoteLoop.ts: asked once typing
// settles, refreshed every 30 s, spec 2 §9, as the off-ramp's offer); the sender's wallet address; then the order,
// which the pay route opens.
import { assertEvent, assign, sendTo, setup } from "xstate"
import type { BuyGoodsQuote } from "../schema/buyGoods.ts"
import { buyGoodsAmountLabels } from "../schema/buyGoodsLabels.ts"
import type { Asset, Network } from "../schema/enums.ts"
import { errors } from "../schema/messages.ts"
import { abstractActor } from "./abstractActor.ts"
import {
  type BuyGoodsCatalog,
  type BuyGoodsContext,
  type BuyGoodsOrderRequest,
  initialContext,
  orderRequest,
  quoteRequestOf,
} from "./buyGoodsContext.ts"
import { catalogLoading } from "./catalogLoading.ts"
import type { ToastEffect } from "./effects.ts"
import { failureMessage, failureTag, toastError, toastFailure } from "./failure.ts"
import { type QuoteLoopNotice, quoteLoopMachine } from "./quoteLoop.ts"

export type BuyGoodsEvent =
  | { readonly type: "till.change"; readonly value: string }
  | { readonly type: "amount.change"; readonly value: string }
  | { readonly type: "asset.select"; readonly network: Network; readonly asset: Asset }
  | { readonly type: "address.change"; readonly value: string }
  | { readonly type: "next" }
  /** What the quote loop tells: the till's quote, or null when no offer pays it. */
  | QuoteLoopNotice<BuyGoodsQuote | null>

export const buyGoodsMachine = setup({
  types: {
    context: {} as BuyGoodsContext,
    events: {} as BuyGoodsEvent,
    emitted: {} as ToastEffect,
    input: {} as { readonly tillNumber?: string | undefined; readonly amount?: string | undefined },
    output: {} as { readonly orderId: string },
    // The quote loop by its invoke id, so the screen could read its snapshot with its own type.
    children: {} as { readonly quote: "quoteLoop" },
  },
  actors: {
    loadCatalog: abstractActor<BuyGoodsCatalog, undefined>("loadCatalog"),
    quoteLoop: quoteLoopMachine,
    createOrder: abstractActor<{ _id: string }, BuyGoodsOrderRequest>("createOrder"),
  },
  actions: {
    showError: assign((_, params: { readonly message: string }) => ({ error: params.message })),
    toastError: toastError(),
    keepCatalog: assign((_, params: { readonly catalog: BuyGoodsCatalog }) => ({
      catalog: params.catalog,
      network: params.catalog.assets[0]?.network,
      asset: params.catalog.assets[0]?.asset,
    })),
    // A change of what the quote is for: the last quote and its refusal no longer hold.
    setTill: assign(({ event }) => {
      assertEvent(event, "till.change")
      return { tillNumber: event.value, quote: undefined, quoteError: undefined, error: undefined }
    }),
    setAmount: assign(({ event }) => {
      assertEvent(event, "amount.change")
      return { amount: event.value, quote: undefined, quoteError: undefined, error: undefined }
    }),
    chooseAsset: assign(({ event }) => {
      assertEvent(event, "asset.select")
      return { network: event.network, asset: event.asset, quote: undefined, quoteError: undefined, error: undefined }
    }),
    setAddress: assign(({ event }) => {
      assertEvent(event, "address.change")
      return { fromAddress: event.value, error: undefined }
    }),
    // The quote loop asks again: at once for another asset, once typing settles for a typed till or amount.
    requote: sendTo("quote", ({ context }) => ({ type: "quote.changed", request: quoteRequestOf(context) })),
    requoteAfterTyping: sendTo("quote", ({ context }) => ({ type: "quote.typed", request: quoteRequestOf(context) })),
    keepQuote: assign(({ event }) => {
      assertEvent(event, "quote.ready")
      return event.offer === null
        ? { quote: undefined, quotedAt: undefined, quoteError: errors.noOffer }
        : { quote: event.offer, quotedAt: event.quotedAt, quoteError: undefined }
    }),
    // A refreshed quote refused (the service paused, the asset gone) leaves no stale quote on screen.
    keepRefusal: assign(({ event }) => {
      assertEvent(event, "quote.failed")
      return { quote: undefined, quotedAt: undefined, quoteError: failureMessage(event.error, errors.requestFailed) }
    }),
    forgetQuote: assign({ quote: undefined, quotedAt: undefined, quoteError: undefined, error: undefined }),
    keepOrder: assign((_, params: { readonly orderId: string }) => ({ orderId: params.orderId })),
  },
  guards: {
    unavailable: ({ context }) => context.catalog?.enabled !== true || context.catalog.countryIsoCode === undefined,
    noOffer: ({ event }) => {
      assertEvent(event, "quote.ready")
      return event.offer === null
    },
    hasAddress: ({ context }) => context.fromAddress.trim() !== "",
    quoteGone: (_, params: { readonly error: unknown }) => failureTag(params.error) === "QuoteExpired",
  },
}).createMachine({
  id: "buyGoods",
  context: ({ input }) => initialContext(input),
  initial: "loading",
  output: ({ context }) => ({ orderId: context.orderId ?? "" }),
  states: {
    loading: catalogLoading<BuyGoodsCatalog, "checkingCatalog", "failed">({
      next: "checkingCatalog",
      failed: "failed",
      fallback: errors.genericError,
    }),
    checkingCatalog: { always: [{ guard: "unavailable", target: "unavailable" }, { target: "editing" }] },
    unavailable: { tags: ["error", "terminal"] },
    failed: { tags: ["error", "terminal"] },
    editing: {
      initial: "settling",
      invoke: { id: "quote", src: "quoteLoop", input: ({ context }) => ({ request: quoteRequestOf(context) }) },
      on: {
        "till.change": { target: ".settling", actions: ["setTill", "requoteAfterTyping"] },
        "amount.change": { target: ".settling", actions: ["setAmount", "requoteAfterTyping"] },
        "asset.select": { target: ".settling", actions: ["chooseAsset", "requote"] },
        "address.change": { actions: "setAddress" },
        "quote.fetching": ".quoting",
        "quote.ready": [
          { guard: "noOffer", target: ".noOffer", actions: "keepQuote" },
          { target: ".quoted", actions: "keepQuote" },
        ],
        "quote.failed": { target: ".refused", actions: "keepRefusal" },
        "quote.idle": ".idle",
      },
      states: {
        // Typing, or another asset: the quote is for what was there before, so Next waits for the new one.
        settling: { tags: ["loading"] },
        // The till or the amount cannot be quoted yet.
        idle: {},
        quoting: { tags: ["loading"] },
        noOffer: { tags: ["error"] },
        refused: { tags: ["error"] },
        quoted: {
          on: {
            next: [
              { guard: "hasAddress", target: "#buyGoods.creating" },
              { actions: { type: "showError", params: { message: buyGoodsAmountLabels.fromAddressRequired } } },
            ],
          },
        },
      },
    },
    creating: {
      tags: ["loading"],
      invoke: {
        id: "createOrder",
        src: "createOrder",
        input: ({ context }) => orderRequest(context),
        onDone: {
          target: "done",
          actions: { type: "keepOrder", params: ({ event }) => ({ orderId: event.output._id }) },
        },
        onError: [
          // The quote lapsed meanwhile: back to the amount, whose loop asks for a fresh one; Next again.
          {
            guard: { type: "quoteGone", params: ({ event }) => ({ error: event.error }) },
            target: "editing",
            actions: "forgetQuote",
          },
          // Refused otherwise: the reason is toasted over the amount, whose loop asks for the quote again.
          { target: "editing", actions: toastFailure(errors.failedToCreateOrder) },
        ],
      },
    },
    done: { type: "final" },
  },
})
