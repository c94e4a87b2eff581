// The payment job's reading of an order's candidates (hashCandidates.ts) while its payment is not proven: each waiting
// one is read on chain in the order given; the first found to pay the order takes its hash (hashClaims.ts) and the
// order moves on with it. The order is refused only once every candidate was, with the reason of the last one
// refused; a candidate still pending on chain keeps it waiting.
import { Effect } from "effect"
import type { SqlClient } from "effect/sql"
import type { Asset, Network, OfframpStatus } from "../../schema/enums.ts"
import { transactionProblems } from "../../schema/offramp.ts"
import { refuseCandidate, waitingCandidates } from "./hashCandidates.ts"
import { provenPaid, takeHash } from "./hashClaims.ts"
import { move } from "./transitions.ts"
import { type Payment, type PaymentCheck, requiredConfirmations } from "./verify.ts"

export interface WaitingOrder {
  readonly id: string
  readonly network: Network
  readonly asset: Asset
  readonly fromAddress: string
  readonly toAddress: string
  readonly cryptoAmount: string
}

interface Candidate {
  readonly hash: string
  readonly seenPending: boolean
}

type Check = (payment: Payment) => Effect.Effect<PaymentCheck, unknown, SqlClient.SqlClient>

const checking: ReadonlyArray<OfframpStatus> = ["validating_transaction", "awaiting_transaction_confirmation"]

/** Locks the order while it still waits for its payment; its status, or undefined once it moved on. */
const lockWaiting = (sql: SqlClient.SqlClient, orderId: string) =>
  Effect.gen(function* () {
    const [row] = yield* sql<{ status: OfframpStatus }>`SELECT status FROM offramp_orders
      WHERE id = ${orderId} AND status IN ${sql.in(checking)} FOR UPDATE`
    return row && !(yield* provenPaid(sql, orderId)) ? row.status : undefined
  })

/** A candidate found to pay the order takes its hash for it, and the order moves on with it; false if it could not. */
const prove = (sql: SqlClient.SqlClient, orderId: string, candidate: Candidate, received: string, deep: boolean) =>
  sql.withTransaction(
    Effect.gen(function* () {
      const status = yield* lockWaiting(sql, orderId)
      if (!status || (yield* waitingCandidates(sql, orderId, candidate.hash)) === 0) return false
      if (!(yield* takeHash(sql, orderId, candidate.hash))) {
        yield* refuseCandidate(sql, orderId, candidate.hash, transactionProblems.hashUsed)
        return false
      }
      yield* sql`UPDATE offramp_orders SET hash = ${candidate.hash}, error = NULL, received_amount = ${received}::numeric
        WHERE id = ${orderId}`
      if (status === "validating_transaction")
        yield* move(sql, orderId, "awaiting_transaction_confirmation", { checkedAt: null }, { status: [status] })
      if (deep) yield* move(sql, orderId, "transaction_confirmed")
      return true
    }),
  )

/** Applies what the chain says of one candidate; true once it paid the order. */
const judge = (sql: SqlClient.SqlClient, order: WaitingOrder, candidate: Candidate, outcome: PaymentCheck) => {
  // A payment seen on chain that then fails fails the order, as when it was its only hash.
  const fails = candidate.seenPending
  switch (outcome.kind) {
    case "pending":
      return Effect.gen(function* () {
        yield* sql`UPDATE offramp_hash_candidates SET seen_pending = true
          WHERE order_id = ${order.id} AND hash = ${candidate.hash}`
        yield* move(
          sql,
          order.id,
          "awaiting_transaction_confirmation",
          { checkedAt: null },
          {
            status: ["validating_transaction"],
          },
        )
        return false
      })
    case "notFound":
      return Effect.as(
        refuseCandidate(
          sql,
          order.id,
          candidate.hash,
          fails ? transactionProblems.dropped : transactionProblems.notFound(order.network),
          fails,
        ),
        false,
      )
    case "reverted":
      return Effect.as(refuseCandidate(sql, order.id, candidate.hash, transactionProblems.reverted, fails), false)
    case "mismatch":
      return Effect.as(refuseCandidate(sql, order.id, candidate.hash, outcome.error), false)
    case "valid":
      return prove(sql, order.id, candidate, outcome.received, outcome.confirmations >= requiredConfirmations)
  }
}

/** Once no candidate waits, the order is refused with the last refusal (failed, if that payment failed on chain). */
const settleRefused = (sql: SqlClient.SqlClient, orderId: string) =>
  sql.withTransaction(
    Effect.gen(function* () {
      const status = yield* lockWaiting(sql, orderId)
      if (!status || (yield* waitingCandidates(sql, orderId)) > 0) return
      const [last] = yield* sql<{ hash: string; refusal: string; failsOrder: boolean }>`
        SELECT hash, refusal, fails_order FROM offramp_hash_candidates
        WHERE order_id = ${orderId} AND refusal IS NOT NULL ORDER BY refused_at DESC, id DESC LIMIT 1`
      if (!last) return
      const to =
        last.failsOrder && status === "awaiting_transaction_confirmation" ? "transaction_failed" : "transaction_invalid"
      yield* move(sql, orderId, to, { hash: last.hash, error: last.refusal }, { status: [status] })
    }),
  )

/** Reads the waiting candidates of an order whose payment is not proven yet, and moves the order on. */
export const followCandidates = (sql: SqlClient.SqlClient, order: WaitingOrder, check: Check) =>
  Effect.gen(function* () {
    const waiting = yield* sql<Candidate>`SELECT hash, seen_pending FROM offramp_hash_candidates
      WHERE order_id = ${order.id} AND refusal IS NULL ORDER BY id`
    for (const candidate of waiting) {
      const outcome = yield* check({ ...order, hash: candidate.hash }).pipe(
        Effect.catchCause((cause) =>
          Effect.as(Effect.logWarning(`Reading a payment of off-ramp order ${order.id} failed`, cause), undefined),
        ),
      )
      if (outcome && (yield* judge(sql, order, candidate, outcome))) return
    }
    yield* settleRefused(sql, order.id)
  }).pipe(Effect.orDie)
