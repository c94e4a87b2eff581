// Buy-goods pays by hash on its screen; the chart it shares with the off-ramp is walked whole, with the till's orders
// and its refusal 'Failed to confirm payment. {reason}'.
import { buyGoodsPayMachine } from "../../../machines/buyGoodsPay.ts"
import { buyGoodsFailures, tillOrders } from "../buyGoodsFixtures.ts"
import { defineChart } from "../chart.ts"
import { payEvents } from "../cryptoOrderEvents.ts"
import { buyGoodsPayExpectations } from "../expected/buyGoodsPay.ts"

export default defineChart({
  name: "buyGoodsPay",
  machine: buyGoodsPayMachine,
  input: { orderId: "order-till" },
  events: payEvents("buyGoodsPay", tillOrders, buyGoodsFailures.wrongRecipient),
  expectations: buyGoodsPayExpectations,
})
