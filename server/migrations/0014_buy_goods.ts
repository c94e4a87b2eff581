// Buy-goods: the merchants' tills the sandbox knows, per country, with the name the payer sees before paying.
// A buy-goods order is an off-ramp order on the buy_goods channel whose till is one of these (server/buyGoods/).
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    CREATE TABLE buy_goods_tills (
      country_iso_code text NOT NULL REFERENCES countries ON DELETE CASCADE,
      till_number text NOT NULL CHECK (till_number ~ '^[0-9]{5,7}$'),
      merchant_name text NOT NULL,
      PRIMARY KEY (country_iso_code, till_number)
    )`
})
