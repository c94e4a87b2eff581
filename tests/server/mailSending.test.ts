// E-mail is never lost when a server process dies (found by the two-replica test): a message in the outbox that no
// process sent is sent by the mail sending job of the next server, a code asked for is sent at once, and a send the
// mail server refuses is tried again later, each message reaching the mail server once.
import { Effect, Option } from "effect"
import { SqlClient } from "effect/sql"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { RunningServer } from "../../server/start.ts"
import { makeTestDatabase, type TestDatabase } from "../support/database.ts"
import { until } from "../support/polling.ts"
import { startTestServer } from "../support/server.ts"
import { freshEmail, latestCode, requestCode } from "../support/signIn.ts"
import { type SmtpReceiver, startSmtpReceiver } from "../support/smtpReceiver.ts"

let database: TestDatabase
let smtp: SmtpReceiver
let running: RunningServer | undefined

const start = async () => {
  running = await startTestServer(database, { smtpUrl: Option.some(smtp.url) })
  return running
}

beforeAll(async () => {
  database = await makeTestDatabase()
  smtp = await startSmtpReceiver()
})
afterAll(async () => {
  await running?.stop()
  await smtp?.close()
  await database?.drop()
})

const receivedBy = (email: string) => smtp.received.filter((mail) => mail.to === email)

interface OutboxRow {
  readonly sentAt: unknown
  readonly attempts: number
  readonly error: string | null
}
const outboxRows = (server: RunningServer, email: string) =>
  server.run(
    Effect.flatMap(
      Effect.service(SqlClient.SqlClient),
      (sql) => sql<OutboxRow>`SELECT sent_at, attempts, error FROM outbox WHERE to_email = ${email}`,
    ),
  )

describe("mail sending", () => {
  it("a message written to the outbox by a process that died before sending it is sent by the next server", async () => {
    const email = freshEmail("orphan")
    const first = await start()
    // As a process killed between the write and the send leaves it: the row, due, and no wake.
    await first.run(
      Effect.flatMap(
        Effect.service(SqlClient.SqlClient),
        (sql) => sql`INSERT INTO outbox (to_email, subject, body, next_attempt_at)
          VALUES (${email}, 'Left behind', 'Sent by whoever comes next', now())`,
      ),
    )
    await first.stop()
    const next = await start()
    await until(
      () => receivedBy(email),
      (mails) => mails.length > 0,
    )
    const [mail] = receivedBy(email)
    expect(mail?.data).toContain("Subject: Left behind")
    expect(mail?.data).toContain("Sent by whoever comes next")
    const [row] = await until(
      () => outboxRows(next, email),
      ([row]) => Boolean(row?.sentAt),
    )
    expect(row?.sentAt).toBeTruthy()
    expect(row?.attempts).toBe(1)
    expect(receivedBy(email)).toHaveLength(1)
  })

  it("a sign-in code is sent as soon as it is asked for", async () => {
    const server = running ?? (await start())
    const email = freshEmail("prompt")
    await requestCode(server, email)
    const code = await latestCode(server, email)
    // Well before the scheduler's 60 s safety round: the wake sends it.
    await until(
      () => receivedBy(email),
      (mails) => mails.length > 0,
    )
    expect(receivedBy(email)).toHaveLength(1)
    expect(receivedBy(email)[0]?.data).toContain(code)
  })

  it("a send the mail server refuses is tried again later, and the message arrives once", async () => {
    const server = running ?? (await start())
    const email = freshEmail("refused")
    smtp.refuseNext = 1
    await requestCode(server, email)
    const code = await latestCode(server, email)
    const [refused] = await until(
      () => outboxRows(server, email),
      ([row]) => row?.error !== null && row?.error !== undefined,
    )
    expect(refused?.sentAt).toBeNull()
    expect(refused?.error).toContain("451")
    expect(receivedBy(email)).toEqual([])
    // The first retry comes 10 s after the refusal.
    await until(
      () => receivedBy(email),
      (mails) => mails.length > 0,
      40,
    )
    expect(receivedBy(email)).toHaveLength(1)
    expect(receivedBy(email)[0]?.data).toContain(code)
    const [row] = await until(
      () => outboxRows(server, email),
      ([row]) => Boolean(row?.sentAt),
    )
    expect(row).toMatchObject({ attempts: 2, error: null })
  }, 60_000)

  // Two processes on one PostgreSQL database (the embedded database has one process), woken together.
  it.runIf(process.env.DATABASE_URL)("two replicas woken at once send each message once", async () => {
    const one = running ?? (await start())
    const other = await startTestServer(database, { smtpUrl: Option.some(smtp.url) })
    try {
      const emails = Array.from({ length: 20 }, () => freshEmail("shared"))
      await one.run(
        Effect.gen(function* () {
          const sql = yield* SqlClient.SqlClient
          for (const email of emails)
            yield* sql`INSERT INTO outbox (to_email, subject, body, next_attempt_at)
              VALUES (${email}, 'For one of you', 'Once', now())`
          // The wake a writer sends, heard by both replicas (server/jobs/signals.ts names the channel).
          yield* sql`SELECT pg_notify(left('jobs_' || current_schema(), 63), 'mailSending')`
        }),
      )
      await until(
        () => emails.filter((email) => receivedBy(email).length > 0),
        (sent) => sent.length === emails.length,
      )
      expect(emails.map((email) => receivedBy(email).length)).toEqual(emails.map(() => 1))
    } finally {
      await other.stop()
    }
  })
})
