// Counting recent events per key, in the database so that every API process counts alike: code requests per
// e-mail and per client address, failed logins per account. A check and its record happen under the keys' row
// locks (`guarded`), so requests arriving together are counted one after the other and never pass the limit.
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"

export interface Recent {
  readonly count: number
  /** Seconds since the oldest and the newest counted event. */
  readonly oldestAgo: number
  readonly newestAgo: number
}

export class Throttle extends Context.Service<
  Throttle,
  {
    /** Runs `step` in one transaction holding the keys' row locks: the counting and recording of one request. */
    readonly guarded: <A, E>(keys: ReadonlyArray<string>, step: Effect.Effect<A, E>) => Effect.Effect<A, E>
    readonly recent: (key: string, windowSeconds: number) => Effect.Effect<Recent>
    readonly record: (key: string) => Effect.Effect<void>
    /** Records an event whose moment is not known yet: it counts at once and stands `seconds` in the future (so it
     * is the newest) until the returned `conclude` dates it now; left unconcluded (a crash), it lapses by itself. */
    readonly hold: (key: string, seconds: number) => Effect.Effect<{ readonly conclude: Effect.Effect<void> }>
    readonly clear: (key: string) => Effect.Effect<void>
  }
>()("server/Throttle") {
  static readonly layer = Layer.effect(
    Throttle,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      // Keys are locked in one order, so two requests sharing two keys never wait for each other.
      const lock = (keys: ReadonlyArray<string>) =>
        Effect.forEach(
          [...new Set(keys)].sort(),
          (key) =>
            sql`INSERT INTO throttle_keys (key) VALUES (${key}) ON CONFLICT (key) DO UPDATE SET key = excluded.key`,
          { discard: true },
        )
      const guarded = <A, E>(keys: ReadonlyArray<string>, step: Effect.Effect<A, E>) =>
        sql
          .withTransaction(Effect.andThen(lock(keys), step))
          .pipe(Effect.catchTag("SqlError", (error) => Effect.die(error)))
      const recent = (key: string, windowSeconds: number) =>
        sql<{ count: string | number; oldestAgo: number | null; newestAgo: number | null }>`
          SELECT count(*) AS count,
            greatest(0, EXTRACT(EPOCH FROM now() - min(at)))::float8 AS oldest_ago,
            greatest(0, EXTRACT(EPOCH FROM now() - max(at)))::float8 AS newest_ago
          FROM throttle_events WHERE key = ${key} AND at > now() - make_interval(secs => ${windowSeconds})`.pipe(
          Effect.map(([row]) => ({
            count: Number(row?.count ?? 0),
            oldestAgo: row?.oldestAgo ?? 0,
            newestAgo: row?.newestAgo ?? 0,
          })),
          Effect.orDie,
        )
      const record = (key: string) =>
        Effect.gen(function* () {
          yield* sql`INSERT INTO throttle_events (key) VALUES (${key})`
          // Old events are never read again.
          yield* sql`DELETE FROM throttle_events WHERE key = ${key} AND at < now() - interval '1 day'`
        }).pipe(Effect.orDie)
      const hold = (key: string, seconds: number) =>
        sql<{ at: string }>`INSERT INTO throttle_events (key, at)
          VALUES (${key}, now() + make_interval(secs => ${seconds})) RETURNING at::text`.pipe(
          Effect.map(([row]) => ({
            // Matched by its text, which keeps the microseconds a JavaScript date would lose.
            conclude: sql`UPDATE throttle_events SET at = now()
              WHERE key = ${key} AND at = ${row?.at ?? null}::timestamptz`.pipe(Effect.asVoid, Effect.orDie),
          })),
          Effect.orDie,
        )
      const clear = (key: string) =>
        sql`DELETE FROM throttle_events WHERE key = ${key}`.pipe(Effect.asVoid, Effect.orDie)
      return Throttle.of({ guarded, recent, record, hold, clear })
    }),
  )
}
