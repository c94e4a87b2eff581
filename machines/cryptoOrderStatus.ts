// The status of an order paid with crypto (spec 2 §2 Off-ramp status and Buy-goods, §4): read at once, then every
// 5 s until the order reaches one of the off-ramp's final states, which buy-goods orders share. A transaction found
// invalid may be corrected with the right hash. Each product makes its chart with `cryptoOrderStatusChart` (cryptoOrder.ts)
// and provides the reads and the confirmation.
import { and, assign, setup } from "xstate"
import { validation } from "../schema/messages.ts"
import { timings } from "../schema/timings.ts"
import { abstractActor } from "./abstractActor.ts"
import { type CryptoOrder, type CryptoOrderProduct, finalOrderStatuses } from "./cryptoOrder.ts"
import type { ToastEffect } from "./effects.ts"
import { failureTag, toastError } from "./failure.ts"
import { loadOrderState } from "./loadOrderState.ts"

export type CryptoOrderStatusEvent =
  | { readonly type: "hash.change"; readonly value: string }
  | { readonly type: "hash.submit" }

/** What views ask rather than state paths. */
export type CryptoOrderStatusTag = "loading" | "error" | "terminal"

export interface CryptoOrderStatusContext<Order extends CryptoOrder> {
  readonly orderId: string
  readonly order: Order | undefined
  readonly hash: string
  readonly error: string | undefined
}

/** The correct hash, taken while the order read last is invalid: in `invalid`, and while it is read again or waits
 * for the next read after a failed one (spec 2 §2 offers the correction, §4 reads on every 5 s meanwhile), so a hash
 * typed or confirmed during a read is not lost. */
const correction = {
  "hash.change": {
    guard: "invalid",
    actions: { type: "keepHash", params: ({ event }: { event: { readonly value: string } }) => event.value },
  },
  "hash.submit": [
    { guard: and(["invalid", "hashGiven"]), target: "confirming" },
    { guard: "invalid", actions: { type: "showError", params: validation.transactionHashRequired } },
  ],
} as const

export const cryptoOrderStatusChart = <Order extends CryptoOrder>(product: CryptoOrderProduct) =>
  setup({
    types: {
      context: {} as CryptoOrderStatusContext<Order>,
      events: {} as CryptoOrderStatusEvent,
      emitted: {} as ToastEffect,
      input: {} as { readonly orderId: string },
      tags: {} as CryptoOrderStatusTag,
    },
    actors: {
      loadOrder: abstractActor<Order, { orderId: string }>("loadOrder"),
      pollOrder: abstractActor<Order, { orderId: string }>("pollOrder"),
      confirmOrder: abstractActor<Order, { orderId: string; hash: string }>("confirmOrder"),
    },
    delays: { statusPoll: timings.statusPoll },
    actions: {
      keepOrder: assign((_, order: Order) => ({ order })),
      showError: assign((_, error: string) => ({ error })),
      toastError: toastError(),
      keepHash: assign((_, hash: string) => ({ hash, error: undefined })),
      /** The corrected hash was taken: the field empties for any next correction. */
      keepCorrectedOrder: assign((_, order: Order) => ({ order, hash: "" })),
    },
    guards: {
      final: ({ context }) => context.order !== undefined && finalOrderStatuses.includes(context.order.status),
      invalid: ({ context }) => context.order?.status === "transaction_invalid",
      hashGiven: ({ context }) => context.hash.trim() !== "",
      alreadyProcessed: (_, error: unknown) => failureTag(error) === "OrderAlreadyProcessed",
    },
  }).createMachine({
    id: product.id,
    context: ({ input }) => ({ orderId: input.orderId, order: undefined, hash: "", error: undefined }),
    initial: "loading",
    states: {
      loading: loadOrderState<Order, "keepOrder">({ next: "shown", keep: "keepOrder" }),
      notFound: { tags: ["error"] },
      shown: {
        always: [{ guard: "final", target: "final" }, { guard: "invalid", target: "invalid" }, { target: "waiting" }],
      },
      waiting: { after: { statusPoll: "polling" }, on: correction },
      polling: {
        on: correction,
        invoke: {
          id: "pollOrder",
          src: "pollOrder",
          input: ({ context }) => ({ orderId: context.orderId }),
          onDone: { target: "shown", actions: { type: "keepOrder", params: ({ event }) => event.output } },
          // A failed read leaves the last answer on screen and tries again at the next tick.
          onError: "waiting",
        },
      },
      // Transaction invalid: the order waits for the right hash; it is still read, as the server may move it on.
      invalid: { after: { statusPoll: "polling" }, on: correction },
      confirming: {
        tags: ["loading"],
        invoke: {
          id: "confirmOrder",
          src: "confirmOrder",
          input: ({ context }) => ({ orderId: context.orderId, hash: context.hash.trim() }),
          onDone: { target: "shown", actions: { type: "keepCorrectedOrder", params: ({ event }) => event.output } },
          onError: [
            // Spec 2 §4: already processed counts as success, as on the pay screen; the order is read again.
            {
              guard: { type: "alreadyProcessed", params: ({ event }: { event: { error: unknown } }) => event.error },
              target: "polling",
            },
            {
              target: "invalid",
              actions: { type: "toastError", params: ({ event }) => product.confirmRefusal(event.error) },
            },
          ],
        },
      },
      final: { type: "final", tags: ["terminal"] },
    },
  })
