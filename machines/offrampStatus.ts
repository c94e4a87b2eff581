// An off-ramp order's status (spec 2 §2 Off-ramp status, §4): the crypto order status chart over the off-ramp's
// order read; a transaction found invalid may be corrected with the right hash.
import { errors } from "../schema/messages.ts"
import type { OfframpOrderRead } from "../schema/offrampModels.ts"
import { type CryptoOrderStatusEvent, cryptoOrderStatusChart } from "./cryptoOrderStatus.ts"
import { failureMessage } from "./failure.ts"

export type OfframpStatusEvent = CryptoOrderStatusEvent

export const offrampStatusMachine = cryptoOrderStatusChart<OfframpOrderRead>({
  id: "offrampStatus",
  confirmRefusal: (error) => failureMessage(error, errors.failedToConfirmOrder),
})
