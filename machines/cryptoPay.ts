// Paying an order with crypto (spec 2 §2 Off-ramp pay and Buy-goods, §4): the off-ramp and buy-goods orders both wait
// for crypto at a deposit address, so one chart pays them. The connected wallet sends the amount and the order is
// confirmed with its transaction hash, or the user gives the hash. Only the order's own wallet may pay it; an order
// no longer initiated, or past its expiry, cannot be paid. Cancel asks first. Each product makes its chart with
// `cryptoPayChart` (what differs: cryptoOrder.ts) and provides the actors; buy-goods' screen offers the hash only,
// the off-ramp's the wallet and Cancel where they apply.
import { assign, setup } from "xstate"
import { errors, validation } from "../schema/messages.ts"
import type { OrderRefusalTag } from "../schema/orderRefusals.ts"
import { abstractActor } from "./abstractActor.ts"
import { type CryptoOrder, type CryptoOrderProduct, payable, walletMatches } from "./cryptoOrder.ts"
import type { ToastEffect } from "./effects.ts"
import { failureTag, toastError, toastFailure } from "./failure.ts"
import { loadOrderState } from "./loadOrderState.ts"

export type CryptoPayEvent =
  | { readonly type: "wallet.connected"; readonly address: string }
  | { readonly type: "wallet.disconnected" }
  | { readonly type: "pay" }
  | { readonly type: "manual.toggle" }
  | { readonly type: "hash.change"; readonly value: string }
  | { readonly type: "hash.submit" }
  | { readonly type: "cancel" }
  | { readonly type: "cancel.confirm" }
  | { readonly type: "cancel.keep" }

/** What views ask rather than state paths: busy, failed, ended, and the steps that show a line of their own. */
export type CryptoPayTag = "loading" | "error" | "terminal" | "sending" | "confirming" | "askingCancel"

/** How the chart ended: the order paid (or cancelled, or already past paying) leads to its status. */
export type CryptoPayOutcome = "paid" | "cancelled" | "notInitiated"

export interface CryptoPayContext<Order extends CryptoOrder = CryptoOrder> {
  readonly orderId: string
  readonly order: Order | undefined
  /** The address of the wallet connected in the page, if any. */
  readonly connected: string | undefined
  readonly manual: boolean
  readonly hash: string
  readonly error: string | undefined
  readonly outcome: CryptoPayOutcome | undefined
}

const longestTimer = 2 ** 31 - 1

