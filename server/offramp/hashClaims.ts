// A transaction hash pays one order only, and only the order it really pays may hold it. Confirming an order gives
// it the hash as a candidate (status validating_transaction); the hash is taken (a row of offramp_hashes, whose
// primary key lets the first of two at once win) only once the transaction is read and found to pay that order, by
// the payment job or by a confirm that read it first. So a stranger who confirms someone's public hash on an order
// of their own blocks nothing; and every hash given while the order waits is kept as a candidate (hashCandidates.ts),
// so a wrong one given after the right one drops nothing.
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { evmNetworks, type Network, type OfframpStatus } from "../../schema/enums.ts"
import { maxWaitingHashes } from "../../schema/offramp.ts"
import { wake } from "../jobs/signals.ts"
import { addCandidate, waitingCandidates } from "./hashCandidates.ts"
import { move } from "./transitions.ts"

type Refusal = "notFound" | "notPayable" | "alreadyProcessed" | "hashUsed" | "tooManyHashes"
export type HashClaim = { readonly claimed: true } | { readonly claimed: false; readonly refused: Refusal }

/** EVM hashes are hexadecimal, so any case names the same transaction; the ledger's are compared as written. */
export const normaliseHash = (network: Network, hash: string) =>
  evmNetworks.includes(network) ? hash.trim().toLowerCase() : hash.trim()

const refused = (reason: Refusal): HashClaim => ({ claimed: false, refused: reason })
const claimed: HashClaim = { claimed: true }

/** The statuses in which an order takes a (new) hash: waiting for one, or checking some not yet proven to pay it. */
const takesHash: ReadonlyArray<OfframpStatus> = [
  "initiated",
  "transaction_invalid",
  "validating_transaction",
  "awaiting_transaction_confirmation",
]
const ended: ReadonlyArray<OfframpStatus> = ["expired", "cancelled", "transaction_failed"]

/** A hash the sandbox sent itself: an on-ramp withdrawal or a refund. */
const sentBySandbox = (sql: SqlClient.SqlClient, hash: string) =>
  sql`SELECT 1 FROM withdrawals WHERE lower(transaction_hash) = lower(${hash})
    UNION ALL SELECT 1 FROM offramp_orders WHERE lower(refund_hash) = lower(${hash})`.pipe(
    Effect.map((rows) => rows.length > 0),
  )

/**
 * Takes `hash` for the order it was proven to pay (call inside a transaction): false when the sandbox sent it itself
 * (an on-ramp withdrawal, a refund) or another order took it first.
 */
export const takeHash = (sql: SqlClient.SqlClient, orderId: string, hash: string) =>
  Effect.gen(function* () {
    if (yield* sentBySandbox(sql, hash)) return false
    yield* sql`INSERT INTO offramp_hashes (hash, order_id) VALUES (${hash}, ${orderId}) ON CONFLICT (hash) DO NOTHING`
    const [owner] = yield* sql<{ orderId: string }>`SELECT order_id FROM offramp_hashes WHERE hash = ${hash}`
    return owner?.orderId === orderId
  })

/**
 * Whether a hash was proven to pay the order. Asked after the order's row is locked, in a statement of its own: in
 * PostgreSQL's read-committed mode a subquery of the locking statement still sees the hashes as they were before it
 * waited for the lock, so an order proven meanwhile would look unpaid and take a second hash (issue 13's CI finding).
 */
export const provenPaid = (sql: SqlClient.SqlClient, orderId: string) =>
  sql`SELECT 1 FROM offramp_hashes WHERE order_id = ${orderId}`.pipe(Effect.map((rows) => rows.length > 0))

/** Gives the order `hash` to check; `proven` when the caller already read that the transaction pays the order. */
export const claimHash = (orderId: string, hash: string, proven = false) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    return yield* sql.withTransaction(
      Effect.gen(function* () {
        const [order] = yield* sql<{ status: OfframpStatus; payable: boolean }>`
          SELECT status, expires_at > now() AS payable FROM offramp_orders WHERE id = ${orderId} FOR UPDATE`
        if (!order) return refused("notFound")
        if (ended.includes(order.status)) return refused("notPayable")
        // Already paid, by the hash it holds: given again, or another one, the order is processed.
        if (!takesHash.includes(order.status) || (yield* provenPaid(sql, orderId))) return refused("alreadyProcessed")
        const checking =
          order.status === "validating_transaction" || order.status === "awaiting_transaction_confirmation"
        const sameHash = checking && (yield* waitingCandidates(sql, orderId, hash)) > 0
        // A hash it is already checking, given again: it is still being checked.
        if (sameHash && !proven) return claimed
        if (!order.payable && !sameHash) return refused("notPayable")
        if (proven) {
          // Proven to pay the order: taken at once, never told to wait.
          if (!(yield* takeHash(sql, orderId, hash))) return refused("hashUsed")
        } else {
          const [taken] = yield* sql`SELECT 1 FROM offramp_hashes WHERE hash = ${hash}`
          if (taken || (yield* sentBySandbox(sql, hash))) return refused("hashUsed")
          if ((yield* waitingCandidates(sql, orderId)) >= maxWaitingHashes) return refused("tooManyHashes")
        }
        yield* addCandidate(sql, orderId, hash)
        yield* wake("offrampPayments")
        // Already checking others: the order keeps its status (no flapping per hash); it shows the last one given.
        if (checking) {
          yield* sql`UPDATE offramp_orders SET hash = ${hash}, checked_at = NULL WHERE id = ${orderId}`
          return claimed
        }
        const moved = yield* move(
          sql,
          orderId,
          "validating_transaction",
          { hash, error: null, checkedAt: null },
          { status: [order.status] },
        )
        return moved ? claimed : refused("alreadyProcessed")
      }),
    )
  }).pipe(Effect.orDie)
