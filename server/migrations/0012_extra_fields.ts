// Additional information an agent's on-ramp offer asks of the buyer (spec 1 §3 "Additional field"): the field
// definitions per offer, answered for a quote of that offer and checked when its order is created.
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`ALTER TABLE agent_offers ADD COLUMN extra_fields jsonb NOT NULL DEFAULT '[]'`
})
