// The payout of a confirmed order to mobile money or a bank, simulated in the sandbox: it starts once the payment
// is confirmed; a first failure retries it (offramp_retry), a second one sends the crypto back to the wallet it came
// from. A refund is claimed (status refunding, committed) before anything is broadcast, so no crash or second
// process ever sends it twice; one claimed but never given a hash (a crash in between) is left for an operator.
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import type { Asset, Network, OfframpStatus } from "../../schema/enums.ts"
import { payoutProblems } from "../../schema/offramp.ts"
import type { PayoutDecision } from "../../schema/sandbox.ts"
import type { Sender } from "../swaps/withdrawals.ts"
import { move } from "./transitions.ts"

/** Applies the payout provider's answer; the status the order moved to, or undefined when no payout was under way. */
export const decidePayout = (orderId: string, decision: PayoutDecision) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [order] = yield* sql<{ status: OfframpStatus }>`SELECT status FROM offramp_orders WHERE id = ${orderId}`
    if (!order) return undefined
    if (decision === "payout-success")
      return (yield* move(sql, orderId, "offramp_success")) ? "offramp_success" : undefined
    if (order.status === "offramp_pending") {
      const retried = yield* move(sql, orderId, "offramp_retry", {
        error: payoutProblems.retrying,
        payoutAttempts: 2,
        payoutStartedAt: new Date(),
      })
      return retried ? "offramp_retry" : undefined
    }
    const failed = yield* move(sql, orderId, "offramp_failed", { error: payoutProblems.refunding })
    return failed ? "offramp_failed" : undefined
  }).pipe(Effect.orDie)

/** Starts the payout of every order whose payment is confirmed. */
export const startPayouts = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const due = yield* sql<{ id: string }>`SELECT id FROM offramp_orders WHERE status = 'transaction_confirmed'
    ORDER BY updated_at LIMIT 50`
  for (const { id } of due) yield* move(sql, id, "offramp_pending", { payoutAttempts: 1, payoutStartedAt: new Date() })
}).pipe(Effect.orDie)

/** The sandbox's payout provider: answers each payout `seconds` after it started (a failure for forceFail orders). */
export const settlePayouts = (seconds: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const due = yield* sql<{ id: string; forceFail: boolean }>`SELECT id, force_fail FROM offramp_orders
      WHERE status IN ('offramp_pending', 'offramp_retry')
        AND payout_started_at <= now() - make_interval(secs => ${seconds})
      ORDER BY payout_started_at LIMIT 50`
    for (const order of due) yield* decidePayout(order.id, order.forceFail ? "payout-fail" : "payout-success")
  }).pipe(Effect.orDie)

interface Refund {
  readonly id: string
  readonly network: Network
  readonly asset: Asset
  readonly fromAddress: string
  readonly amount: string
}

/** Sends back the crypto of every order whose payout failed twice. */
export const sendRefunds = (sender: Sender) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const due = yield* sql<Refund>`SELECT id, network, asset, from_address,
        coalesce(received_amount, crypto_amount)::text AS amount
      FROM offramp_orders WHERE status = 'offramp_failed' ORDER BY updated_at LIMIT 10`
    for (const order of due) {
      // The move is the claim: only the process that moved the order sends its refund.
      if (!(yield* move(sql, order.id, "refunding"))) continue
      yield* sender
        .send({ network: order.network, asset: order.asset, to: order.fromAddress, amount: order.amount })
        .pipe(
          Effect.matchEffect({
            onFailure: (error) =>
              Effect.gen(function* () {
                yield* Effect.logWarning(`Refund of off-ramp order ${order.id} failed`, error)
                yield* move(sql, order.id, "refund_failed", { error: payoutProblems.refundFailed })
              }),
            onSuccess: ({ hash }) =>
              sql`UPDATE offramp_orders SET refund_hash = ${hash}, updated_at = now()
              WHERE id = ${order.id} AND status = 'refunding'`.pipe(Effect.orDie),
          }),
        )
    }
  }).pipe(Effect.orDie)

/** Ends every sent refund whose transaction has ended. */
export const confirmRefunds = (sender: Sender) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const sent = yield* sql<{ id: string; network: Network; refundHash: string }>`SELECT id, network, refund_hash
      FROM offramp_orders WHERE status = 'refunding' AND refund_hash IS NOT NULL ORDER BY updated_at LIMIT 50`
    for (const order of sent) {
      const outcome = yield* sender
        .confirmation(order.refundHash, order.network)
        .pipe(
          Effect.catchCause((cause) =>
            Effect.as(Effect.logWarning("Refund confirmation check failed", cause), "pending" as const),
          ),
        )
      if (outcome === "success") yield* move(sql, order.id, "refunded", { error: null })
      if (outcome === "failed") yield* move(sql, order.id, "refund_failed", { error: payoutProblems.refundFailed })
    }
  }).pipe(Effect.orDie)
