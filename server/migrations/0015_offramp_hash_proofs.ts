// A hash is now held only by the order its payment was found to pay (server/offramp/hashClaims.ts). Claims made
// before, on confirm and never given back, are released when no payment was found to pay the order (no
// received amount): a stranger's squat, a refused hash, or one still being checked, which the payment job re-proves.
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`DELETE FROM offramp_hashes h USING offramp_orders o
    WHERE h.order_id = o.id AND o.received_amount IS NULL`
})
