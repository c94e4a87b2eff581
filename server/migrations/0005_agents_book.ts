// The agents' book: agents, their on-ramp offers per country, channel and carrier, their liquidity per asset, and
// the quotes given from it.
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    CREATE TABLE agents (
      id text PRIMARY KEY,
      username text NOT NULL UNIQUE,
      avatar text,
      is_verified_market_maker boolean NOT NULL DEFAULT false
    )`
  yield* sql`
    CREATE TABLE agent_offers (
      agent_id text NOT NULL REFERENCES agents ON DELETE CASCADE,
      country_iso_code text NOT NULL REFERENCES countries ON DELETE CASCADE,
      payment_channel text NOT NULL,
      carrier_code text NOT NULL DEFAULT '',
      usd_rate numeric(20, 6) NOT NULL CHECK (usd_rate > 0),
      fee_bps integer NOT NULL CHECK (fee_bps BETWEEN 0 AND 10000),
      min_local numeric(20, 2) NOT NULL,
      max_local numeric(20, 2) NOT NULL,
      average_approval_seconds integer NOT NULL,
      PRIMARY KEY (agent_id, country_iso_code, payment_channel, carrier_code)
    )`
  yield* sql`
    CREATE TABLE agent_liquidity (
      agent_id text NOT NULL REFERENCES agents ON DELETE CASCADE,
      network text NOT NULL,
      asset text NOT NULL,
      amount numeric(30, 8) NOT NULL CHECK (amount >= 0),
      PRIMARY KEY (agent_id, network, asset),
      FOREIGN KEY (network, asset) REFERENCES blockchain_assets ON DELETE CASCADE
    )`
  yield* sql`
    CREATE TABLE onramp_quotes (
      id text PRIMARY KEY,
      agent_id text NOT NULL REFERENCES agents,
      country_iso_code text NOT NULL,
      payment_channel text NOT NULL,
      carrier_code text NOT NULL DEFAULT '',
      network text NOT NULL,
      asset text NOT NULL,
      currency text NOT NULL,
      rate numeric(30, 8) NOT NULL,
      crypto_amount numeric(30, 8) NOT NULL,
      crypto_withdraw_amount numeric(30, 8) NOT NULL,
      usd_withdraw_amount numeric(20, 2) NOT NULL,
      local_amount numeric(20, 2) NOT NULL,
      crypto_fee_amount numeric(30, 8) NOT NULL,
      crypto_gas_amount numeric(30, 8) NOT NULL,
      expires_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`
})
