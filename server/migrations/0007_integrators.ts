// Integrators (who embed the widget) with the secret their servers sign links with, and the signed links used.
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    CREATE TABLE integrators (
      id text PRIMARY KEY,
      name text NOT NULL,
      signing_secret text NOT NULL,
      origins jsonb NOT NULL DEFAULT '[]',
      created_at timestamptz NOT NULL DEFAULT now()
    )`
  yield* sql`
    CREATE TABLE used_signatures (
      jti text PRIMARY KEY,
      integrator_id text NOT NULL REFERENCES integrators,
      order_id text NOT NULL,
      used_at timestamptz NOT NULL DEFAULT now()
    )`
})
