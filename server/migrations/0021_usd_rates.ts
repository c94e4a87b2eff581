// The reference rate of each local currency to the US dollar, in the database rather than imported from the seed
// module, so that USD thresholds (reward minimums) are read where the rest of the catalogue is. Numeric, not float:
// the thresholds are compared as decimals.
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    CREATE TABLE usd_rates (
      currency_iso_code text PRIMARY KEY,
      local_per_usd numeric(20, 6) NOT NULL CHECK (local_per_usd > 0)
    )`
})
