// Follows each order's payment once the user gave its hash: validating_transaction until the chain is read, then
// transaction_invalid (with the reason) or awaiting_transaction_confirmation, then transaction_confirmed once enough
// blocks confirm it, or transaction_failed when it reverts or is dropped meanwhile. Until a payment is found to pay the
// order, every hash given for it is a candidate read in turn (candidatePayments.ts); the one found to pay it takes its
// hash for it (hashClaims.ts), and from then on that hash alone is followed. Orders are leased for a moment
// (checked_at) so two processes do not read the same one at once; every move is conditional on the status and hash.
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import type { Asset, Network, OfframpStatus } from "../../schema/enums.ts"
import { transactionProblems } from "../../schema/offramp.ts"
import { followCandidates } from "./candidatePayments.ts"
import { move } from "./transitions.ts"
import { type Payment, type PaymentCheck, requiredConfirmations } from "./verify.ts"

interface Paid {
  readonly id: string
  readonly status: OfframpStatus
  readonly network: Network
  readonly asset: Asset
  readonly hash: string
  readonly fromAddress: string
  readonly toAddress: string
  readonly cryptoAmount: string
  /** Its hash was proven to pay it. */
  readonly paid: boolean
}

/** A payment read on chain is read again by any process only after this many seconds. */
export const paymentLeaseSeconds = 2

export const followPayments = (
  check: (payment: Payment) => Effect.Effect<PaymentCheck, unknown, SqlClient.SqlClient>,
) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const claimed = yield* sql<Paid>`
      UPDATE offramp_orders o SET checked_at = now()
      FROM (SELECT id FROM offramp_orders
            WHERE status IN ('validating_transaction', 'awaiting_transaction_confirmation') AND hash IS NOT NULL
              AND (checked_at IS NULL OR checked_at <= now() - make_interval(secs => ${paymentLeaseSeconds}))
            ORDER BY updated_at LIMIT 20 FOR UPDATE SKIP LOCKED) due
      WHERE o.id = due.id
      RETURNING o.id, o.status, o.network, o.asset, o.hash, o.from_address, o.to_address, o.crypto_amount::text,
        EXISTS (SELECT 1 FROM offramp_hashes h WHERE h.order_id = o.id) AS paid`
    for (const order of claimed) {
      if (!order.paid) {
        yield* followCandidates(sql, order, check)
        continue
      }
      const outcome = yield* check(order).pipe(
        Effect.catchCause((cause) =>
          Effect.as(Effect.logWarning(`Reading the payment of off-ramp order ${order.id} failed`, cause), undefined),
        ),
      )
      if (outcome) yield* apply(sql, order, outcome)
    }
    return claimed.length
  })

/** Follows the payment of an order whose hash was proven to pay it. */
const apply = (sql: SqlClient.SqlClient, order: Paid, outcome: PaymentCheck) => {
  const to = (status: OfframpStatus, patch: Parameters<typeof move>[3] = {}) =>
    move(sql, order.id, status, patch, { status: [order.status], hash: order.hash })
  const validating = order.status === "validating_transaction"
  switch (outcome.kind) {
    case "pending":
      return validating ? to("awaiting_transaction_confirmation", { checkedAt: null }) : Effect.void
    case "notFound":
      return validating
        ? to("transaction_invalid", { error: transactionProblems.notFound(order.network) })
        : to("transaction_failed", { error: transactionProblems.dropped })
    case "reverted":
      return to(validating ? "transaction_invalid" : "transaction_failed", { error: transactionProblems.reverted })
    case "mismatch":
      return to("transaction_invalid", { error: outcome.error })
    case "valid": {
      // The order already holds its hash (it was proven when the order took it): only the depth is read again.
      const confirmed = outcome.confirmations >= requiredConfirmations
      const confirm = move(
        sql,
        order.id,
        "transaction_confirmed",
        { receivedAmount: outcome.received },
        { hash: order.hash },
      )
      if (!validating) return confirmed ? confirm : Effect.void
      // Already deep enough: both steps at once, each still on the timeline.
      return to("awaiting_transaction_confirmation", { receivedAmount: outcome.received, checkedAt: null }).pipe(
        Effect.andThen((moved) => (moved && confirmed ? confirm : Effect.void)),
      )
    }
  }
}
