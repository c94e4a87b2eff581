// The sandbox ledger: transfers on the networks the sandbox runs no node for (TON, TRON, STELLAR, XRP, SOLANA) are
// recorded here under a hash of that network's own format, so they read and link like real ones.
import { randomBytes } from "node:crypto"
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import type { Asset, Network } from "../../schema/enums.ts"

const bitcoinAlphabet = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"

export const base58Encode = (bytes: Uint8Array) => {
  let value = BigInt(`0x${Buffer.from(bytes).toString("hex") || "0"}`)
  let text = ""
  while (value > 0n) {
    text = bitcoinAlphabet[Number(value % 58n)] + text
    value /= 58n
  }
  for (const byte of bytes) {
    if (byte !== 0) break
    text = `1${text}`
  }
  return text
}

/**
 * A fresh transaction id as the network writes it: Solana's signature is 64 bytes in base58, XRP's hash 32 bytes in
 * upper-case hex, TRON's, Stellar's and TON's 32 bytes in lower-case hex.
 */
export const ledgerHash = (network: Network) => {
  if (network === "SOLANA") return base58Encode(randomBytes(64))
  const hex = randomBytes(32).toString("hex")
  return network === "XRP" ? hex.toUpperCase() : hex
}

/** Whether `hash` is written as `ledgerHash` writes one of `network` (a wallet that names its own transaction's). */
export const isLedgerHash = (network: Network, hash: string) => {
  if (network === "SOLANA") return /^[1-9A-HJ-NP-Za-km-z]{64,88}$/.test(hash)
  return (network === "XRP" ? /^[0-9A-F]{64}$/ : /^[0-9a-f]{64}$/).test(hash)
}

export interface LedgerTransfer {
  readonly network: Network
  readonly asset: Asset
  readonly from: string | null
  readonly to: string
  /** Decimal string in token units. */
  readonly amount: string
}

/** Records a transfer under `hash` (a fresh one when none is given); the same hash again records nothing more. */
export const recordTransfer = (transfer: LedgerTransfer, hash = ledgerHash(transfer.network)) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`INSERT INTO sandbox_ledger ${sql.insert({
      hash,
      network: transfer.network,
      asset: transfer.asset,
      fromAddress: transfer.from,
      toAddress: transfer.to,
      amount: transfer.amount,
    })} ON CONFLICT (hash) DO NOTHING`
    return { hash }
  }).pipe(Effect.orDie)

/** The transfer recorded under `hash` (its amount without trailing zeros), or undefined when the ledger has none. */
export const ledgerEntry = (hash: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{
      network: Network
      asset: Asset
      fromAddress: string | null
      toAddress: string
      amount: string
    }>`SELECT network, asset, from_address, to_address, trim_scale(amount)::text AS amount FROM sandbox_ledger WHERE hash = ${hash}`
    return row
  }).pipe(Effect.orDie)

export const ledgerHasTransfer = (hash: string) => Effect.map(ledgerEntry(hash), (entry) => entry !== undefined)

/** What an address holds on the ledger: what it received less what it sent, as a decimal string. */
export const ledgerBalance = (network: Network, asset: Asset, address: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ balance: string }>`
      SELECT (COALESCE(SUM(amount) FILTER (WHERE to_address = ${address}), 0)
        - COALESCE(SUM(amount) FILTER (WHERE from_address = ${address}), 0))::text AS balance
      FROM sandbox_ledger WHERE network = ${network} AND asset = ${asset}
        AND (to_address = ${address} OR from_address = ${address})`
    return row?.balance ?? "0"
  }).pipe(Effect.orDie)

/** The decimals of a (network, asset) of the catalogue, or undefined when the catalogue has no such pair. */
export const catalogDecimals = (network: Network, asset: Asset) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ decimals: number }>`
      SELECT decimals FROM blockchain_assets WHERE network = ${network} AND asset = ${asset}`
    return row?.decimals
  }).pipe(Effect.orDie)
