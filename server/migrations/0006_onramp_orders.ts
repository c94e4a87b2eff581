// On-ramp orders: the order (what the user receives, where), its buy swap with the agent (what the user pays,
// how), and the withdrawal that sends the crypto.
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    CREATE TABLE onramp_orders (
      id text PRIMARY KEY,
      user_id text NOT NULL REFERENCES users,
      quote_id text NOT NULL UNIQUE REFERENCES onramp_quotes,
      idempotency_key text,
      network text NOT NULL,
      asset text NOT NULL,
      wallet_address text NOT NULL,
      memo text,
      withdraw_crypto_amount numeric(30, 8) NOT NULL,
      withdraw_usd_amount numeric(20, 2) NOT NULL,
      redirect_url text,
      redirected boolean NOT NULL DEFAULT false,
      callback_url text,
      status_page_url text,
      source_param text,
      order_params text,
      extra_fields jsonb NOT NULL DEFAULT '{}',
      meta jsonb NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (user_id, idempotency_key)
    )`
  yield* sql`CREATE INDEX onramp_orders_user ON onramp_orders (user_id, created_at DESC)`
  yield* sql`
    CREATE TABLE buy_swaps (
      id text PRIMARY KEY,
      order_id text NOT NULL UNIQUE REFERENCES onramp_orders ON DELETE CASCADE,
      agent_id text NOT NULL REFERENCES agents,
      status text NOT NULL DEFAULT 'initiated',
      payment_channel text NOT NULL,
      carrier_code text NOT NULL DEFAULT '',
      currency_iso_code text NOT NULL,
      local_amount numeric(20, 2) NOT NULL,
      usd_withdraw_amount numeric(20, 2) NOT NULL,
      crypto_amount numeric(30, 8) NOT NULL,
      transfer_instructions jsonb NOT NULL,
      last_transfer_attempt_at timestamptz,
      expires_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`
  yield* sql`
    CREATE TABLE withdrawals (
      order_id text PRIMARY KEY REFERENCES onramp_orders ON DELETE CASCADE,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'failed', 'complete')),
      transaction_hash text
    )`
})
