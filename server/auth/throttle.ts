// Counting recent events per key, in the database so that every API process counts alike: code requests per
// e-mail and per client address, failed logins per account.
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
    readonly recent: (key: string, windowSeconds: number) => Effect.Effect<Recent>
    readonly record: (key: string) => Effect.Effect<void>
    readonly clear: (key: string) => Effect.Effect<void>
  }
>()("server/Throttle") {
  static readonly layer = Layer.effect(
    Throttle,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const recent = (key: string, windowSeconds: number) =>
        sql<{ count: string | number; oldestAgo: number | null; newestAgo: number | null }>`
          SELECT count(*) AS count,
            EXTRACT(EPOCH FROM now() - min(at))::float8 AS oldest_ago,
            EXTRACT(EPOCH FROM now() - max(at))::float8 AS newest_ago
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
      const clear = (key: string) =>
        sql`DELETE FROM throttle_events WHERE key = ${key}`.pipe(Effect.asVoid, Effect.orDie)
      return Throttle.of({ recent, record, clear })
    }),
  )
}
