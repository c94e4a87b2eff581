// An off-ramp order's status (spec 2 §2 Off-ramp status, §4): read at once, then every 5 s until the order reaches
// one of the spec's final states. A transaction found invalid may be corrected with the right hash.
import { assign, setup } from "xstate"
import type { OfframpStatus } from "../schema/enums.ts"
import { errors, validation } from "../schema/messages.ts"
import type { OfframpOrderRead } from "../schema/offrampModels.ts"
import { abstractActor } from "./abstractActor.ts"
import { failureMessage } from "./failure.ts"

/** Spec 2 §4: status polling stops at these; and at cancelled and expired, which the server never moves again. */
export const offrampFinalStatuses: ReadonlyArray<OfframpStatus> = [
  "refunded",
  "refund_failed",
  "offramp_success",
  "transaction_failed",
  "cancelled",
  "expired",
]

export type OfframpStatusEvent =
  | { readonly type: "hash.change"; readonly value: string }
  | { readonly type: "hash.submit" }

export interface OfframpStatusContext {
  readonly orderId: string
  readonly order: OfframpOrderRead | undefined
  readonly hash: string
  readonly error: string | undefined
}

export const offrampStatusMachine = setup({
  types: {
    context: {} as OfframpStatusContext,
    events: {} as OfframpStatusEvent,
    input: {} as { readonly orderId: string },
  },
  actors: {
    loadOrder: abstractActor<OfframpOrderRead, { orderId: string }>("loadOrder"),
    pollOrder: abstractActor<OfframpOrderRead, { orderId: string }>("pollOrder"),
    confirmOrder: abstractActor<OfframpOrderRead, { orderId: string; hash: string }>("confirmOrder"),
  },
  delays: { statusPoll: 5_000 },
  guards: {
    final: ({ context }) => context.order !== undefined && offrampFinalStatuses.includes(context.order.status),
    invalid: ({ context }) => context.order?.status === "transaction_invalid",
    hashGiven: ({ context }) => context.hash.trim() !== "",
  },
}).createMachine({
  id: "offrampStatus",
  context: ({ input }) => ({ orderId: input.orderId, order: undefined, hash: "", error: undefined }),
  initial: "loading",
  states: {
    loading: {
      tags: ["loading"],
      invoke: {
        id: "loadOrder",
        src: "loadOrder",
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: { target: "shown", actions: assign({ order: ({ event }) => event.output }) },
        onError: {
          target: "notFound",
          actions: assign({ error: ({ event }) => failureMessage(event.error, errors.orderNotFound) }),
        },
      },
    },
    notFound: { tags: ["error"] },
    shown: {
      always: [{ guard: "final", target: "final" }, { guard: "invalid", target: "invalid" }, { target: "waiting" }],
    },
    waiting: { after: { statusPoll: "polling" } },
    polling: {
      invoke: {
        id: "pollOrder",
        src: "pollOrder",
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: { target: "shown", actions: assign({ order: ({ event }) => event.output }) },
        // A failed read leaves the last answer on screen and tries again at the next tick.
        onError: "waiting",
      },
    },
    // Transaction invalid: the order waits for the right hash; it is still read, as the server may move it on.
    invalid: {
      after: { statusPoll: "polling" },
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
      invoke: {
        id: "confirmOrder",
        src: "confirmOrder",
        input: ({ context }) => ({ orderId: context.orderId, hash: context.hash.trim() }),
        onDone: { target: "shown", actions: assign({ order: ({ event }) => event.output, hash: "" }) },
        onError: {
          target: "invalid",
          actions: assign({ error: ({ event }) => failureMessage(event.error, errors.failedToConfirmOrder) }),
        },
      },
    },
    final: { type: "final", tags: ["terminal"] },
  },
})
