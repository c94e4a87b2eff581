// E-mail is sent by a job (server/mail/sendingJob.ts), not by the process that wrote it: a row due for sending has
// next_attempt_at (NULL: nothing to send, when no SMTP_URL was set or after the last try), and its tries are
// counted, so a process that dies between the write and the send leaves a row another one sends.
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`ALTER TABLE outbox ADD COLUMN next_attempt_at timestamptz`
  yield* sql`ALTER TABLE outbox ADD COLUMN attempts integer NOT NULL DEFAULT 0`
  yield* sql`CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE sent_at IS NULL AND next_attempt_at IS NOT NULL`
})
