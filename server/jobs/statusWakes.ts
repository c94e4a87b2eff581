// The jobs that act on an order once it reaches a status: the move that brings it there wakes them. (Every move
// also queues the order's status post, which wakes the callback job where it is queued.)
import type { BuySwapStatus, OfframpStatus } from "../../schema/enums.ts"
import { type JobName, wake } from "./signals.ts"

const afterSwapMove: Partial<Record<BuySwapStatus, JobName>> = {
  buyer_confirmed: "sandboxAgent",
  seller_confirmed: "withdrawalSending",
}

const afterOfframpMove: Partial<Record<OfframpStatus, JobName>> = {
  validating_transaction: "offrampPayments",
  // Refused: it expires unless another hash is given in time.
  transaction_invalid: "offrampExpiry",
  // Confirmed: the payment job starts its payout.
  transaction_confirmed: "offrampPayments",
  offramp_pending: "sandboxPayouts",
  offramp_retry: "sandboxPayouts",
  offramp_failed: "refundSending",
  refunding: "refundConfirmation",
}

const wakeIfAny = (job: JobName | undefined) => wake(...(job === undefined ? [] : [job]))

export const wakeAfterSwapMove = (to: BuySwapStatus) => wakeIfAny(afterSwapMove[to])
export const wakeAfterOfframpMove = (to: OfframpStatus) => wakeIfAny(afterOfframpMove[to])
