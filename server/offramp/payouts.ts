// The payout of a confirmed order to mobile money or a bank, simulated in the sandbox: it starts once the payment
// is confirmed; a first failure retries it (offramp_retry), a second one sends the crypto back to the wallet it came
// from. A refund is signed first and claimed (status refunding) with its hash and signed transaction in one step,
// then broadcast; after a crash the follow-up round finds it mined or broadcasts the same transaction again, as the
// on-ramp's withdrawals do (server/swaps/withdrawals.ts). One claimed before 0016 without a hash is left for an operator.
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import type { Asset, Network, OfframpStatus } from "../../schema/enums.ts"
import { payoutProblems } from "../../schema/offramp.ts"
import type { PayoutDecision } from "../../schema/sandbox.ts"
import type { SignedTransfer } from "../chain/service.ts"
import { type Sender, sendEach, sendState, signForClaim } from "../swaps/withdrawals.ts"
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

interface ClaimedRefund extends Refund {
  readonly refundHash: string
  /** Null for a refund sent before refunds were signed ahead (migration 0016). */
  readonly refundTransaction: string | null
}

const transferOf = (order: Refund) => ({
  network: order.network,
  asset: order.asset,
  to: order.fromAddress,
  amount: order.amount,
})

const refundFailed = (sql: SqlClient.SqlClient, id: string) =>
  move(sql, id, "refund_failed", { error: payoutProblems.refundFailed })

/** A failure leaves the refund to the follow-up round, which broadcasts the same transaction again. */
const broadcast = (sender: Sender, id: string, signed: SignedTransfer) =>
  sender
    .broadcast(signed)
    .pipe(Effect.catch((error) => Effect.logWarning(`Broadcast of off-ramp order ${id}'s refund failed`, error)))

/** Claims the next refund due and records its signed transfer, in one transaction; undefined when none is due. */
const claimNext = (sql: SqlClient.SqlClient, sender: Sender) =>
  sql.withTransaction(
    Effect.gen(function* () {
      const [order] = yield* sql<Refund>`SELECT id, network, asset, from_address,
          coalesce(received_amount, crypto_amount)::text AS amount
        FROM offramp_orders WHERE status = 'offramp_failed' ORDER BY updated_at LIMIT 1 FOR UPDATE SKIP LOCKED`
      if (!order) return undefined
      const signed = yield* signForClaim(sender, transferOf(order))
      const transfer = "transfer" in signed ? signed.transfer : undefined
      yield* move(
        sql,
        order.id,
        "refunding",
        transfer ? { refundHash: transfer.hash, refundTransaction: transfer.raw } : {},
      )
      if ("refused" in signed) {
        yield* Effect.logWarning(`Refund of off-ramp order ${order.id} failed`, signed.refused)
        yield* refundFailed(sql, order.id)
      }
      return { id: order.id, transfer }
    }),
  )

/** Sends back the crypto of every order whose payout failed twice (ten a round). */
export const sendRefunds = (sender: Sender) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sendEach(
      sender,
      Effect.gen(function* () {
        const refund = yield* claimNext(sql, sender)
        if (refund?.transfer) yield* broadcast(sender, refund.id, refund.transfer)
        return refund
      }),
    )
  })

/** One claimed refund one step on, from what the chain knows of its transaction (see withdrawals.ts). */
const followUp = (sql: SqlClient.SqlClient, sender: Sender, order: ClaimedRefund) =>
  Effect.gen(function* () {
    const { id, network, refundHash: hash, refundTransaction: raw } = order
    const state = yield* sendState(sender, network, hash, raw)
    if (state === "success") return yield* move(sql, id, "refunded", { error: null })
    if (state === "failed") return yield* refundFailed(sql, id)
    if (state === "pending" || raw === null) return
    if (state === "unknown") return yield* broadcast(sender, id, { network, hash, raw })
    // Its nonce went to another transaction: it can never be mined, so a new one is signed and recorded first.
    const transfer = yield* sender.sign(transferOf(order))
    const replaced = yield* sql`UPDATE offramp_orders SET refund_hash = ${transfer.hash},
        refund_transaction = ${transfer.raw}, updated_at = now()
      WHERE id = ${id} AND status = 'refunding' AND refund_hash = ${hash} RETURNING id`
    if (replaced.length > 0) yield* broadcast(sender, id, transfer)
  })

/** Brings every claimed refund with a transaction on: mined ones end, unknown ones are broadcast again. */
export const confirmRefunds = (sender: Sender) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const claimed = yield* sql<ClaimedRefund>`SELECT id, network, asset, from_address,
        coalesce(received_amount, crypto_amount)::text AS amount, refund_hash, refund_transaction
      FROM offramp_orders WHERE status = 'refunding' AND refund_hash IS NOT NULL ORDER BY updated_at LIMIT 50`
    for (const order of claimed) {
      yield* sender
        .oneSendAtATime(followUp(sql, sender, order))
        .pipe(Effect.catchCause((cause) => Effect.logWarning("Refund follow-up failed", cause)))
    }
  })
