// The sandbox chain: the ERC-20 deployed per EVM (network, asset) on the local chain, and the ledger that stands in
// for the chains the sandbox does not run (TON, TRON, STELLAR, XRP, SOLANA).
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  // One chain serves every EVM network: a row names the contract on the chain the servers use now.
  yield* sql`
    CREATE TABLE sandbox_contracts (
      network text NOT NULL,
      asset text NOT NULL,
      address text NOT NULL,
      chain_id bigint NOT NULL,
      PRIMARY KEY (network, asset),
      FOREIGN KEY (network, asset) REFERENCES blockchain_assets
    )`
  yield* sql`
    CREATE TABLE sandbox_ledger (
      hash text PRIMARY KEY,
      network text NOT NULL,
      asset text NOT NULL,
      from_address text,
      to_address text NOT NULL,
      amount numeric NOT NULL CHECK (amount > 0),
      created_at timestamptz NOT NULL DEFAULT now()
    )`
  yield* sql`CREATE INDEX sandbox_ledger_balance ON sandbox_ledger (network, asset, to_address)`
})
