// The SQL client: PostgreSQL at DATABASE_URL when set, else the embedded database; migrated and seeded at start.
import { PgClient } from "@effect/sql-pg"
import { Effect, Layer, Option, Redacted, String as Str } from "effect"
import { Migrator } from "effect/sql"
import { ServerConfig } from "../config.ts"
import { migrations } from "../migrations/index.ts"
import { seedCatalog } from "../seed/seed.ts"
import { startEmbeddedDatabase } from "./embedded.ts"

// Columns are snake_case in SQL and camelCase in code.
const names = { transformQueryNames: Str.camelToSnake, transformResultNames: Str.snakeToCamel }

const client = Layer.unwrap(
  Effect.gen(function* () {
    const config = yield* ServerConfig
    if (Option.isSome(config.databaseUrl)) {
      return PgClient.layer({ url: Redacted.make(config.databaseUrl.value), maxConnections: 10, ...names })
    }
    const embedded = yield* startEmbeddedDatabase(config.dataDir)
    return PgClient.layer({
      host: embedded.host,
      port: embedded.port,
      username: "postgres",
      database: "postgres",
      maxConnections: 1,
      ...names,
    })
  }),
)

const migrate = Migrator.make({})
const setUp = Layer.effectDiscard(
  Effect.gen(function* () {
    yield* migrate({ loader: Migrator.fromRecord(migrations), table: "schema_migrations" })
    yield* seedCatalog
  }),
)

export const DatabaseLive = setUp.pipe(Layer.provideMerge(client))
