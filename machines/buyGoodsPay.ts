// Paying a buy-goods order (spec 2 §2 Buy-goods): the user sends the amount to the order's deposit address from
// the order's wallet and gives the transaction hash; Confirm payment is allowed only while the order is initiated
// (and before its expiry). A refusal reads 'Failed to confirm payment. {reason}' with the server's reason.
import { assign, setup } from "xstate"
import type { BuyGoodsOrder } from "../schema/buyGoods.ts"
import { errors, validation } from "../schema/messages.ts"
import { offrampErrorCodes } from "../schema/offramp.ts"
import { abstractActor } from "./abstractActor.ts"
import { type Failure, failureMessage } from "./failure.ts"

export type BuyGoodsPayEvent =
  | { readonly type: "hash.change"; readonly value: string }
  | { readonly type: "hash.submit" }

export interface BuyGoodsPayContext {
  readonly orderId: string
  readonly order: BuyGoodsOrder | undefined
  readonly hash: string
  readonly error: string | undefined
  /** How the chart ended: paid (the toast says so) or found past paying; both lead to the status. */
  readonly outcome: "paid" | "notInitiated" | undefined
}

const codeOf = (error: unknown) => {
  const failure = error as Failure
  return failure?.code ?? failure?.body?.code
}

export const payableOrder = (order: BuyGoodsOrder, now: number) =>
  order.status === "initiated" && Date.parse(order.expiresAt) > now

const loaded = (event: unknown) => (event as { output: BuyGoodsOrder }).output

export const buyGoodsPayMachine = setup({
  types: {
    context: {} as BuyGoodsPayContext,
    events: {} as BuyGoodsPayEvent,
    input: {} as { readonly orderId: string },
    output: {} as { readonly orderId: string; readonly outcome: BuyGoodsPayContext["outcome"] },
  },
  actors: {
    loadOrder: abstractActor<BuyGoodsOrder, { orderId: string }>("loadOrder"),
    confirmPayment: abstractActor<BuyGoodsOrder, { orderId: string; hash: string }>("confirmPayment"),
  },
  delays: {
    /** Until the order's expiry: then it can no longer be paid. */
    orderExpiry: ({ context }) => Math.max(0, Date.parse(context.order?.expiresAt ?? "") - Date.now()) || 0,
  },
  guards: {
    payableNow: ({ event }) => payableOrder(loaded(event), Date.now()),
    initiated: ({ event }) => loaded(event).status === "initiated",
    hashGiven: ({ context }) => context.hash.trim() !== "",
    alreadyProcessed: ({ event }) =>
      codeOf((event as { error?: unknown }).error) === offrampErrorCodes.alreadyProcessed,
    notPayable: ({ event }) => codeOf((event as { error?: unknown }).error) === offrampErrorCodes.notPayable,
  },
}).createMachine({
  id: "buyGoodsPay",
  context: ({ input }) => ({
    orderId: input.orderId,
    order: undefined,
    hash: "",
    error: undefined,
    outcome: undefined,
  }),
  initial: "loading",
  output: ({ context }) => ({ orderId: context.orderId, outcome: context.outcome }),
  states: {
    loading: {
      tags: ["loading"],
      invoke: {
        id: "loadOrder",
        src: "loadOrder",
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: [
          { guard: "payableNow", target: "ready", actions: assign({ order: ({ event }) => event.output }) },
          { guard: "initiated", target: "expired", actions: assign({ order: ({ event }) => event.output }) },
          // Paid already, or past paying: its status tells what happened.
          { target: "done", actions: assign({ order: ({ event }) => event.output, outcome: "notInitiated" }) },
        ],
        onError: {
          target: "notFound",
          actions: assign({ error: ({ event }) => failureMessage(event.error, errors.orderNotFound) }),
        },
      },
    },
    notFound: { tags: ["error"] },
    ready: {
      after: { orderExpiry: "expired" },
      on: {
        "hash.change": { actions: assign({ hash: ({ event }) => event.value, error: undefined }) },
        "hash.submit": [
          { guard: "hashGiven", target: "confirming" },
          { actions: assign({ error: validation.transactionHashRequired }) },
        ],
      },
    },
    confirming: {
      tags: ["loading"],
      entry: assign({ error: undefined }),
      invoke: {
        id: "confirmPayment",
        src: "confirmPayment",
        input: ({ context }) => ({ orderId: context.orderId, hash: context.hash.trim() }),
        onDone: { target: "done", actions: assign({ order: ({ event }) => event.output, outcome: "paid" }) },
        onError: [
          // Spec 2 §7: an already-processed answer on confirm is a success.
          { guard: "alreadyProcessed", target: "done", actions: assign({ outcome: "paid" }) },
          { guard: "notPayable", target: "expired" },
          {
            target: "ready",
            actions: assign({
              error: ({ event }) => errors.failedToConfirmPayment(failureMessage(event.error, errors.requestFailed)),
            }),
          },
        ],
      },
    },
    expired: { tags: ["error"], entry: assign({ error: errors.orderNotPayable }) },
    done: { type: "final" },
  },
})
