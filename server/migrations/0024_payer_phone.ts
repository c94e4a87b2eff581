// The payer's phone of a swap paid by a payment prompt (stk_push, otp_stk_push): where the prompt is sent.
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`ALTER TABLE buy_swaps ADD COLUMN payer_phone text`
  yield* sql`CREATE INDEX buy_swaps_payer_phone ON buy_swaps (payer_phone) WHERE payer_phone IS NOT NULL`
})
