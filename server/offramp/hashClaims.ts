// A transaction hash pays one order only. Confirming an order claims its hash in one transaction: the order must
// still wait for its payment; a hash the sandbox sent itself (an on-ramp withdrawal, a refund) or that another
// order claimed first is refused; the first claim wins even when two arrive at once (the hash is a primary key).
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { evmNetworks, type Network } from "../../schema/enums.ts"
import { move } from "./transitions.ts"

export type HashClaim =
  | { readonly claimed: true }
  | { readonly claimed: false; readonly refused: "notFound" | "notPayable" | "alreadyProcessed" | "hashUsed" }

/** EVM hashes are hexadecimal, so any case names the same transaction; the ledger's are compared as written. */
export const normaliseHash = (network: Network, hash: string) =>
  evmNetworks.includes(network) ? hash.trim().toLowerCase() : hash.trim()

const refused = (reason: "notFound" | "notPayable" | "alreadyProcessed" | "hashUsed"): HashClaim => ({
  claimed: false,
  refused: reason,
})

export const claimHash = (orderId: string, hash: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    return yield* sql.withTransaction(
      Effect.gen(function* () {
        const [order] = yield* sql<{ status: string; payable: boolean }>`
          SELECT status, expires_at > now() AS payable FROM offramp_orders WHERE id = ${orderId} FOR UPDATE`
        if (!order) return refused("notFound")
        if (order.status !== "initiated" && order.status !== "transaction_invalid")
          return refused(order.status === "expired" || order.status === "cancelled" ? "notPayable" : "alreadyProcessed")
        if (!order.payable) return refused("notPayable")
        const sent = yield* sql`SELECT 1 FROM withdrawals WHERE lower(transaction_hash) = lower(${hash})
          UNION ALL SELECT 1 FROM offramp_orders WHERE lower(refund_hash) = lower(${hash})`
        if (sent.length > 0) return refused("hashUsed")
        yield* sql`INSERT INTO offramp_hashes (hash, order_id) VALUES (${hash}, ${orderId})
          ON CONFLICT (hash) DO NOTHING`
        const [owner] = yield* sql<{ orderId: string }>`SELECT order_id FROM offramp_hashes WHERE hash = ${hash}`
        if (owner?.orderId !== orderId) return refused("hashUsed")
        const moved = yield* move(sql, orderId, "validating_transaction", { hash, error: null, checkedAt: null })
        return moved ? ({ claimed: true } as const) : refused("alreadyProcessed")
      }),
    )
  }).pipe(Effect.orDie)
