// The server's background jobs, each asleep until it has work: woken by whoever made the work (signals.ts), at the
// next due time it reads from its rows (an expiry, a retry, a chain to read again), and at the latest after the
// safety cadence, which finds work whose wake was lost (a crash, a replica that was down). Each round claims its
// rows with locks, so several server processes share the work without doing anything twice.
import { Duration, Effect } from "effect"
import { SqlClient, type Statement } from "effect/sql"
import { type JobName, JobSignals } from "./signals.ts"

export const safetyCadence = Duration.seconds(60)
/** A round that failed (a node or the database out of reach) is tried again soon, as the old loops did. */
const retryAfterFailure = Duration.seconds(1)
/** Never sooner: a moment due by the database's clock may still be a hair ahead when the round looks. */
const leastPause = Duration.millis(50)
/** Work followed on a chain (a sent transaction not yet mined) is read again this often while it lasts. */
export const chainFollowUp = Duration.seconds(1)

export interface Job<R> {
  readonly name: JobName
  /** For the log. */
  readonly label: string
  /** One round of the job's work; how many rows it handled when it answers a number. */
  readonly round: Effect.Effect<unknown, unknown, R>
  /** How long until work falls due that no wake will announce (from the round's count); undefined when none. */
  readonly nextDue?: (handled: number) => Effect.Effect<Duration.Duration | undefined, unknown, R>
  /** Jobs woken in this process after a round that handled rows: the work it made for them. */
  readonly feeds?: ReadonlyArray<JobName>
}

/** How long until the moment `at` (a query answering one timestamp, or none), by the database's clock. */
export const untilMoment = (at: Statement.Fragment) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ seconds: number | null }>`SELECT extract(epoch FROM (${at}) - now())::float8 AS seconds`
    const seconds = row?.seconds
    return seconds === null || seconds === undefined ? undefined : Duration.millis(Math.max(0, seconds * 1000))
  })

const runForever = <R>(job: Job<R>) =>
  Effect.gen(function* () {
    const signals = yield* JobSignals
    const woken = signals.latch(job.name)
    const logFailure = (what: string) => (cause: unknown) => Effect.logWarning(`${job.label} ${what} failed`, cause)
    for (;;) {
      // Closed before the round: a wake during the round (work it may have missed) opens it again.
      yield* woken.close
      const handled = yield* job.round.pipe(
        Effect.map((count) => (typeof count === "number" ? count : 0)),
        Effect.catchCause((cause) => Effect.as(logFailure("round")(cause), undefined)),
      )
      if (handled !== undefined && handled > 0) for (const next of job.feeds ?? []) signals.latch(next).openUnsafe()
      const due =
        handled === undefined
          ? retryAfterFailure
          : job.nextDue
            ? yield* job
                .nextDue(handled)
                .pipe(Effect.catchCause((cause) => Effect.as(logFailure("due time")(cause), retryAfterFailure)))
            : undefined
      const pause =
        due === undefined ? safetyCadence : Duration.clamp(due, { minimum: leastPause, maximum: safetyCadence })
      yield* Effect.race(Effect.sleep(pause), woken.await)
    }
  })

/** Starts each job's loop for as long as the layer's scope lasts. */
export const scheduleJobs = <R>(jobs: ReadonlyArray<Job<R>>) =>
  Effect.forEach(jobs, (job) => Effect.forkScoped(runForever(job)), { discard: true })
