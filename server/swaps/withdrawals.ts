// Sends the bought crypto once the agent confirmed, then follows the transaction to its end. The transfer is signed
// first, and its hash and signed form are stored in the same committed step that claims the withdrawal; only then
// is it broadcast. A crash anywhere leaves a claim whose transaction is known: the follow-up round finds it mined,
// or broadcasts the same signed transaction again (it can be mined once at most), so nothing is lost or paid twice.
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import type { Asset, Network } from "../../schema/enums.ts"
import type { ChainApi, SignedTransfer, Transfer } from "../chain/service.ts"
import { queueCallback } from "./callbackQueue.ts"

/** What the withdrawals (and the off-ramp's refunds) need of a chain. */
export type Sender = Pick<ChainApi, "sign" | "broadcast" | "follow" | "confirmation" | "oneSendAtATime">

/**
 * Signs the transfer of a send being claimed: a node out of reach fails the round and rolls the claim back; a
 * transfer that cannot be made is answered as refused, so the claim fails the send.
 */
export const signForClaim = (sender: Sender, transfer: Transfer) =>
  sender.sign(transfer).pipe(
    Effect.map((signed) => ({ transfer: signed })),
    Effect.catchIf(
      (error) => error.reason !== "node",
      (error) => Effect.succeed({ refused: error }),
    ),
  )

/**
 * Claims and broadcasts sends one after another until none is due (ten a round); how many were claimed. Each is
 * broadcast before the next is signed: the next nonce is the node's count of the hot wallet's sends.
 */
export const sendEach = <A, E, R>(sender: Sender, claimAndBroadcast: Effect.Effect<A | undefined, E, R>) =>
  Effect.gen(function* () {
    let claimed = 0
    while (claimed < 10 && (yield* sender.oneSendAtATime(claimAndBroadcast)) !== undefined) claimed += 1
    return claimed
  })

/** Where a claimed send stands; one claimed before sends were signed ahead (migration 0016) has its hash alone. */
export const sendState = (sender: Sender, network: Network, hash: string, raw: string | null) =>
  raw === null ? sender.confirmation(hash, network) : sender.follow({ network, hash, raw })

interface Withdrawal {
  readonly orderId: string
  readonly network: Network
  readonly asset: Asset
  readonly walletAddress: string
  readonly amount: string
  /** Sandbox only (README forceFail): the withdrawal fails instead of being sent. */
  readonly forceFail?: boolean
}

interface Claimed extends Withdrawal {
  readonly transactionHash: string
  /** Null for a withdrawal sent before transfers were signed ahead (migration 0016): only its hash is known. */
  readonly signedTransaction: string | null
}

const transferOf = (withdrawal: Withdrawal) => ({
  network: withdrawal.network,
  asset: withdrawal.asset,
  to: withdrawal.walletAddress,
  amount: withdrawal.amount,
})

/** Ends a pending withdrawal; `onChain` when its transaction was mined, so it is told as sent before it ends. */
const finish = (
  sql: SqlClient.SqlClient,
  orderId: string,
  status: "complete" | "failed",
  error: string | null,
  onChain = false,
) =>
  sql.withTransaction(
    Effect.gen(function* () {
      const done = yield* sql`UPDATE withdrawals SET status = ${status}, error = ${error}, updated_at = now()
        WHERE order_id = ${orderId} AND status = 'pending' RETURNING order_id`
      if (done.length === 0) return
      if (onChain) yield* queueCallback(sql, orderId, "withdrawal_sent")
      yield* queueCallback(sql, orderId, status === "complete" ? "withdrawal_complete" : "withdrawal_failed")
    }),
  )

/** Why a forceFail order's withdrawal failed (sandbox only). */
export const forcedFailure = "Failed by the sandbox (forceFail)."

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

/** Broadcasts a claimed withdrawal's transaction; a failure leaves it to the follow-up round. */
const broadcast = (sql: SqlClient.SqlClient, sender: Sender, orderId: string, signed: SignedTransfer) =>
  sender.broadcast(signed).pipe(
    Effect.matchEffect({
      onFailure: (error) =>
        Effect.logWarning(`Broadcast of order ${orderId}'s withdrawal failed; it will be retried`, error),
      onSuccess: () => queueCallback(sql, orderId, "withdrawal_sent"),
    }),
  )

