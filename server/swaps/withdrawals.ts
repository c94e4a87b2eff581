// Sends the bought crypto once the agent confirmed, then follows the transaction to its end. A withdrawal is
// claimed (sent_at set, committed) before anything is broadcast, so no crash or second process ever sends twice;
// one claimed but never given a hash (a crash in between) is left for an operator rather than risk paying twice.
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import type { Asset, Network } from "../../schema/enums.ts"
import { queueCallback } from "./callbackQueue.ts"

/** What the withdrawals need of a chain: send a token, then learn how the transaction ended. */
export interface Sender {
  readonly send: (transfer: {
    readonly network: Network
    readonly asset: Asset
    readonly to: string
    readonly amount: string
  }) => Effect.Effect<{ readonly hash: string }, unknown>
  readonly confirmation: (hash: string, network: Network) => Effect.Effect<"pending" | "success" | "failed", unknown>
}

interface Claimed {
  readonly orderId: string
  readonly network: Network
  readonly asset: Asset
  readonly walletAddress: string
  readonly amount: string
}

const finish = (sql: SqlClient.SqlClient, orderId: string, status: "complete" | "failed", error: string | null) =>
  sql.withTransaction(
    Effect.gen(function* () {
      const done = yield* sql`UPDATE withdrawals SET status = ${status}, error = ${error}, updated_at = now()
        WHERE order_id = ${orderId} AND status = 'pending' RETURNING order_id`
      if (done.length > 0)
        yield* queueCallback(sql, orderId, status === "complete" ? "withdrawal_complete" : "withdrawal_failed")
    }),
  )

/** The sandbox's failed withdrawal: one not yet sent fails with the reason given; false when there is none. */
export const failUnsent = (orderId: string, reason: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    return yield* sql.withTransaction(
      Effect.gen(function* () {
        const claimed = yield* sql`UPDATE withdrawals SET sent_at = now(), updated_at = now()
          WHERE order_id = ${orderId} AND status = 'pending' AND sent_at IS NULL RETURNING order_id`
        if (claimed.length === 0) return false
        yield* finish(sql, orderId, "failed", reason)
        return true
      }),
    )
  })

/** Sends every withdrawal whose swap the agent confirmed and that nobody sent yet. */
export const sendDue = (sender: Sender) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const claimed = yield* sql<Claimed>`
      UPDATE withdrawals w SET sent_at = now(), attempts = w.attempts + 1, updated_at = now()
      FROM (SELECT w2.order_id, o.network, o.asset, o.wallet_address, o.withdraw_crypto_amount::text AS amount
            FROM withdrawals w2 JOIN onramp_orders o ON o.id = w2.order_id JOIN buy_swaps s ON s.order_id = o.id
            WHERE s.status = 'seller_confirmed' AND w2.status = 'pending' AND w2.sent_at IS NULL
            ORDER BY s.updated_at LIMIT 10 FOR UPDATE OF w2 SKIP LOCKED) due
      WHERE w.order_id = due.order_id
      RETURNING w.order_id, due.network, due.asset, due.wallet_address, due.amount`
    yield* Effect.forEach(claimed, (withdrawal) =>
      sender
        .send({
          network: withdrawal.network,
          asset: withdrawal.asset,
          to: withdrawal.walletAddress,
          amount: withdrawal.amount,
        })
        .pipe(
          Effect.matchEffect({
            onFailure: (error) => finish(sql, withdrawal.orderId, "failed", String(error).slice(0, 500)),
            onSuccess: ({ hash }) =>
              sql.withTransaction(
                Effect.gen(function* () {
                  yield* sql`UPDATE withdrawals SET transaction_hash = ${hash}, updated_at = now()
                    WHERE order_id = ${withdrawal.orderId}`
                  yield* queueCallback(sql, withdrawal.orderId, "withdrawal_sent")
                }),
              ),
          }),
        ),
    )
    return claimed.length
  })

/** Completes or fails every sent withdrawal whose transaction has ended. */
export const confirmSent = (sender: Sender) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const sent = yield* sql<{ orderId: string; network: Network; transactionHash: string }>`
      SELECT w.order_id, o.network, w.transaction_hash FROM withdrawals w JOIN onramp_orders o ON o.id = w.order_id
      WHERE w.status = 'pending' AND w.transaction_hash IS NOT NULL ORDER BY w.updated_at LIMIT 50`
    yield* Effect.forEach(sent, (withdrawal) =>
      sender.confirmation(withdrawal.transactionHash, withdrawal.network).pipe(
        Effect.flatMap((outcome) =>
          outcome === "pending"
            ? Effect.void
            : finish(
                sql,
                withdrawal.orderId,
                outcome === "success" ? "complete" : "failed",
                outcome === "failed" ? "The transaction failed on chain." : null,
              ),
        ),
        Effect.catchCause((cause) => Effect.logWarning("Withdrawal confirmation check failed", cause)),
      ),
    )
    return sent.length
  })
