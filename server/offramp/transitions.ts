// How an off-ramp order's status moves (spec 2 §4 lists the statuses; the server owns the rules): each move is
// one conditional UPDATE from the statuses allowed before it, so two processes can never move an order twice;
// in the same transaction the move is written to the order's timeline, the integrator's status post is queued,
// and the agent's local money reserved for the payout is given back when the payout will not happen.
import { Effect } from "effect"
import type { SqlClient } from "effect/sql"
import type { OfframpStatus } from "../../schema/enums.ts"
import { widgetSource } from "../../schema/links.ts"
import { wake } from "../jobs/signals.ts"
import { wakeAfterOfframpMove } from "../jobs/statusWakes.ts"

/** The statuses an order may be in just before each status. */
export const comesFrom: Record<OfframpStatus, ReadonlyArray<OfframpStatus>> = {
  initiated: [],
  // A hash given while the order checks others joins them as a candidate without a move (hashClaims.ts).
  validating_transaction: ["initiated", "transaction_invalid"],
  transaction_invalid: ["validating_transaction", "awaiting_transaction_confirmation"],
  awaiting_transaction_confirmation: ["validating_transaction"],
  transaction_confirmed: ["awaiting_transaction_confirmation"],
  transaction_failed: ["awaiting_transaction_confirmation"],
  offramp_pending: ["transaction_confirmed"],
  offramp_retry: ["offramp_pending"],
  offramp_success: ["offramp_pending", "offramp_retry"],
  offramp_failed: ["offramp_retry"],
  refunding: ["offramp_failed"],
  refunded: ["refunding"],
  refund_failed: ["refunding"],
  expired: ["initiated", "transaction_invalid"],
  cancelled: ["initiated"],
}

/** The statuses after which no payout will be made: the agent's reserved money is free again. */
const releasesLiquidity: ReadonlyArray<OfframpStatus> = ["expired", "cancelled", "transaction_failed", "offramp_failed"]

/** Columns a move may set besides the status (camelCase, as the SQL client maps them). */
export interface MovePatch {
  readonly hash?: string
  readonly error?: string | null
  readonly receivedAmount?: string
  readonly refundHash?: string
  /** The refund's signed transaction, stored with its hash when the refund is claimed (before it is broadcast). */
  readonly refundTransaction?: string
  readonly payoutAttempts?: number
  readonly payoutStartedAt?: Date
  readonly checkedAt?: Date | null
}

const queueCallback = (sql: SqlClient.SqlClient, orderId: string, status: OfframpStatus) =>
  Effect.gen(function* () {
    const [order] = yield* sql<{ callbackUrl: string | null; hash: string | null; refundHash: string | null }>`
      SELECT callback_url, hash, refund_hash FROM offramp_orders WHERE id = ${orderId}`
    if (!order?.callbackUrl) return
    const body = JSON.stringify({
      source: widgetSource,
      product: "offramp",
      event: status,
      orderId,
      status,
      hash: order.hash,
      refundHash: order.refundHash,
      createdAt: new Date().toISOString(),
    })
    yield* sql`INSERT INTO callback_deliveries (order_id, event, url, body)
      VALUES (${orderId}, ${status}, ${order.callbackUrl}, ${body}) ON CONFLICT (order_id, event) DO NOTHING`
    yield* wake("callbacks")
  })

/** Moves the order to `to` if it is in a status allowed before it (and `when` holds); true when it moved. */
export const move = (
  sql: SqlClient.SqlClient,
  orderId: string,
  to: OfframpStatus,
  patch: MovePatch = {},
  when: { readonly status?: ReadonlyArray<OfframpStatus>; readonly hash?: string } = {},
) =>
  sql
    .withTransaction(
      Effect.gen(function* () {
        const from = when.status ?? comesFrom[to]
        const moved = yield* sql<{ offerId: string; localAmount: string }>`
          UPDATE offramp_orders SET ${sql.update({ ...patch, status: to, updatedAt: new Date() })}
          WHERE id = ${orderId} AND status IN ${sql.in(from)}
            ${when.hash === undefined ? sql`` : sql`AND hash = ${when.hash}`}
          RETURNING offer_id, local_amount::text`
        const order = moved[0]
        if (!order) return false
        yield* sql`INSERT INTO offramp_order_events (order_id, status) VALUES (${orderId}, ${to})`
        if (releasesLiquidity.includes(to)) {
          yield* sql`UPDATE offramp_offers SET liquidity_local = liquidity_local + ${order.localAmount}::numeric
            WHERE id = ${order.offerId}`
        }
        yield* queueCallback(sql, orderId, to)
        yield* wakeAfterOfframpMove(to)
        return true
      }),
    )
    .pipe(Effect.orDie)
