// One row per throttled key (an e-mail, a client address, an account's failed logins): a request locks it while it
// counts and records, so requests arriving together are counted one after the other on every database process.
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`CREATE TABLE throttle_keys (key text PRIMARY KEY)`
})
