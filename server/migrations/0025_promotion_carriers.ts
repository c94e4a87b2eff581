// A promotion may hold for some payment methods only (spec 1 §3 Promotion, issue 16): "No agent fee on weekends for
// M-Pesa orders" is for the M-Pesa carrier, not Airtel or a bank. NULL: every order of the promotion's countries.
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`ALTER TABLE promotions ADD COLUMN carrier_codes jsonb`
})
