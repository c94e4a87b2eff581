// Sandbox only: an on-ramp order made with forceFail (README) has its withdrawal fail instead of being sent, as the
// off-ramp's forceFail fails its payouts.
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`ALTER TABLE onramp_orders ADD COLUMN force_fail boolean NOT NULL DEFAULT false`
})
