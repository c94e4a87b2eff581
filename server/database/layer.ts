// The SQL client: PostgreSQL at DATABASE_URL when set, else the embedded database (a fresh one copied from its
// template, server/database/template.ts); migrated and seeded at start (each a no-op when already done).
import { PgClient } from "@effect/sql-pg"
import { Effect, Layer, Option, Redacted, String as Str } from "effect"
import { Migrator } from "effect/sql"
import { ServerConfig } from "../config.ts"
import { migrations } from "../migrations/index.ts"
import { seedCatalog, seedFingerprint } from "../seed/seed.ts"
import { startEmbeddedDatabase } from "./embedded.ts"
import { initializeFromTemplate } from "./template.ts"
import { unwatchedConnection, watchedConnection } from "./writes.ts"

// Columns are snake_case in SQL and camelCase in code.
const names = { transformQueryNames: Str.camelToSnake, transformResultNames: Str.snakeToCamel }

/** The client of the embedded database in `dataDir`, open while the scope lasts. */
const embeddedClient = (dataDir: string) =>
  Effect.map(startEmbeddedDatabase(dataDir), (embedded) =>
    PgClient.layer({
      host: embedded.host,
      port: embedded.port,
      stream: watchedConnection(embedded.host, embedded.port),
      username: "postgres",
      database: "postgres",
      maxConnections: 1,
      ...names,
    }),
  )

/** A plain TCP address in the URL is connected through the write watcher (server/database/writes.ts); a Unix socket
 * or TLS is not, and the counter is then not trusted (the polled order read goes to the database each time). */
const watchedUrl = (databaseUrl: string) => {
  const url = new URL(databaseUrl)
  const sslMode = url.searchParams.get("sslmode")
  if (!url.hostname || url.searchParams.has("host") || (sslMode !== null && sslMode !== "disable")) {
    unwatchedConnection()
    return {}
  }
  return {
    stream: watchedConnection(decodeURIComponent(url.hostname).replace(/^\[(.*)\]$/, "$1"), Number(url.port || 5432)),
  }
}

const migrate = Migrator.make({})({ loader: Migrator.fromRecord(migrations), table: "schema_migrations" })

const setUp = Effect.gen(function* () {
  yield* migrate
  yield* seedCatalog
})

/** Sets up the embedded database in `dir`, then closes it: how its template is made. */
const setUpEmbedded = (dir: string) => setUp.pipe(Effect.provide(Layer.unwrap(embeddedClient(dir))))

const client = Layer.unwrap(
  Effect.gen(function* () {
    const config = yield* ServerConfig
    if (Option.isSome(config.databaseUrl)) {
      return PgClient.layer({
        url: Redacted.make(config.databaseUrl.value),
        maxConnections: 10,
        ...watchedUrl(config.databaseUrl.value),
        ...names,
      })
    }
    yield* initializeFromTemplate(config.dataDir, seedFingerprint, setUpEmbedded)
    return yield* embeddedClient(config.dataDir)
  }),
)

export const DatabaseLive = Layer.effectDiscard(setUp).pipe(Layer.provideMerge(client))
