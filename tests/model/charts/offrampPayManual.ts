// The off-ramp's Pay step opened in the manual flow (the link's manualFlow, spec 2 §2): no wallet connected, the
// hash typed and confirmed, with the switch back to a browser wallet.
import { offrampPayMachine } from "../../../machines/offrampPay.ts"
import { defineChart } from "../chart.ts"
import { payEvents } from "../cryptoOrderEvents.ts"
import { offrampPayExpectations } from "../expected/offrampPay.ts"
import { offrampFailures, offrampOrders } from "../offrampFixtures.ts"

export default defineChart({
  name: "offrampPay (manual flow)",
  machine: offrampPayMachine,
  input: { orderId: "order-1", manual: true },
  events: payEvents("offrampPay", offrampOrders, offrampFailures.hashUsed),
  expectations: offrampPayExpectations,
})
