// The sandbox's view of the outbox: the messages sent to an address, newest first.
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { SqlClient } from "effect/sql"
import { SandboxApi } from "../../schema/sandbox.ts"
import { normaliseEmail } from "../../schema/validation.ts"

export const SandboxOutboxHandlers = HttpApiBuilder.group(
  SandboxApi,
  "outbox",
  Effect.fn(function* (handlers) {
    const sql = yield* SqlClient.SqlClient
    return handlers.handle("getOutbox", ({ query }) =>
      sql<{ to: string; subject: string; body: string; code: string | null; createdAt: Date }>`
        SELECT to_email AS to, subject, body, code, created_at FROM outbox
        WHERE to_email = ${normaliseEmail(query.email)} ORDER BY id DESC LIMIT 50`.pipe(
        Effect.map((rows) => rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() }))),
        Effect.orDie,
      ),
    )
  }),
)
