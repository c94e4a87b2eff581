// How work reaches the job that does it: whoever makes the work wakes the job, instead of every job asking the
// database every second. On the embedded database (one process) a wake opens the job's latch in memory; the pool's
// one connection makes the woken job's first query wait until the waking transaction ends, so it sees the work. On
// PostgreSQL a wake is a NOTIFY, which PostgreSQL sends when the waking transaction commits (never if it rolls back)
// to every server process on the database, this one included: any of them may be the one to claim the rows.
import { PgClient } from "@effect/sql-pg"
import { Context, Effect, Latch, Layer, Option, Queue } from "effect"
import { SqlClient } from "effect/sql"
import { ServerConfig } from "../config.ts"

export const jobNames = [
  "swapExpiry",
  "sandboxAgent",
  "withdrawalSending",
  "withdrawalConfirmation",
  "callbacks",
  "offrampExpiry",
  "offrampPayments",
  "sandboxPayouts",
  "refundSending",
  "refundConfirmation",
  "kycReview",
  "mailSending",
] as const
export type JobName = (typeof jobNames)[number]

const isJobName = (name: string): name is JobName => (jobNames as ReadonlyArray<string>).includes(name)

export interface JobSignalsApi {
  /** Wakes these jobs in every server process: at once, or when the transaction this runs in commits. */
  readonly wake: (jobs: ReadonlyArray<JobName>) => Effect.Effect<void>
  /** What a job sleeps on: opened by a wake, closed by the job when a round starts. */
  readonly latch: (job: JobName) => Latch.Latch
}

/** A program without the scheduler (a repository used on its own) wakes nobody. */
const unscheduled: JobSignalsApi = { wake: () => Effect.void, latch: () => Latch.makeUnsafe(false) }

export const JobSignals = Context.Reference<JobSignalsApi>("server/JobSignals", { defaultValue: () => unscheduled })

/** Wakes the jobs that do the work just made (see JobSignalsApi.wake). */
export const wake = (...jobs: ReadonlyArray<JobName>) =>
  Effect.gen(function* () {
    if (jobs.length === 0) return
    const signals = yield* JobSignals
    yield* signals.wake(jobs)
  })

const pauseBeforeListeningAgain = "5 seconds"

export const JobSignalsLive = Layer.effect(
  JobSignals,
  Effect.gen(function* () {
    const config = yield* ServerConfig
    const latches = new Map(jobNames.map((job) => [job, Latch.makeUnsafe(false)]))
    const latch = (job: JobName) => latches.get(job) ?? Latch.makeUnsafe(false)
    const wakeHere = (jobs: ReadonlyArray<JobName>) =>
      Effect.sync(() => {
        for (const job of jobs) latch(job).openUnsafe()
      })
    if (Option.isNone(config.databaseUrl)) return { wake: wakeHere, latch }

    const sql = yield* SqlClient.SqlClient
    const pg = yield* PgClient.PgClient
    // One channel per schema: servers on other schemas of the database (the tests' own) are not woken by ours.
    const [row] = yield* sql<{ schema: string }>`SELECT current_schema() AS schema`.pipe(Effect.orDie)
    const channel = `jobs_${row?.schema ?? "public"}`.slice(0, 63)
    const listen = Effect.gen(function* () {
      const notifications = yield* pg.listen(channel)
      // Wakes sent while nobody listened (at start, or while the connection was lost) are not replayed.
      yield* wakeHere(jobNames)
      for (;;) {
        const { payload } = yield* Queue.take(notifications)
        yield* wakeHere(payload.split(",").filter(isJobName))
      }
    }).pipe(Effect.scoped)
    yield* listen.pipe(
      Effect.catchCause((cause) => Effect.logWarning("Listening for job wakes failed; listening again soon", cause)),
      Effect.andThen(Effect.sleep(pauseBeforeListeningAgain)),
      Effect.forever,
      Effect.forkScoped,
    )
    return {
      wake: (jobs: ReadonlyArray<JobName>) =>
        sql`SELECT pg_notify(${channel}, ${jobs.join(",")})`.pipe(
          Effect.asVoid,
          Effect.catchCause((cause) => Effect.logWarning("A job wake was not sent", cause)),
        ),
      latch,
    }
  }),
)
