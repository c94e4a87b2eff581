// Identity checks: rules and document types per country, submissions with their images, the passed level.
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    CREATE TABLE kyc_rules (
      country_iso_code text PRIMARY KEY REFERENCES countries ON DELETE CASCADE,
      onramp_min_basic numeric(20, 2) NOT NULL,
      onramp_min_advanced numeric(20, 2) NOT NULL,
      offramp_min_basic numeric(20, 2) NOT NULL,
      offramp_min_advanced numeric(20, 2) NOT NULL
    )`
  yield* sql`
    CREATE TABLE kyc_document_types (
      id text PRIMARY KEY,
      country_iso_code text NOT NULL REFERENCES countries ON DELETE CASCADE,
      level text NOT NULL CHECK (level IN ('basic', 'advanced')),
      title text NOT NULL,
      document_id_pattern text NOT NULL,
      required_fields jsonb NOT NULL,
      sort_order integer NOT NULL DEFAULT 0
    )`
  yield* sql`ALTER TABLE users ADD COLUMN passed_kyc_type text CHECK (passed_kyc_type IN ('basic', 'advanced'))`
  yield* sql`
    CREATE TABLE kyc_submissions (
      id text PRIMARY KEY,
      user_id text NOT NULL REFERENCES users ON DELETE CASCADE,
      level text NOT NULL CHECK (level IN ('basic', 'advanced')),
      document_type_id text,
      document_id text,
      user_fields jsonb NOT NULL DEFAULT '{}',
      status text NOT NULL CHECK (status IN ('initiated', 'approved', 'rejected', 'invalid')),
      status_description text,
      review_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      decided_at timestamptz
    )`
  yield* sql`CREATE INDEX kyc_submissions_user ON kyc_submissions (user_id, created_at DESC)`
  yield* sql`CREATE INDEX kyc_submissions_due ON kyc_submissions (review_at) WHERE status = 'initiated'`
  yield* sql`
    CREATE TABLE kyc_images (
      submission_id text NOT NULL REFERENCES kyc_submissions ON DELETE CASCADE,
      field_name text NOT NULL,
      position integer NOT NULL,
      mime text NOT NULL,
      bytes bytea NOT NULL,
      PRIMARY KEY (submission_id, field_name, position)
    )`
})
