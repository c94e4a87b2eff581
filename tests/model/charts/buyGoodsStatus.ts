import { buyGoodsStatusMachine } from "../../../machines/buyGoodsStatus.ts"
import { buyGoodsFailures, tillOrders } from "../buyGoodsFixtures.ts"
import { defineChart } from "../chart.ts"
import { statusEvents } from "../cryptoOrderEvents.ts"
import { buyGoodsStatusExpectations } from "../expected/buyGoodsStatus.ts"

export default defineChart({
  name: "buyGoodsStatus",
  machine: buyGoodsStatusMachine,
  input: { orderId: "order-till" },
  events: statusEvents("buyGoodsStatus", tillOrders, buyGoodsFailures.wrongRecipient),
  expectations: buyGoodsStatusExpectations,
})