export const cryptoPayChart = <Order extends CryptoOrder>(product: CryptoOrderProduct) =>
  setup({
    types: {
      context: {} as CryptoPayContext<Order>,
      events: {} as CryptoPayEvent,
      emitted: {} as ToastEffect,
      // manual: the user chose (or the link's manualFlow asked for) paying by hand before the order existed.
      input: {} as { readonly orderId: string; readonly connected?: string | undefined; readonly manual?: boolean },
      output: {} as { readonly orderId: string; readonly outcome: CryptoPayOutcome | undefined },
      tags: {} as CryptoPayTag,
    },
    actors: {
      loadOrder: abstractActor<Order, { orderId: string }>("loadOrder"),
      sendTransfer: abstractActor<{ hash: string }, { order: Order }>("sendTransfer"),
      confirmOrder: abstractActor<Order, { orderId: string; hash: string }>("confirmOrder"),
      cancelOrder: abstractActor<Order, { orderId: string }>("cancelOrder"),
    },
    delays: {
      /** Until the order's expiry, when `loaded` decides again. Timers take at most 2^31 - 1 ms (a longer one
       * fires at once), so an expiry further away is waited for in steps. */
      orderExpiry: ({ context }) =>
        Math.min(longestTimer, Math.max(0, Date.parse(context.order?.expiresAt ?? "") - Date.now()) || 0),
    },
    actions: {
      clearError: assign({ error: undefined }),
      keepOrder: assign((_, order: Order) => ({ order })),
      showError: assign((_, error: string) => ({ error })),
      toastError: toastError(),
      end: assign((_, outcome: CryptoPayOutcome) => ({ outcome })),
      toggleManual: assign({ manual: ({ context }) => !context.manual, error: undefined }),
      keepHash: assign((_, hash: string) => ({ hash, error: undefined })),
    },
    guards: {
      payableNow: ({ context }) => context.order !== undefined && payable(context.order, Date.now()),
      initiated: ({ context }) => context.order?.status === "initiated",
      walletMatches: ({ context }) => walletMatches(context),
      hashGiven: ({ context }) => context.hash.trim() !== "",
      refusedAs: (_, refusal: { readonly error: unknown; readonly tag: OrderRefusalTag }) =>
        failureTag(refusal.error) === refusal.tag,
    },
  }).createMachine({
    id: product.id,
    context: ({ input }) => ({
      orderId: input.orderId,
      order: undefined,
      connected: input.connected,
      manual: input.manual ?? false,
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
      loading: loadOrderState<Order, "keepOrder">({ next: "loaded", keep: "keepOrder" }),
      loaded: {
        always: [
          { guard: "payableNow", target: "ready" },
          { guard: "initiated", target: "expired" },
          // Spec 2 §4: an order that is not initiated (paid already, or past paying) opens its status.
          { target: "done", actions: { type: "end", params: "notInitiated" } },
        ],
      },
      notFound: { tags: ["error"] },
      ready: {
        after: { orderExpiry: "loaded" },
        on: {
          // Another wallet may be the right one: the last refusal no longer holds.
          "wallet.connected": { actions: assign({ connected: ({ event }) => event.address, error: undefined }) },
          "wallet.disconnected": { actions: assign({ connected: undefined, error: undefined }) },
          pay: [
            { guard: "walletMatches", target: "sending" },
            { actions: { type: "showError", params: errors.walletMismatch } },
          ],
          "manual.toggle": { actions: "toggleManual" },
          "hash.change": { actions: { type: "keepHash", params: ({ event }) => event.value } },
          "hash.submit": [
            { guard: "hashGiven", target: "confirming" },
            { actions: { type: "showError", params: validation.transactionHashRequired } },
          ],
          cancel: "askingCancel",
        },
      },
      askingCancel: { tags: ["askingCancel"], on: { "cancel.confirm": "cancelling", "cancel.keep": "ready" } },
      cancelling: {
        tags: ["loading"],
        invoke: {
          id: "cancelOrder",
          src: "cancelOrder",
          input: ({ context }) => ({ orderId: context.orderId }),
          onDone: {
            target: "done",
            actions: [assign({ order: ({ event }) => event.output }), { type: "end", params: "cancelled" }],
          },
          onError: { target: "ready", actions: toastFailure(errors.failedToCancelOrder) },
        },
      },
      sending: {
        tags: ["loading", "sending"],
        entry: "clearError",
        invoke: {
          id: "sendTransfer",
          src: "sendTransfer",
          input: ({ context }) => ({ order: context.order as Order }),
          onDone: { target: "confirming", actions: { type: "keepHash", params: ({ event }) => event.output.hash } },
          // Spec 2 §4: a failed send calls the send-error callback: the message of the catalogue.
          onError: { target: "ready", actions: { type: "toastError", params: errors.failedToSendTransaction } },
        },
      },
      confirming: {
        tags: ["loading", "confirming"],
        entry: "clearError",
        invoke: {
          id: "confirmOrder",
          src: "confirmOrder",
          input: ({ context }) => ({ orderId: context.orderId, hash: context.hash.trim() }),
          onDone: {
            target: "done",
            actions: [assign({ order: ({ event }) => event.output }), { type: "end", params: "paid" }],
          },
          onError: [
            // Spec 2 §7: an already-processed answer on confirm is a success.
            {
              guard: {
                type: "refusedAs",
                params: ({ event }) => ({ error: event.error, tag: "OrderAlreadyProcessed" }),
              },
              target: "done",
              actions: { type: "end", params: "paid" },
            },
            {
              guard: {
                type: "refusedAs",
                params: ({ event }) => ({ error: event.error, tag: "OrderNotPayable" }),
              },
              target: "expired",
            },
            {
              target: "ready",
              actions: { type: "toastError", params: ({ event }) => product.confirmRefusal(event.error) },
            },
          ],
        },
      },
      expired: { tags: ["error"], entry: { type: "showError", params: errors.orderNotPayable } },
      done: { type: "final", tags: ["terminal"] },
    },
  })
