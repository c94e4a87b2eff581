// The server's signing secret: TOKEN_SECRET when given, else one made at the first start and kept in the
// database, so tokens outlive a restart and every API process signs alike.
import { Context, Effect, Layer, Option } from "effect"
import { SqlClient } from "effect/sql"
import { ServerConfig } from "../config.ts"
import { randomId } from "./crypto.ts"

export class ServerSecret extends Context.Service<ServerSecret, string>()("server/ServerSecret") {
  static readonly layer = Layer.effect(
    ServerSecret,
    Effect.gen(function* () {
      const config = yield* ServerConfig
      if (Option.isSome(config.tokenSecret)) return config.tokenSecret.value
      const sql = yield* SqlClient.SqlClient
      yield* sql`INSERT INTO settings (key, value) VALUES ('server_secret', ${JSON.stringify(randomId(32))}::jsonb)
        ON CONFLICT (key) DO NOTHING`
      const rows = yield* sql<{ value: string }>`SELECT value FROM settings WHERE key = 'server_secret'`
      const secret = rows[0]?.value
      if (typeof secret !== "string") return yield* Effect.die(new Error("the server secret could not be stored"))
      return secret
    }).pipe(Effect.orDie),
  )
}
