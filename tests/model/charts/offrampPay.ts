import { offrampPayMachine } from "../../../machines/offrampPay.ts"
import { defineChart } from "../chart.ts"
import { anotherWallet, payEvents } from "../cryptoOrderEvents.ts"
import { offrampPayExpectations } from "../expected/offrampPay.ts"
import { offrampFailures, offrampOrders } from "../offrampFixtures.ts"

export default defineChart({
  name: "offrampPay",
  machine: offrampPayMachine,
  // The page comes with a wallet connected, not the order's own (spec 2 §2: the pay screen shows it, its Pay
  // refused, with Disconnect); buy-goods' registration starts without one.
  input: { orderId: "order-1", connected: anotherWallet },
  events: payEvents("offrampPay", offrampOrders, offrampFailures.hashUsed),
  expectations: offrampPayExpectations,
})
