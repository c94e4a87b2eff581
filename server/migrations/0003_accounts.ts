// Accounts and sign-in: users, one-time codes, refresh-token families, throttles, the e-mail outbox, avatars.
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    CREATE TABLE users (
      id text PRIMARY KEY,
      email text NOT NULL UNIQUE,
      phone_number text,
      username text,
      username_changed boolean NOT NULL DEFAULT false,
      is_ambassador boolean NOT NULL DEFAULT false,
      avatar_version integer,
      country_iso_code text,
      password_hash text,
      created_at timestamptz NOT NULL DEFAULT now()
    )`
  yield* sql`CREATE UNIQUE INDEX users_username ON users (lower(username))`
  yield* sql`
    CREATE TABLE auth_codes (
      id text PRIMARY KEY,
      email text NOT NULL,
      purpose text NOT NULL CHECK (purpose IN ('login', 'reset')),
      code_hash text NOT NULL,
      code_length integer NOT NULL,
      country_iso_code text,
      attempts integer NOT NULL DEFAULT 0,
      expires_at timestamptz NOT NULL,
      verified_at timestamptz,
      closed_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`
  yield* sql`CREATE INDEX auth_codes_email ON auth_codes (email, purpose) WHERE closed_at IS NULL`
  yield* sql`
    CREATE TABLE refresh_tokens (
      id text PRIMARY KEY,
      family_id text NOT NULL,
      user_id text NOT NULL REFERENCES users ON DELETE CASCADE,
      secret_hash text NOT NULL,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      revoked_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`
  yield* sql`CREATE INDEX refresh_tokens_family ON refresh_tokens (family_id)`
  yield* sql`
    CREATE TABLE throttle_events (
      key text NOT NULL,
      at timestamptz NOT NULL DEFAULT now()
    )`
  yield* sql`CREATE INDEX throttle_events_key ON throttle_events (key, at)`
  yield* sql`
    CREATE TABLE outbox (
      id bigserial PRIMARY KEY,
      to_email text NOT NULL,
      subject text NOT NULL,
      body text NOT NULL,
      code text,
      created_at timestamptz NOT NULL DEFAULT now(),
      sent_at timestamptz,
      error text
    )`
  yield* sql`CREATE INDEX outbox_to ON outbox (to_email, created_at DESC)`
  yield* sql`
    CREATE TABLE avatars (
      user_id text PRIMARY KEY REFERENCES users ON DELETE CASCADE,
      mime text NOT NULL,
      bytes bytea NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`
})
