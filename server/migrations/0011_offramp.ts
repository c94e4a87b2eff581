// The off-ramp: agents' offers to buy crypto and pay local money (with the local money they hold for payouts), the
// quotes given from them, orders with their deposit address and transaction, each status an order went through,
// and every transaction hash an order claimed. Status posts reuse callback_deliveries, now for both products.
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    CREATE TABLE offramp_offers (
      id text PRIMARY KEY,
      agent_id text NOT NULL REFERENCES agents ON DELETE CASCADE,
      country_iso_code text NOT NULL REFERENCES countries ON DELETE CASCADE,
      payment_channel text NOT NULL,
      usd_rate numeric(20, 6) NOT NULL CHECK (usd_rate > 0),
      fee_bps integer NOT NULL CHECK (fee_bps BETWEEN 0 AND 10000),
      min_local numeric(20, 2) NOT NULL,
      max_local numeric(20, 2) NOT NULL,
      liquidity_local numeric(20, 2) NOT NULL CHECK (liquidity_local >= 0),
      UNIQUE (agent_id, country_iso_code, payment_channel)
    )`
  yield* sql`
    CREATE TABLE offramp_quotes (
      id text PRIMARY KEY,
      offer_id text NOT NULL REFERENCES offramp_offers,
      country_iso_code text NOT NULL,
      payment_channel text NOT NULL,
      network text NOT NULL,
      asset text NOT NULL,
      currency text NOT NULL,
      rate numeric(30, 8) NOT NULL,
      crypto_amount numeric(30, 8) NOT NULL,
      usd_amount numeric(20, 2) NOT NULL,
      local_amount numeric(20, 2) NOT NULL,
      fee_amount_crypto numeric(30, 8) NOT NULL,
      expires_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`
  yield* sql`
    CREATE TABLE offramp_orders (
      id text PRIMARY KEY,
      user_id text REFERENCES users,
      quote_id text NOT NULL UNIQUE REFERENCES offramp_quotes,
      request_key text NOT NULL,
      offer_id text NOT NULL REFERENCES offramp_offers,
      status text NOT NULL DEFAULT 'initiated',
      network text NOT NULL,
      asset text NOT NULL,
      from_address text NOT NULL,
      to_address text NOT NULL,
      country_iso_code text NOT NULL,
      currency_iso_code text NOT NULL,
      payment_channel text NOT NULL,
      crypto_amount numeric(30, 8) NOT NULL,
      usd_amount numeric(20, 2) NOT NULL,
      local_amount numeric(20, 2) NOT NULL,
      fee_amount_crypto numeric(30, 8) NOT NULL,
      required_fields jsonb NOT NULL DEFAULT '{}',
      details jsonb NOT NULL DEFAULT '[]',
      hash text,
      received_amount numeric(40, 18),
      refund_hash text,
      error text,
      callback_url text,
      source_param text,
      order_params text,
      meta jsonb NOT NULL DEFAULT '{}',
      force_fail boolean NOT NULL DEFAULT false,
      payout_attempts integer NOT NULL DEFAULT 0,
      payout_started_at timestamptz,
      checked_at timestamptz,
      expires_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`
  yield* sql`CREATE INDEX offramp_orders_user ON offramp_orders (user_id, created_at DESC) WHERE user_id IS NOT NULL`
  yield* sql`CREATE INDEX offramp_orders_working ON offramp_orders (status, updated_at)
    WHERE status NOT IN ('offramp_success', 'refunded', 'refund_failed', 'expired', 'cancelled', 'transaction_failed')`
  yield* sql`
    CREATE TABLE offramp_order_events (
      id bigserial PRIMARY KEY,
      order_id text NOT NULL REFERENCES offramp_orders ON DELETE CASCADE,
      status text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`
  yield* sql`CREATE INDEX offramp_order_events_order ON offramp_order_events (order_id, id)`
  // A hash pays one order only: the first order to claim it keeps it, even after that order moved on.
  yield* sql`
    CREATE TABLE offramp_hashes (
      hash text PRIMARY KEY,
      order_id text NOT NULL REFERENCES offramp_orders ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now()
    )`
  // Status posts of off-ramp orders go through the same queue and delivery job as the on-ramp's.
  yield* sql`ALTER TABLE callback_deliveries DROP CONSTRAINT IF EXISTS callback_deliveries_order_id_fkey`
})
