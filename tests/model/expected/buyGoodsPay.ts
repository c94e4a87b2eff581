// Buy-goods' pay step (spec 2 §2 /buy-goods/pay; §8 'Failed to confirm payment. {reason}'), over the crypto payment
// chart's expectations.
import { errors } from "../../../schema/messages.ts"
import { buyGoodsFailures } from "../buyGoodsFixtures.ts"
import { cryptoPayExpectations } from "./cryptoPay.ts"

export const buyGoodsPayExpectations = cryptoPayExpectations({
  route: "/buy-goods/pay",
  refusal: {
    error: buyGoodsFailures.wrongRecipient,
    text: errors.failedToConfirmPayment(buyGoodsFailures.wrongRecipient.message),
  },
  hashOnly: true,
})
