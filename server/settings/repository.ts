// Operator settings live in the database so every API process sees the same switches. Reads are cached for a
// second: the front door asks on every request.
import { Context, Effect, Layer, Schema, Semaphore } from "effect"
import { SqlClient } from "effect/sql"
import { defaultOperatorSettings, OperatorSettings } from "../../schema/sandbox.ts"
import { wake } from "../jobs/signals.ts"

const cacheMillis = 1000
const key = "operator"
const decode = Schema.decodeUnknownEffect(OperatorSettings)

export class Settings extends Context.Service<
  Settings,
  {
    readonly get: Effect.Effect<OperatorSettings>
    /** The value `get` answers now without waiting (starting the same background read), or undefined when `get`
     * would wait for a read: for the answers made outside Effect (server/http/fastReads.ts). */
    readonly current: () => OperatorSettings | undefined
    readonly update: (patch: Partial<OperatorSettings>) => Effect.Effect<OperatorSettings>
  }
>()("server/Settings") {
  static readonly layer = Layer.effect(
    Settings,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const scope = yield* Effect.scope
      /** `at`: when the query that read `value` was sent, so a value is at most a second old counted from there. */
      let cached: { value: OperatorSettings; at: number } | undefined

      const read = Effect.gen(function* () {
        const rows = yield* sql<{ value: unknown }>`SELECT value FROM settings WHERE key = ${key}`
        const stored = rows[0] ? yield* decode({ ...defaultOperatorSettings, ...(rows[0].value as object) }) : undefined
        return stored ?? defaultOperatorSettings
      }).pipe(Effect.orDie)

      // Under load every request found the value a second old at once and each sent its own read, queued on the
      // embedded database's one connection (14 reads a second at 2,000 req/s), and waited for it. Now the calls
      // that find no value under a second old wait together for one read; from half a second on, one read starts
      // in the background and the calls keep answering the value they have, so a steady caller never waits.
      const readNow = Effect.suspend(() => {
        const at = Date.now()
        return Effect.map(read, (value) => {
          // A value saved by `update` after this read was sent is newer than what it read.
          if (!cached || cached.at <= at) cached = { value, at }
          return cached.value
        })
      })
      const reading = yield* Semaphore.make(1)
      const waited = reading.withPermits(1)(
        Effect.suspend(() => (cached && Date.now() - cached.at < cacheMillis ? Effect.succeed(cached.value) : readNow)),
      )
      let refreshing = false
      const refresh = readNow.pipe(
        Effect.ensuring(
          Effect.sync(() => {
            refreshing = false
          }),
        ),
      )
      const get = Effect.suspend(() => {
        const age = cached ? Date.now() - cached.at : Number.POSITIVE_INFINITY
        if (!cached || age >= cacheMillis) return waited
        if (age >= cacheMillis / 2 && !refreshing) {
          refreshing = true
          return Effect.as(Effect.forkIn(refresh, scope), cached.value)
        }
        return Effect.succeed(cached.value)
      })
      const current = () => {
        const age = cached ? Date.now() - cached.at : Number.POSITIVE_INFINITY
        if (!cached || age >= cacheMillis) return undefined
        if (age >= cacheMillis / 2 && !refreshing) {
          refreshing = true
          Effect.runFork(Effect.forkIn(refresh, scope))
        }
        return cached.value
      }

      const update = (patch: Partial<OperatorSettings>) =>
        sql
          .withTransaction(
            Effect.gen(function* () {
              yield* sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`
              const value = { ...(yield* read), ...patch }
              yield* sql`INSERT INTO settings (key, value) VALUES (${key}, ${JSON.stringify(value)}::jsonb)
                ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`
              cached = { value, at: Date.now() }
              // The sandbox agent's and payouts' delays may have changed.
              yield* wake("sandboxAgent", "sandboxPayouts")
              return value
            }),
          )
          .pipe(Effect.orDie)

      return Settings.of({ get, current, update })
    }),
  )
}
