// Reward campaigns and promotions of the on-ramp (spec 1 §3), and the rewards orders earned.
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    CREATE TABLE rewards (
      id text PRIMARY KEY,
      reward text NOT NULL,
      terms_url text,
      terms_title text,
      min_order_usd numeric(20, 2) NOT NULL,
      reward_asset text NOT NULL,
      reward_amount_per_user numeric(20, 6) NOT NULL,
      order_assets jsonb NOT NULL,
      country_iso_codes jsonb NOT NULL,
      active boolean NOT NULL DEFAULT true
    )`
  yield* sql`
    CREATE TABLE promotions (
      id text PRIMARY KEY,
      icon text NOT NULL,
      description text NOT NULL,
      details_url text,
      details_text text,
      country_iso_codes jsonb NOT NULL,
      active boolean NOT NULL DEFAULT true
    )`
  yield* sql`
    CREATE TABLE order_rewards (
      order_id text NOT NULL REFERENCES onramp_orders ON DELETE CASCADE,
      reward_id text NOT NULL REFERENCES rewards,
      network text NOT NULL,
      asset text NOT NULL,
      hash text,
      PRIMARY KEY (order_id, reward_id)
    )`
})
