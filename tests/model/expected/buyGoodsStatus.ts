// Buy-goods' order status (spec 2 §2 /buy-goods/status; §8 'Failed to confirm payment. {reason}'), over the crypto
// order status chart's expectations.
import { errors } from "../../../schema/messages.ts"
import { buyGoodsFailures } from "../buyGoodsFixtures.ts"
import { cryptoOrderStatusExpectations } from "./cryptoOrderStatus.ts"

export const buyGoodsStatusExpectations = cryptoOrderStatusExpectations({
  route: "/buy-goods/status",
  refusal: {
    error: buyGoodsFailures.wrongRecipient,
    text: errors.failedToConfirmPayment(buyGoodsFailures.wrongRecipient.message),
  },
})
