// The catalogue: countries with their payment channels and carriers, and the blockchain assets (spec 1 §3).
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    CREATE TABLE countries (
      country_iso_code text PRIMARY KEY CHECK (country_iso_code ~ '^[A-Z]{2}$'),
      name text NOT NULL,
      icon text NOT NULL,
      dial_code text NOT NULL,
      currency_iso_code text NOT NULL CHECK (currency_iso_code ~ '^[A-Z]{3}$'),
      is_beta boolean NOT NULL DEFAULT false,
      onramp_order integer NOT NULL DEFAULT 999,
      offramp_order integer NOT NULL DEFAULT 999
    )`
  yield* sql`
    CREATE TABLE payment_channels (
      country_iso_code text NOT NULL REFERENCES countries ON DELETE CASCADE,
      payment_channel text NOT NULL
        CHECK (payment_channel IN ('bank', 'airtime', 'mobile_money', 'paybill', 'buy_goods')),
      description text NOT NULL,
      onramp boolean NOT NULL,
      offramp boolean NOT NULL,
      PRIMARY KEY (country_iso_code, payment_channel)
    )`
  yield* sql`
    CREATE TABLE carriers (
      country_iso_code text NOT NULL,
      payment_channel text NOT NULL,
      code text NOT NULL,
      name text NOT NULL,
      sort_order integer NOT NULL,
      PRIMARY KEY (country_iso_code, payment_channel, code),
      FOREIGN KEY (country_iso_code, payment_channel) REFERENCES payment_channels ON DELETE CASCADE
    )`
  yield* sql`
    CREATE TABLE blockchain_assets (
      network text NOT NULL,
      asset text NOT NULL,
      asset_title text NOT NULL,
      network_title text NOT NULL,
      network_short_title text NOT NULL,
      network_icon text NOT NULL,
      asset_icon text NOT NULL,
      contract_address text,
      decimals integer NOT NULL CHECK (decimals BETWEEN 0 AND 36),
      price_usd numeric(30, 12) NOT NULL CHECK (price_usd > 0),
      can_onramp boolean NOT NULL,
      can_offramp boolean NOT NULL,
      onramp_order integer NOT NULL DEFAULT 999,
      offramp_order integer NOT NULL DEFAULT 999,
      PRIMARY KEY (network, asset)
    )`
})