/** Claims the next due withdrawal and records its signed transfer, in one transaction; undefined when none is due. */
const claimNext = (sql: SqlClient.SqlClient, sender: Sender) =>
  sql.withTransaction(
    Effect.gen(function* () {
      const [due] = yield* sql<Withdrawal>`
        SELECT w.order_id, o.network, o.asset, o.wallet_address, o.withdraw_crypto_amount::text AS amount,
          o.force_fail
        FROM withdrawals w JOIN onramp_orders o ON o.id = w.order_id JOIN buy_swaps s ON s.order_id = o.id
        WHERE s.status = 'seller_confirmed' AND w.status = 'pending' AND w.sent_at IS NULL
        ORDER BY s.updated_at LIMIT 1 FOR UPDATE OF w SKIP LOCKED`
      if (!due) return undefined
      if (due.forceFail) {
        yield* sql`UPDATE withdrawals SET sent_at = now(), updated_at = now() WHERE order_id = ${due.orderId}`
        yield* finish(sql, due.orderId, "failed", forcedFailure)
        return { orderId: due.orderId, transfer: undefined }
      }
      const signed = yield* signForClaim(sender, transferOf(due))
      const transfer = "transfer" in signed ? signed.transfer : undefined
      yield* sql`UPDATE withdrawals SET sent_at = now(), attempts = attempts + 1, updated_at = now(),
          transaction_hash = ${transfer?.hash ?? null}, signed_transaction = ${transfer?.raw ?? null}
        WHERE order_id = ${due.orderId}`
      if ("refused" in signed) yield* finish(sql, due.orderId, "failed", String(signed.refused).slice(0, 500))
      return { orderId: due.orderId, transfer }
    }),
  )

/** Sends every withdrawal whose swap the agent confirmed and that nobody sent yet (ten a round). */
export const sendDue = (sender: Sender) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    return yield* sendEach(
      sender,
      Effect.gen(function* () {
        const withdrawal = yield* claimNext(sql, sender)
        if (withdrawal?.transfer) yield* broadcast(sql, sender, withdrawal.orderId, withdrawal.transfer)
        return withdrawal
      }),
    )
  })

/**
 * Its nonce went to another transaction of the hot wallet, so it can never be mined: one signed while this one was
 * never broadcast (a crash) took the nonce the node still counted free, or another process signed with it. A new
 * transfer is signed in its place and recorded before it is broadcast; the withdrawal is still paid once.
 */
const signAgain = (sql: SqlClient.SqlClient, sender: Sender, withdrawal: Claimed) =>
  Effect.gen(function* () {
    const transfer = yield* sender.sign(transferOf(withdrawal))
    const replaced = yield* sql`UPDATE withdrawals SET transaction_hash = ${transfer.hash},
        signed_transaction = ${transfer.raw}, attempts = attempts + 1, updated_at = now()
      WHERE order_id = ${withdrawal.orderId} AND status = 'pending'
        AND transaction_hash = ${withdrawal.transactionHash} RETURNING order_id`
    if (replaced.length > 0) yield* broadcast(sql, sender, withdrawal.orderId, transfer)
  })

/** One claimed withdrawal one step on, from what the chain knows of its transaction. */
const followUp = (sql: SqlClient.SqlClient, sender: Sender, withdrawal: Claimed) =>
  Effect.gen(function* () {
    const { orderId, network, transactionHash: hash, signedTransaction: raw } = withdrawal
    // One sent before its transfer was signed ahead: the hash alone, and a hash the node never saw stays unmined.
    const state = yield* sendState(sender, network, hash, raw)
    if (state === "success") return yield* finish(sql, orderId, "complete", null, true)
    if (state === "failed") return yield* finish(sql, orderId, "failed", "The transaction failed on chain.", true)
    if (state === "pending") return yield* queueCallback(sql, orderId, "withdrawal_sent")
    if (raw === null) return
    // Never broadcast, or dropped: the same signed transaction again, never a new one.
    if (state === "unknown") return yield* broadcast(sql, sender, orderId, { network, hash, raw })
    return yield* signAgain(sql, sender, withdrawal)
  })

/** Brings every claimed withdrawal with a transaction on: mined ones end, unknown ones are broadcast again. */
export const confirmSent = (sender: Sender) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const claimed = yield* sql<Claimed>`
      SELECT w.order_id, o.network, o.asset, o.wallet_address, o.withdraw_crypto_amount::text AS amount,
        w.transaction_hash, w.signed_transaction
      FROM withdrawals w JOIN onramp_orders o ON o.id = w.order_id
      WHERE w.status = 'pending' AND w.transaction_hash IS NOT NULL ORDER BY w.updated_at LIMIT 50`
    yield* Effect.forEach(claimed, (withdrawal) =>
      sender
        .oneSendAtATime(followUp(sql, sender, withdrawal))
        .pipe(Effect.catchCause((cause) => Effect.logWarning("Withdrawal follow-up failed", cause))),
    )
    return claimed.length
  })
