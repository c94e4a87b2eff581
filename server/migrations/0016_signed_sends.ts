// A send is signed before it is broadcast, and the signed transaction is stored with its hash in the step that
// claims the send: after a crash the same transaction is broadcast again (or found mined), never a new one.
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`ALTER TABLE withdrawals ADD COLUMN signed_transaction text`
  yield* sql`ALTER TABLE offramp_orders ADD COLUMN refund_transaction text`
})
