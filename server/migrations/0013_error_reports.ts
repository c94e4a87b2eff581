// Errors the widget reported (already scrubbed by the widget), and the index the funnel reads monitoring events by.
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    CREATE TABLE error_reports (
      id bigserial PRIMARY KEY,
      message text NOT NULL,
      stack text,
      origin text NOT NULL,
      page_name text NOT NULL,
      distinct_id text,
      session_id text,
      release text NOT NULL,
      created_at timestamptz NOT NULL,
      received_at timestamptz NOT NULL DEFAULT now()
    )`
  yield* sql`CREATE INDEX monitoring_events_created ON monitoring_events (created_at)`
  yield* sql`CREATE INDEX monitoring_events_distinct ON monitoring_events (distinct_id, created_at)`
})
