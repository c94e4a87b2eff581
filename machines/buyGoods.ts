// Buy-goods, from the till to the order (spec 2 §2 Buy-goods): the till number, the local amount the merchant asks
// and the asset to pay with; a quote naming the merchant, asked once typing settles (300 ms) and refreshed every
// 30 s (spec 2 §9, as the off-ramp's offer); the sender's wallet address; then the order, which the pay route opens.
import { assign, setup } from "xstate"
import type { BuyGoodsQuote } from "../schema/buyGoods.ts"
import { buyGoodsAmountLabels } from "../schema/buyGoodsLabels.ts"
import type { Asset, Network } from "../schema/enums.ts"
import { errors } from "../schema/messages.ts"
import { abstractActor } from "./abstractActor.ts"
import {
  type BuyGoodsCatalog,
  type BuyGoodsContext,
  type BuyGoodsOrderRequest,
  type BuyGoodsQuoteRequest,
  canQuote,
  initialContext,
  quoteRequest,
} from "./buyGoodsContext.ts"
import { failureMessage, failureTag } from "./failure.ts"

export type BuyGoodsEvent =
  | { readonly type: "till.change"; readonly value: string }
  | { readonly type: "amount.change"; readonly value: string }
  | { readonly type: "asset.select"; readonly network: Network; readonly asset: Asset }
  | { readonly type: "address.change"; readonly value: string }
  | { readonly type: "next" }

/** A change of what the quote is for: the last quote and its refusal no longer hold. */
const requote = { target: ".settling", actions: "forgetQuote" } as const

export const buyGoodsMachine = setup({
  types: {
    context: {} as BuyGoodsContext,
    events: {} as BuyGoodsEvent,
    input: {} as { readonly tillNumber?: string | undefined; readonly amount?: string | undefined },
    output: {} as { readonly orderId: string },
  },
  actors: {
    loadCatalog: abstractActor<BuyGoodsCatalog, undefined>("loadCatalog"),
    fetchQuote: abstractActor<BuyGoodsQuote | null, BuyGoodsQuoteRequest>("fetchQuote"),
    createOrder: abstractActor<{ _id: string }, BuyGoodsOrderRequest>("createOrder"),
  },
  delays: {
    // Spec 2 §9: the quote is refreshed every 30 s; typing settles for 300 ms before a quote is asked for.
    quoteRefresh: 30_000,
    amountDebounce: 300,
  },
  actions: {
    forgetQuote: assign({ quote: undefined, quoteError: undefined, error: undefined }),
  },
  guards: {
    unavailable: ({ event }) => {
      const catalog = (event as unknown as { output: BuyGoodsCatalog }).output
      return !catalog.enabled || catalog.countryIsoCode === undefined
    },
    canQuote: ({ context }) => canQuote(context),
    hasAddress: ({ context }) => context.fromAddress.trim() !== "",
    quoteGone: ({ event }) => failureTag((event as { error?: unknown }).error) === "QuoteExpired",
  },
}).createMachine({
  id: "buyGoods",
  context: ({ input }) => initialContext(input),
  initial: "loading",
  output: ({ context }) => ({ orderId: context.orderId ?? "" }),
  states: {
    loading: {
      tags: ["loading"],
      invoke: {
        id: "loadCatalog",
        src: "loadCatalog",
        onDone: [
          {
            guard: "unavailable",
            target: "unavailable",
            actions: assign({ catalog: ({ event }) => event.output }),
          },
          {
            target: "editing",
            actions: assign({
              catalog: ({ event }) => event.output,
              network: ({ event }) => event.output.assets[0]?.network,
              asset: ({ event }) => event.output.assets[0]?.asset,
            }),
          },
        ],
        onError: {
          target: "failed",
          actions: assign({ error: ({ event }) => failureMessage(event.error, errors.genericError) }),
        },
      },
    },
    unavailable: { tags: ["error"] },
    failed: { tags: ["error"] },
    editing: {
      initial: "deciding",
      on: {
        "till.change": { ...requote, actions: [assign({ tillNumber: ({ event }) => event.value }), "forgetQuote"] },
        "amount.change": { ...requote, actions: [assign({ amount: ({ event }) => event.value }), "forgetQuote"] },
        "asset.select": {
          ...requote,
          actions: [
            assign({ network: ({ event }) => event.network, asset: ({ event }) => event.asset }),
            "forgetQuote",
          ],
        },
        "address.change": { actions: assign({ fromAddress: ({ event }) => event.value, error: undefined }) },
      },
      states: {
        settling: { tags: ["loading"], after: { amountDebounce: "deciding" } },
        deciding: { always: [{ guard: "canQuote", target: "quoting" }, { target: "idle" }] },
        idle: {},
        quoting: {
          tags: ["loading"],
          invoke: {
            id: "fetchQuote",
            src: "fetchQuote",
            input: ({ context }) => quoteRequest(context),
            onDone: [
              { guard: ({ event }) => event.output === null, target: "noOffer", actions: assign({ quote: undefined }) },
              { target: "quoted", actions: assign({ quote: ({ event }) => event.output ?? undefined }) },
            ],
            onError: {
              target: "refused",
              // A refreshed quote refused (the service paused, the asset gone) leaves no stale quote on screen.
              actions: assign({
                quote: undefined,
                quoteError: ({ event }) => failureMessage(event.error, errors.requestFailed),
              }),
            },
          },
        },
        noOffer: {},
        refused: {},
        quoted: {
          after: { quoteRefresh: "quoting" },
          on: {
            next: [
              { guard: "hasAddress", target: "#buyGoods.creating" },
              { actions: assign({ error: buyGoodsAmountLabels.fromAddressRequired }) },
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
        input: ({ context }) => ({
          quoteId: context.quote?.quoteId ?? "",
          tillNumber: context.tillNumber.trim(),
          network: context.network as Network,
          asset: context.asset as Asset,
          fromAddress: context.fromAddress.trim(),
        }),
        onDone: { target: "done", actions: assign({ orderId: ({ event }) => event.output._id }) },
        onError: [
          // The quote lapsed meanwhile: a fresh one, and the user presses Next again.
          { guard: "quoteGone", target: "editing.quoting", actions: "forgetQuote" },
          {
            target: "editing.quoted",
            actions: assign({ error: ({ event }) => failureMessage(event.error, errors.failedToCreateOrder) }),
          },
        ],
      },
    },
    done: { type: "final" },
  },
})
