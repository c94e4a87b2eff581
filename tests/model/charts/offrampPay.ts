import { offrampPayMachine } from "../../../machines/offrampPay.ts"
import { defineChart } from "../chart.ts"
import { failures } from "../fixtures.ts"
import { offrampFailures, offrampOrders } from "../offrampFixtures.ts"

const hash = `0x${"cd".repeat(32)}`

export default defineChart({
  name: "offrampPay",
  machine: offrampPayMachine,
  input: { orderId: "order-1" },
  events: [
    { type: "xstate.done.actor.loadOrder", output: offrampOrders.initiated },
    { type: "xstate.done.actor.loadOrder", output: offrampOrders.pastExpiry },
    { type: "xstate.done.actor.loadOrder", output: offrampOrders.validating },
    { type: "xstate.error.actor.loadOrder", error: offrampFailures.notFound },
    { type: "wallet.connected", address: offrampOrders.initiated.fromAddress ?? "" },
    { type: "wallet.connected", address: "0x2222222222222222222222222222222222222222" },
    { type: "wallet.disconnected" },
    { type: "pay" },
    { type: "xstate.done.actor.sendTransfer", output: { hash } },
    { type: "xstate.error.actor.sendTransfer", error: offrampFailures.sendRejected },
    { type: "manual.toggle" },
    { type: "hash.change", value: hash },
    { type: "hash.submit" },
    { type: "xstate.done.actor.confirmOrder", output: offrampOrders.validating },
    { type: "xstate.error.actor.confirmOrder", error: offrampFailures.alreadyProcessed },
    { type: "xstate.error.actor.confirmOrder", error: offrampFailures.notPayable },
    { type: "xstate.error.actor.confirmOrder", error: offrampFailures.hashUsed },
    { type: "xstate.after.orderExpiry.offrampPay.ready" },
    { type: "cancel" },
    { type: "cancel.keep" },
    { type: "cancel.confirm" },
    { type: "xstate.done.actor.cancelOrder", output: { ...offrampOrders.initiated, status: "cancelled" as const } },
    { type: "xstate.error.actor.cancelOrder", error: failures.requestFailed },
  ],
})
