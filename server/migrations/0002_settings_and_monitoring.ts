// Operator settings shared by every API process (maintenance, restricted countries), and monitoring events.
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    CREATE TABLE settings (
      key text PRIMARY KEY,
      value jsonb NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`
  yield* sql`
    CREATE TABLE monitoring_events (
      id bigserial PRIMARY KEY,
      type text NOT NULL,
      name text NOT NULL,
      operation_status text,
      distinct_id text NOT NULL,
      session_id text NOT NULL,
      order_id text,
      query_params jsonb NOT NULL,
      page_name text NOT NULL,
      created_at timestamptz NOT NULL,
      received_at timestamptz NOT NULL DEFAULT now()
    )`
  yield* sql`CREATE INDEX monitoring_events_session ON monitoring_events (session_id, created_at)`
  yield* sql`
    CREATE TABLE monitoring_identities (
      distinct_id text PRIMARY KEY,
      user_id text NOT NULL,
      identified_at timestamptz NOT NULL DEFAULT now()
    )`
})
