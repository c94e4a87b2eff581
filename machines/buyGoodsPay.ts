// Paying a buy-goods order (spec 2 §2 Buy-goods): the crypto payment chart over the till's order. The user sends
// the amount from the order's wallet and gives the hash; a refusal reads 'Failed to confirm payment. {reason}'.
import type { BuyGoodsOrder } from "../schema/buyGoods.ts"
import { errors } from "../schema/messages.ts"
import { type CryptoPayEvent, cryptoPayChart } from "./cryptoPay.ts"
import { failureMessage } from "./failure.ts"

export type BuyGoodsPayEvent = CryptoPayEvent

export const buyGoodsPayMachine = cryptoPayChart<BuyGoodsOrder>({
  id: "buyGoodsPay",
  confirmRefusal: (error) => errors.failedToConfirmPayment(failureMessage(error, errors.requestFailed)),
})
