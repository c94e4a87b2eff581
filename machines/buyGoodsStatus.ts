// A buy-goods order's status (spec 2 §2 Buy-goods, §4): the crypto order status chart over the till's order.
import type { BuyGoodsOrder } from "../schema/buyGoods.ts"
import { errors } from "../schema/messages.ts"
import { type CryptoOrderStatusEvent, cryptoOrderStatusChart } from "./cryptoOrderStatus.ts"
import { failureMessage } from "./failure.ts"

export type BuyGoodsStatusEvent = CryptoOrderStatusEvent

export const buyGoodsStatusMachine = cryptoOrderStatusChart<BuyGoodsOrder>({
  id: "buyGoodsStatus",
  confirmRefusal: (error) => errors.failedToConfirmPayment(failureMessage(error, errors.requestFailed)),
})
