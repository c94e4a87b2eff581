import { swapStatusMachine } from "../../../machines/swapStatus.ts"
import { defineChart } from "../chart.ts"
import { swapStatusExpectations } from "../expected/swapStatus.ts"
import { orders, rewards, statusFailures } from "../swapStatusFixtures.ts"

export default defineChart({
  name: "swapStatus",
  machine: swapStatusMachine,
  input: { orderId: "order-1", receiptPrompted: false },
  events: [
    { type: "xstate.done.actor.loadOrder", output: orders.buyerConfirmed },
    { type: "xstate.done.actor.loadOrder", output: orders.sellerConfirmed },
    { type: "xstate.done.actor.loadOrder", output: orders.sending },
    { type: "xstate.done.actor.loadOrder", output: orders.completed },
    { type: "xstate.done.actor.loadOrder", output: orders.transferFailed },
    { type: "xstate.done.actor.loadOrder", output: orders.sellerRejected },
    { type: "xstate.done.actor.loadOrder", output: orders.expired },
    { type: "xstate.error.actor.loadOrder", error: statusFailures.notFound },
    { type: "xstate.error.actor.loadOrder", error: statusFailures.requestFailed },
    { type: "xstate.done.actor.loadRewards", output: rewards },
    { type: "xstate.error.actor.loadRewards", error: statusFailures.requestFailed },
    { type: "xstate.done.actor.rereadRewards", output: rewards },
    { type: "xstate.after.statusPoll.swapStatus.watching.waiting" },
    { type: "retry" },
    { type: "detail.copy", value: "0xabc" },
  ],
  expectations: swapStatusExpectations,
})
