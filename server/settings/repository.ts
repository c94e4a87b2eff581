// Operator settings live in the database so every API process sees the same switches. Reads are cached for a
// second: the front door asks on every request.
import { Context, Effect, Layer, Schema } from "effect"
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
    readonly update: (patch: Partial<OperatorSettings>) => Effect.Effect<OperatorSettings>
  }
>()("server/Settings") {
  static readonly layer = Layer.effect(
    Settings,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      let cached: { value: OperatorSettings; at: number } | undefined

      const read = Effect.gen(function* () {
        const rows = yield* sql<{ value: unknown }>`SELECT value FROM settings WHERE key = ${key}`
        const stored = rows[0] ? yield* decode({ ...defaultOperatorSettings, ...(rows[0].value as object) }) : undefined
        return stored ?? defaultOperatorSettings
      }).pipe(Effect.orDie)

      const get = Effect.gen(function* () {
        const now = Date.now()
        if (cached && now - cached.at < cacheMillis) return cached.value
        const value = yield* read
        cached = { value, at: now }
        return value
      })

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

      return Settings.of({ get, update })
    }),
  )
}
