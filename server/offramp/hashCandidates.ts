// Every hash given for an order while it waits for its payment is a candidate (offramp_hash_candidates), kept with
// its refusal once refused: a right hash followed by a wrong one is never dropped (candidatePayments.ts reads them).
import { Effect } from "effect"
import type { SqlClient } from "effect/sql"

/** How many of the order's candidates wait to be read; `hash` too when given. */
export const waitingCandidates = (sql: SqlClient.SqlClient, orderId: string, hash?: string) =>
  sql<{ count: number }>`SELECT count(*)::int AS count FROM offramp_hash_candidates
    WHERE order_id = ${orderId} AND refusal IS NULL ${hash === undefined ? sql`` : sql`AND hash = ${hash}`}`.pipe(
    Effect.map(([row]) => row?.count ?? 0),
  )

/** Adds `hash` to the order's candidates; one refused before waits to be read again. */
export const addCandidate = (sql: SqlClient.SqlClient, orderId: string, hash: string) =>
  sql`INSERT INTO offramp_hash_candidates (order_id, hash) VALUES (${orderId}, ${hash})
    ON CONFLICT (order_id, hash) DO UPDATE
    SET seen_pending = false, refusal = NULL, fails_order = false, refused_at = NULL`

/** Refuses a waiting candidate with its reason; `fails` when that payment failed on chain after it was seen. */
export const refuseCandidate = (
  sql: SqlClient.SqlClient,
  orderId: string,
  hash: string,
  refusal: string,
  fails = false,
) =>
  sql`UPDATE offramp_hash_candidates SET refusal = ${refusal}, fails_order = ${fails}, refused_at = clock_timestamp()
    WHERE order_id = ${orderId} AND hash = ${hash} AND refusal IS NULL`
