// Which buy-swap status may follow which (spec 2 §4): the buyer acts on an initiated swap, the agent on a
// confirmed one; expiry ends an initiated swap. Anything else is refused, so a replayed or late action changes
// nothing.
import type { BuySwapStatus } from "../../schema/enums.ts"
import type { AgentDecision } from "../../schema/sandbox.ts"

export const buyerMay: ReadonlyArray<BuySwapStatus> = ["initiated"]

/** An agent decides a swap the buyer confirmed, or one waiting on a payment-info question or a retried confirmation. */
export const agentMay: ReadonlyArray<BuySwapStatus> = [
  "buyer_confirmed",
  "buyer_payment_info_mismatch",
  "seller_confirmation_pending",
  "seller_confirmation_failed",
]

export const decisionStatus: Record<AgentDecision, BuySwapStatus> = {
  "seller-confirm": "seller_confirmed",
  "seller-reject": "seller_rejected",
  "payment-mismatch": "buyer_payment_info_mismatch",
  "confirmation-failed": "seller_confirmation_failed",
}

/** Statuses after which the agent keeps no money of the buyer's, so the reserved crypto goes back to the agent. */
export const releasesLiquidity: ReadonlyArray<BuySwapStatus> = ["buyer_rejected", "expired", "seller_rejected"]

/** Receipts help the agent find a payment: while it is being checked, or to dispute a rejection (spec 2 §4). */
export const receiptsAllowed: ReadonlyArray<BuySwapStatus> = ["buyer_confirmed", "seller_rejected"]
export const receiptLimit = 5
