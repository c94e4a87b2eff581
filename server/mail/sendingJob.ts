// Sends the outbox by SMTP, as a job of the one scheduler (server/jobs/scheduler.ts): the rows due are leased
// (next_attempt_at moves on, under FOR UPDATE SKIP LOCKED), so two server processes never send the same message,
// and a process that dies before or while sending only delays the send until the lease ends. A refused or failed
// send is tried again later with a backoff. Only with SMTP_URL: without it e-mail stays in the outbox table.
import { Duration, Effect, Layer, Option } from "effect"
import { SqlClient } from "effect/sql"
import { createTransport } from "nodemailer"
import { ServerConfig } from "../config.ts"
import { type Job, scheduleJobs, untilMoment } from "../jobs/scheduler.ts"

const maxAttempts = 8
/** 10 s, 20 s, 40 s... up to an hour between tries. */
const backoffSeconds = (attempts: number) => Math.min(10 * 2 ** (attempts - 1), 3600)
/** Longer than a send may take (sendTimeout), so no other process sends a message while one still is. */
const leaseSeconds = 120
const sendTimeout = Duration.seconds(30)

interface Due {
  readonly id: string
  readonly toEmail: string
  readonly subject: string
  readonly body: string
  readonly attempts: number
}

export const MailSendingLive = Layer.effectDiscard(
  Effect.gen(function* () {
    const config = yield* ServerConfig
    const sql = yield* SqlClient.SqlClient
    if (Option.isNone(config.smtpUrl)) return
    const smtp = createTransport(config.smtpUrl.value)

    const sendOne = (due: Due) =>
      Effect.tryPromise(() =>
        smtp.sendMail({ from: config.mailFrom, to: due.toEmail, subject: due.subject, text: due.body }),
      ).pipe(
        Effect.timeout(sendTimeout),
        Effect.matchEffect({
          onSuccess: () =>
            sql`UPDATE outbox SET sent_at = now(), next_attempt_at = NULL, error = NULL WHERE id = ${due.id}`,
          onFailure: (error) =>
            sql`UPDATE outbox SET error = ${String(error.cause ?? error).slice(0, 500)},
              next_attempt_at = CASE WHEN ${due.attempts < maxAttempts}
                THEN now() + make_interval(secs => ${backoffSeconds(due.attempts)}) END
              WHERE id = ${due.id}`,
        }),
      )

    /** One round: lease the messages due, send each, note how it went. */
    const sendDue = Effect.gen(function* () {
      const due = yield* sql<Due>`
        UPDATE outbox o SET next_attempt_at = now() + make_interval(secs => ${leaseSeconds}), attempts = o.attempts + 1
        FROM (SELECT id FROM outbox WHERE sent_at IS NULL AND next_attempt_at <= now()
              ORDER BY next_attempt_at LIMIT 20 FOR UPDATE SKIP LOCKED) picked
        WHERE o.id = picked.id
        RETURNING o.id::text, o.to_email, o.subject, o.body, o.attempts`
      yield* Effect.forEach(due, sendOne, { concurrency: 5, discard: true })
      return due.length
    })

    const job: Job<SqlClient.SqlClient> = {
      name: "mailSending",
      label: "Mail sending",
      round: sendDue,
      nextDue: () =>
        untilMoment(sql`SELECT min(next_attempt_at) FROM outbox WHERE sent_at IS NULL AND next_attempt_at IS NOT NULL`),
    }
    yield* scheduleJobs([job]).pipe(Effect.provideService(SqlClient.SqlClient, sql))
  }),
)
