// What happens to an on-ramp order after its creation: the buy swap's payment steps (transfer attempts, OTP,
// decisions), receipts, the withdrawal's sending, and the signed status posts to the integrator's callbackUrl.
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`ALTER TABLE buy_swaps
    ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
    ADD COLUMN buyer_confirmed_at timestamptz,
    ADD COLUMN otp_hash text,
    ADD COLUMN otp_expires_at timestamptz,
    ADD COLUMN otp_attempts integer NOT NULL DEFAULT 0,
    ADD COLUMN otp_verified boolean NOT NULL DEFAULT false,
    ADD COLUMN payment_return_url text`
  yield* sql`CREATE INDEX buy_swaps_open ON buy_swaps (status, expires_at) WHERE status IN ('initiated', 'buyer_confirmed')`
  yield* sql`
    CREATE TABLE receipts (
      id text PRIMARY KEY,
      order_id text NOT NULL REFERENCES onramp_orders ON DELETE CASCADE,
      mime text NOT NULL,
      bytes bytea NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`
  yield* sql`CREATE INDEX receipts_order ON receipts (order_id, created_at)`
  yield* sql`ALTER TABLE withdrawals
    ADD COLUMN attempts integer NOT NULL DEFAULT 0,
    ADD COLUMN error text,
    ADD COLUMN sent_at timestamptz,
    ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now()`
  yield* sql`
    CREATE TABLE callback_deliveries (
      id bigserial PRIMARY KEY,
      order_id text NOT NULL REFERENCES onramp_orders ON DELETE CASCADE,
      event text NOT NULL,
      url text NOT NULL,
      body text NOT NULL,
      attempts integer NOT NULL DEFAULT 0,
      next_attempt_at timestamptz NOT NULL DEFAULT now(),
      delivered_at timestamptz,
      gave_up_at timestamptz,
      last_status integer,
      last_error text,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (order_id, event)
    )`
  yield* sql`CREATE INDEX callback_deliveries_due ON callback_deliveries (next_attempt_at)
    WHERE delivered_at IS NULL AND gave_up_at IS NULL`
})
