// A buy-goods order's status (spec 2 §2 Buy-goods, §4): read at once, then every 5 s until the order reaches one of
// the off-ramp's final states, which buy-goods orders share.
import { assign, setup } from "xstate"
import type { BuyGoodsOrder } from "../schema/buyGoods.ts"
import { errors } from "../schema/messages.ts"
import { abstractActor } from "./abstractActor.ts"
import { failureMessage } from "./failure.ts"
import { offrampFinalStatuses } from "./offrampStatus.ts"

export interface BuyGoodsStatusContext {
  readonly orderId: string
  readonly order: BuyGoodsOrder | undefined
  readonly error: string | undefined
}

export const buyGoodsStatusMachine = setup({
  types: {
    context: {} as BuyGoodsStatusContext,
    input: {} as { readonly orderId: string },
  },
  actors: {
    loadOrder: abstractActor<BuyGoodsOrder, { orderId: string }>("loadOrder"),
    pollOrder: abstractActor<BuyGoodsOrder, { orderId: string }>("pollOrder"),
  },
  delays: { statusPoll: 5_000 },
  guards: {
    final: ({ context }) => context.order !== undefined && offrampFinalStatuses.includes(context.order.status),
  },
}).createMachine({
  id: "buyGoodsStatus",
  context: ({ input }) => ({ orderId: input.orderId, order: undefined, error: undefined }),
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
    shown: { always: [{ guard: "final", target: "final" }, { target: "waiting" }] },
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
    final: { type: "final", tags: ["terminal"] },
  },
})
