// Paying an off-ramp order (spec 2 §2 Off-ramp pay, §4): the crypto payment chart over the off-ramp's order read,
// whose refused confirmation shows the server's reason, else 'Failed to confirm order'.
import { errors } from "../schema/messages.ts"
import type { OfframpOrderRead } from "../schema/offrampModels.ts"
import { payable, walletMatches } from "./cryptoOrder.ts"
import { type CryptoPayEvent, cryptoPayChart } from "./cryptoPay.ts"
import { failureMessage } from "./failure.ts"

export { payable, walletMatches }
export type OfframpPayEvent = CryptoPayEvent

export const offrampPayMachine = cryptoPayChart<OfframpOrderRead>({
  id: "offrampPay",
  confirmRefusal: (error) => failureMessage(error, errors.failedToConfirmOrder),
})
