// The on-ramp status page /swap-status?orderId=... (spec 2 §2, §4): loads the order, polls it every 5 s until a
// final state (swap expired, seller_rejected or buyer_rejected, withdrawal failed or complete), loads the order's
// rewards (again once the order is final), and runs the receipt chart beside it. Each fresh order is announced
// to the framing page and a copied value toasts: effects emitted for the runner in screens/wiring/.
import { assertEvent, assign, emit, sendTo, setup } from "xstate"
import { errors } from "../schema/messages.ts"
import { isOwnOnrampOrder, type OnrampOrderRead } from "../schema/onrampModels.ts"
import { isFinalOrder } from "../schema/swapStatusLabels.ts"
import { timings } from "../schema/timings.ts"
import { abstractActor } from "./abstractActor.ts"
import { type CopyEffect, copy, type ToastEffect } from "./effects.ts"
import { receiptUploadMachine } from "./receiptUpload.ts"

export interface OrderRewardEntry {
  readonly reward: string
  readonly hash: string | null
  readonly network: string
  readonly asset: string
}

export interface SwapStatusContext {
  readonly orderId: string
  readonly order: OnrampOrderRead | undefined
  readonly rewards: ReadonlyArray<OrderRewardEntry>
  /** The agent confirmed and two reads in a row showed no transaction yet: the sending is under way. */
  readonly depositStarted: boolean
  /** The receipt modal opened by itself for this order in this session already. */
  readonly receiptPrompted: boolean
  readonly error: string | undefined
}

export type SwapStatusEvent = { readonly type: "retry" } | { readonly type: "detail.copy"; readonly value: string }

export type SwapStatusEmitted =
  | ToastEffect
  | CopyEffect
  /** Each fresh order, for the framing page (spec 2 §4). */
  | { readonly type: "order.read"; readonly order: OnrampOrderRead }

/** Receipts are the owner's to see: a stranger's read counts none. */
const receiptCountOf = (order: OnrampOrderRead | undefined) =>
  order && isOwnOnrampOrder(order) ? order.buySwap.receipts.length : 0

const awaitingDeposit = (order: OnrampOrderRead | undefined) =>
  order?.buySwap.status === "seller_confirmed" &&
  order.withdrawal.status === "pending" &&
  order.withdrawal.transactionHash === null

export const swapStatusMachine = setup({
  types: {
    context: {} as SwapStatusContext,
    events: {} as SwapStatusEvent,
    emitted: {} as SwapStatusEmitted,
    input: {} as { readonly orderId: string; readonly receiptPrompted: boolean },
  },
  actors: {
    loadOrder: abstractActor<OnrampOrderRead, string>("loadOrder"),
    loadRewards: abstractActor<ReadonlyArray<OrderRewardEntry>, string>("loadRewards"),
    receiptUpload: receiptUploadMachine,
  },
  actions: {
    announceOrder: emit((_, order: OnrampOrderRead) => ({ type: "order.read" as const, order })),
    copyDetail: emit(({ event }) => {
      assertEvent(event, "detail.copy")
      return copy(event.value)
    }),
    tellReceipts: sendTo("receiptUpload", ({ context }) => ({
      type: "order.update" as const,
      status: context.order?.buySwap.status ?? "initiated",
      receiptCount: receiptCountOf(context.order),
    })),
  },
  guards: {
    final: ({ context }) =>
      context.order !== undefined && isFinalOrder(context.order.buySwap.status, context.order.withdrawal.status),
  },
  delays: { statusPoll: timings.statusPoll },
}).createMachine({
  id: "swapStatus",
  context: ({ input }) => ({
    orderId: input.orderId,
    order: undefined,
    rewards: [],
    depositStarted: false,
    receiptPrompted: input.receiptPrompted,
    error: undefined,
  }),
  initial: "loading",
  on: { "detail.copy": { actions: "copyDetail" } },
  states: {
    loading: {
      tags: ["loading"],
      entry: assign({ error: undefined }),
      invoke: {
        id: "loadOrder",
        src: "loadOrder",
        input: ({ context }) => context.orderId,
        onDone: {
          target: "watching",
          actions: [
            assign({ order: ({ event }) => event.output }),
            { type: "announceOrder", params: ({ event }) => event.output },
          ],
        },
        // Spec 2 §7: a failed order read shows Order not found.
        onError: { target: "notFound", actions: assign({ error: errors.orderNotFound }) },
      },
    },
    notFound: { tags: ["error"], on: { retry: "loading" } },
    watching: {
      // The receipt chart and the first rewards read run for as long as the page shows the order.
      invoke: [
        {
          id: "receiptUpload",
          src: "receiptUpload",
          input: ({ context }) => ({
            orderId: context.orderId,
            status: context.order?.buySwap.status ?? "initiated",
            receiptCount: receiptCountOf(context.order),
            prompted: context.receiptPrompted,
          }),
        },
        {
          id: "loadRewards",
          src: "loadRewards",
          input: ({ context }) => context.orderId,
          onDone: { actions: assign({ rewards: ({ event }) => event.output }) },
        },
      ],
      initial: "deciding",
      states: {
        deciding: { always: [{ guard: "final", target: "settled" }, { target: "waiting" }] },
        waiting: { after: { statusPoll: "refreshing" } },
        refreshing: {
          invoke: {
            id: "loadOrder",
            src: "loadOrder",
            input: ({ context }) => context.orderId,
            onDone: {
              target: "refreshed",
              actions: [
                assign({
                  depositStarted: ({ context, event }) =>
                    context.depositStarted || (awaitingDeposit(context.order) && awaitingDeposit(event.output)),
                  order: ({ event }) => event.output,
                }),
                { type: "announceOrder", params: ({ event }) => event.output },
                "tellReceipts",
              ],
            },
            // A missed read is retried at the next tick; the page keeps showing the last order.
            onError: "waiting",
          },
        },
        refreshed: { always: [{ guard: "final", target: "finished" }, { target: "waiting" }] },
        /** Final at the first read. */
        settled: { tags: ["terminal"] },
        /** Turned final while watched: the rewards are read again, as a reward is paid when the order completes. */
        finished: {
          tags: ["terminal"],
          invoke: {
            id: "rereadRewards",
            src: "loadRewards",
            input: ({ context }) => context.orderId,
            onDone: { actions: assign({ rewards: ({ event }) => event.output }) },
          },
        },
      },
    },
  },
})
