import { offrampPayMachine } from "../../../machines/offrampPay.ts"
import { defineChart } from "../chart.ts"
import { payEvents } from "../cryptoOrderEvents.ts"
import { offrampPayExpectations } from "../expected/offrampPay.ts"
import { offrampFailures, offrampOrders } from "../offrampFixtures.ts"

export default defineChart({
  name: "offrampPay",
  machine: offrampPayMachine,
  input: { orderId: "order-1" },
  events: payEvents("offrampPay", offrampOrders, offrampFailures.hashUsed),
  expectations: offrampPayExpectations,
})
