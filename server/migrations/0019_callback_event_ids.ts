// Each queued status post gets its event id when it is queued, so every retry carries the same one and the
// integrator can drop duplicates (README, "Status callbacks"). Rows already queued get one each.
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`ALTER TABLE callback_deliveries ADD COLUMN event_id uuid NOT NULL DEFAULT gen_random_uuid()`
})
