// A database of its own for each test server: a fresh PGlite folder, or, when DATABASE_URL names a PostgreSQL
// server (the production path, run by .ci/run), a fresh schema in it, dropped when the tests are done.
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { PgClient } from "@effect/sql-pg"
import { Effect, Option, Redacted } from "effect"
import { SqlClient } from "effect/sql"

export interface TestDatabase {
  readonly dataDir: string
  readonly databaseUrl: Option.Option<string>
  readonly drop: () => Promise<void>
}

const onPostgres = <A>(url: string, program: Effect.Effect<A, unknown, SqlClient.SqlClient>) =>
  Effect.runPromise(
    program.pipe(Effect.provide(PgClient.layer({ url: Redacted.make(url), maxConnections: 1 })), Effect.scoped),
  )

export const makeTestDatabase = async (): Promise<TestDatabase> => {
  const dataDir = mkdtempSync(join(tmpdir(), "pay-widget-test-"))
  const serverUrl = process.env.DATABASE_URL
  if (!serverUrl) {
    return { dataDir, databaseUrl: Option.none(), drop: async () => rmSync(dataDir, { recursive: true, force: true }) }
  }
  const schema = `test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`
  await onPostgres(
    serverUrl,
    Effect.flatMap(Effect.service(SqlClient.SqlClient), (sql) => sql`CREATE SCHEMA ${sql(schema)}`),
  )
  const url = new URL(serverUrl)
  url.searchParams.set("options", `-c search_path=${schema}`)
  return {
    dataDir,
    databaseUrl: Option.some(url.toString()),
    drop: async () => {
      await onPostgres(
        serverUrl,
        Effect.flatMap(Effect.service(SqlClient.SqlClient), (sql) => sql`DROP SCHEMA ${sql(schema)} CASCADE`),
      )
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
