import { offrampStatusMachine } from "../../../machines/offrampStatus.ts"
import { defineChart } from "../chart.ts"
import { statusEvents } from "../cryptoOrderEvents.ts"
import { offrampStatusExpectations } from "../expected/offrampStatus.ts"
import { offrampFailures, offrampOrders } from "../offrampFixtures.ts"

export default defineChart({
  name: "offrampStatus",
  machine: offrampStatusMachine,
  input: { orderId: "order-1" },
  events: statusEvents("offrampStatus", offrampOrders, offrampFailures.hashUsed),
  expectations: offrampStatusExpectations,
})
