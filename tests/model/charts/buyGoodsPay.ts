import { buyGoodsPayMachine } from "../../../machines/buyGoodsPay.ts"
import { buyGoodsFailures, tillOrders } from "../buyGoodsFixtures.ts"
import { defineChart } from "../chart.ts"
import { offrampFailures } from "../offrampFixtures.ts"

export default defineChart({
  name: "buyGoodsPay",
  machine: buyGoodsPayMachine,
  input: { orderId: "order-till" },
  events: [
    { type: "xstate.done.actor.loadOrder", output: tillOrders.initiated },
    { type: "xstate.done.actor.loadOrder", output: tillOrders.pastExpiry },
    { type: "xstate.done.actor.loadOrder", output: tillOrders.validating },
    { type: "xstate.error.actor.loadOrder", error: offrampFailures.notFound },
    { type: "hash.change", value: `0x${"cd".repeat(32)}` },
    { type: "hash.submit" },
    { type: "xstate.done.actor.confirmPayment", output: tillOrders.validating },
    { type: "xstate.error.actor.confirmPayment", error: offrampFailures.alreadyProcessed },
    { type: "xstate.error.actor.confirmPayment", error: offrampFailures.notPayable },
    { type: "xstate.error.actor.confirmPayment", error: buyGoodsFailures.wrongRecipient },
    { type: "xstate.after.orderExpiry.buyGoodsPay.ready" },
  ],
})
