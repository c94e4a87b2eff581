// Paying an off-ramp order (spec 2 §2 Off-ramp pay, §4 Off-ramp flow): the connected wallet sends the crypto to the
// order's deposit address, then the order is confirmed with the transaction hash; or, in the manual flow, the user
// gives the hash. Only the order's own wallet may pay it; an order no longer initiated, or past its expiry, cannot
// be paid. Cancel asks first.
import { assign, setup } from "xstate"
import { errors, validation } from "../schema/messages.ts"
import { offrampErrorCodes } from "../schema/offramp.ts"
import type { OfframpOrderRead } from "../schema/offrampModels.ts"
import { abstractActor } from "./abstractActor.ts"
import { type Failure, failureMessage } from "./failure.ts"

export type OfframpPayEvent =
  | { readonly type: "wallet.connected"; readonly address: string }
  | { readonly type: "wallet.disconnected" }
  | { readonly type: "pay" }
  | { readonly type: "manual.toggle" }
  | { readonly type: "hash.change"; readonly value: string }
  | { readonly type: "hash.submit" }
  | { readonly type: "cancel" }
  | { readonly type: "cancel.confirm" }
  | { readonly type: "cancel.keep" }

export interface OfframpPayContext {
  readonly orderId: string
  readonly order: OfframpOrderRead | undefined
  /** The address of the wallet connected in the page, if any. */
  readonly connected: string | undefined
  readonly manual: boolean
  readonly hash: string
  readonly error: string | undefined
  /** How the chart ended: the order paid (or cancelled, or already past paying) leads to its status. */
  readonly outcome: "paid" | "cancelled" | "notInitiated" | undefined
}

const codeOf = (error: unknown) => {
  const failure = error as Failure
  return failure?.code ?? failure?.body?.code
}

/** Spec 2 §4: the connected wallet's address must equal the order's from address. */
export const walletMatches = (c: Pick<OfframpPayContext, "connected" | "order">) =>
  c.connected !== undefined && c.connected.toLowerCase() === (c.order?.fromAddress ?? "").toLowerCase()

export const payable = (order: OfframpOrderRead, now: number) =>
  order.status === "initiated" && Date.parse(order.expiresAt) > now

export const offrampPayMachine = setup({
  types: {
    context: {} as OfframpPayContext,
    events: {} as OfframpPayEvent,
    input: {} as { readonly orderId: string; readonly connected?: string | undefined },
    output: {} as { readonly orderId: string; readonly outcome: OfframpPayContext["outcome"] },
  },
  actors: {
    loadOrder: abstractActor<OfframpOrderRead, { orderId: string }>("loadOrder"),
    sendTransfer: abstractActor<{ hash: string }, { order: OfframpOrderRead }>("sendTransfer"),
    confirmOrder: abstractActor<OfframpOrderRead, { orderId: string; hash: string }>("confirmOrder"),
    cancelOrder: abstractActor<OfframpOrderRead, { orderId: string }>("cancelOrder"),
  },
  delays: {
    /** Until the order's expiry: then it can no longer be paid. */
    orderExpiry: ({ context }) => Math.max(0, Date.parse(context.order?.expiresAt ?? "") - Date.now()) || 0,
  },
  guards: {
    payableNow: ({ event }) => payable((event as unknown as { output: OfframpOrderRead }).output, Date.now()),
    initiated: ({ event }) => (event as unknown as { output: OfframpOrderRead }).output.status === "initiated",
    walletMatches: ({ context }) => walletMatches(context),
    hashGiven: ({ context }) => context.hash.trim() !== "",
  },
}).createMachine({
  id: "offrampPay",
  context: ({ input }) => ({
    orderId: input.orderId,
    order: undefined,
    connected: input.connected,
    manual: false,
    hash: "",
    error: undefined,
    outcome: undefined,
  }),
  initial: "loading",
  output: ({ context }) => ({ orderId: context.orderId, outcome: context.outcome }),
  on: {
    "wallet.connected": { actions: assign({ connected: ({ event }) => event.address }) },
    "wallet.disconnected": { actions: assign({ connected: undefined }) },
  },
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
          // Spec 2 §4: an order that is not initiated opens its status.
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
        // Another wallet may be the right one: the last refusal no longer holds.
        "wallet.connected": { actions: assign({ connected: ({ event }) => event.address, error: undefined }) },
        "wallet.disconnected": { actions: assign({ connected: undefined, error: undefined }) },
        pay: [{ guard: "walletMatches", target: "sending" }, { actions: assign({ error: errors.walletMismatch }) }],
        "manual.toggle": { actions: assign({ manual: ({ context }) => !context.manual, error: undefined }) },
        "hash.change": { actions: assign({ hash: ({ event }) => event.value, error: undefined }) },
        "hash.submit": [
          { guard: "hashGiven", target: "confirming" },
          { actions: assign({ error: validation.transactionHashRequired }) },
        ],
        cancel: "askingCancel",
      },
    },
    askingCancel: { on: { "cancel.confirm": "cancelling", "cancel.keep": "ready" } },
    cancelling: {
      tags: ["loading"],
      invoke: {
        id: "cancelOrder",
        src: "cancelOrder",
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: { target: "done", actions: assign({ order: ({ event }) => event.output, outcome: "cancelled" }) },
        onError: {
          target: "ready",
          actions: assign({ error: ({ event }) => failureMessage(event.error, errors.failedToCancelOrder) }),
        },
      },
    },
    sending: {
      tags: ["loading"],
      entry: assign({ error: undefined }),
      invoke: {
        id: "sendTransfer",
        src: "sendTransfer",
        input: ({ context }) => ({ order: context.order as OfframpOrderRead }),
        onDone: { target: "confirming", actions: assign({ hash: ({ event }) => event.output.hash }) },
        // Spec 2 §4: a failed send calls the send-error callback: the message of the catalogue.
        onError: { target: "ready", actions: assign({ error: errors.failedToSendTransaction }) },
      },
    },
    confirming: {
      tags: ["loading"],
      entry: assign({ error: undefined }),
      invoke: {
        id: "confirmOrder",
        src: "confirmOrder",
        input: ({ context }) => ({ orderId: context.orderId, hash: context.hash.trim() }),
        onDone: { target: "done", actions: assign({ order: ({ event }) => event.output, outcome: "paid" }) },
        onError: [
          // Spec 2 §7: an already-processed answer on confirm is a success.
          {
            guard: ({ event }) => codeOf(event.error) === offrampErrorCodes.alreadyProcessed,
            target: "done",
            actions: assign({ outcome: "paid" }),
          },
          {
            guard: ({ event }) => codeOf(event.error) === offrampErrorCodes.notPayable,
            target: "expired",
          },
          {
            target: "ready",
            actions: assign({ error: ({ event }) => failureMessage(event.error, errors.failedToConfirmOrder) }),
          },
        ],
      },
    },
    expired: { tags: ["error"], entry: assign({ error: errors.orderNotPayable }) },
    done: { type: "final" },
  },
})
