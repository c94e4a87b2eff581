// Every hash given for an off-ramp order while it waits for its payment is kept as a candidate
// (server/offramp/hashCandidates.ts): each is read on chain, the first found to pay the order takes it, and a refused
// one keeps its reason. An order being checked today gets its one hash as its first candidate.
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    CREATE TABLE offramp_hash_candidates (
      id bigserial PRIMARY KEY,
      order_id text NOT NULL REFERENCES offramp_orders ON DELETE CASCADE,
      hash text NOT NULL,
      seen_pending boolean NOT NULL DEFAULT false,
      refusal text,
      fails_order boolean NOT NULL DEFAULT false,
      refused_at timestamptz,
      UNIQUE (order_id, hash)
    )`
  yield* sql`INSERT INTO offramp_hash_candidates (order_id, hash, seen_pending)
    SELECT id, hash, status = 'awaiting_transaction_confirmation' FROM offramp_orders
    WHERE status IN ('validating_transaction', 'awaiting_transaction_confirmation') AND hash IS NOT NULL`
})
