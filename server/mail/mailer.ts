// Every e-mail goes to the outbox table; with SMTP_URL it is also sent by SMTP. The code of a sign-in message
// is kept in a column of its own only in sandbox mode, where people and tests read it back.
import { Context, Effect, Layer, Option } from "effect"
import { SqlClient } from "effect/sql"
import { createTransport } from "nodemailer"
import { ServerConfig } from "../config.ts"

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
      const transport = Option.map(config.smtpUrl, (url) => createTransport(url))

      const deliver = (id: string, mail: Mail) =>
        Option.match(transport, {
          onNone: () => Effect.void,
          onSome: (smtp) =>
            Effect.tryPromise(() =>
              smtp.sendMail({ from: config.mailFrom, to: mail.to, subject: mail.subject, text: mail.body }),
            ).pipe(
              Effect.flatMap(() => sql`UPDATE outbox SET sent_at = now() WHERE id = ${id}`),
              Effect.catch((error) => sql`UPDATE outbox SET error = ${String(error)} WHERE id = ${id}`),
              Effect.ignore,
            ),
        })

      const send = (mail: Mail) =>
        Effect.gen(function* () {
          const [row] = yield* sql<{ id: string }>`INSERT INTO outbox ${sql.insert({
            toEmail: mail.to,
            subject: mail.subject,
            body: mail.body,
            code: config.sandbox ? (mail.code ?? null) : null,
          })} RETURNING id`
          // Sending does not hold up the answer: the outbox row records how it went.
          if (row) yield* Effect.forkDetach(deliver(row.id, mail))
        }).pipe(Effect.orDie)

      return Mailer.of({ send })
    }),
  )
}
