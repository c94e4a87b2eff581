import { buyGoodsStatusMachine } from "../../../machines/buyGoodsStatus.ts"
import { tillOrders } from "../buyGoodsFixtures.ts"
import { defineChart } from "../chart.ts"
import { failures } from "../fixtures.ts"
import { offrampFailures } from "../offrampFixtures.ts"

export default defineChart({
  name: "buyGoodsStatus",
  machine: buyGoodsStatusMachine,
  input: { orderId: "order-till" },
  events: [
    { type: "xstate.done.actor.loadOrder", output: tillOrders.pending },
    { type: "xstate.done.actor.loadOrder", output: tillOrders.success },
    { type: "xstate.error.actor.loadOrder", error: offrampFailures.notFound },
    { type: "xstate.after.statusPoll.buyGoodsStatus.waiting" },
    { type: "xstate.done.actor.pollOrder", output: tillOrders.success },
    { type: "xstate.done.actor.pollOrder", output: tillOrders.pending },
    { type: "xstate.error.actor.pollOrder", error: failures.requestFailed },
  ],
})
