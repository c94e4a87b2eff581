// Every e-mail goes to the outbox table; with SMTP_URL the row is also due for sending, and the mail sending job
// (server/mail/sendingJob.ts) sends it, woken at once. The code of a sign-in message is kept in a column of its own
// only in sandbox mode, where people and tests read it back.
import { Context, Effect, Layer, Option } from "effect"
import { SqlClient } from "effect/sql"
import { ServerConfig } from "../config.ts"
import { wake } from "../jobs/signals.ts"

export interface Mail {
  readonly to: string
  readonly subject: string
  readonly body: string
  readonly code?: string
}

export class Mailer extends Context.Service<Mailer, { readonly send: (mail: Mail) => Effect.Effect<void> }>()(
  "server/Mailer",
) {
  static readonly layer = Layer.effect(
    Mailer,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const config = yield* ServerConfig
      const sending = Option.isSome(config.smtpUrl)

      const send = (mail: Mail) =>
        Effect.gen(function* () {
          // Sending does not hold up the answer: the job sends the row, and the row records how it went.
          yield* sql`INSERT INTO outbox (to_email, subject, body, code, next_attempt_at)
            VALUES (${mail.to}, ${mail.subject}, ${mail.body}, ${config.sandbox ? (mail.code ?? null) : null},
              ${sending ? sql`now()` : sql`NULL`})`
          if (sending) yield* wake("mailSending")
        }).pipe(Effect.orDie)

      return Mailer.of({ send })
    }),
  )
}
