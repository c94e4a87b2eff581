import { offrampStatusMachine } from "../../../machines/offrampStatus.ts"
import { defineChart } from "../chart.ts"
import { failures } from "../fixtures.ts"
import { offrampFailures, offrampOrders } from "../offrampFixtures.ts"

export default defineChart({
  name: "offrampStatus",
  machine: offrampStatusMachine,
  input: { orderId: "order-1" },
  events: [
    { type: "xstate.done.actor.loadOrder", output: offrampOrders.pending },
    { type: "xstate.done.actor.loadOrder", output: offrampOrders.invalid },
    { type: "xstate.done.actor.loadOrder", output: offrampOrders.success },
    { type: "xstate.error.actor.loadOrder", error: offrampFailures.notFound },
    { type: "xstate.after.statusPoll.offrampStatus.waiting" },
    { type: "xstate.after.statusPoll.offrampStatus.invalid" },
    { type: "xstate.done.actor.pollOrder", output: offrampOrders.success },
    { type: "xstate.done.actor.pollOrder", output: offrampOrders.invalid },
    { type: "xstate.error.actor.pollOrder", error: failures.requestFailed },
    { type: "hash.change", value: `0x${"cd".repeat(32)}` },
    { type: "hash.submit" },
    { type: "xstate.done.actor.confirmOrder", output: offrampOrders.validating },
    { type: "xstate.error.actor.confirmOrder", error: offrampFailures.hashUsed },
  ],
})
