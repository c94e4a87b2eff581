// Off-ramp orders in the database: creation in one transaction (quote used once, the agent's local money reserved,
// a deposit address of its own), the transaction hash claimed once across every order, cancellation, and reads
// shaped as the contract's OfframpOrder.
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import type { Network } from "../../schema/enums.ts"
import type { OfframpOrder } from "../../schema/offrampModels.ts"
import { randomId } from "../auth/crypto.ts"
import { ServerSecret } from "../auth/secret.ts"
import { Chain } from "../chain/chain.ts"
import { wake } from "../jobs/signals.ts"
import { type OrderSignature, spendSignature } from "../onramp/orderSignature.ts"
import type { SaleQuote } from "./book.ts"
import { depositAddressFor } from "./depositAddresses.ts"
import { claimHash as claimHashOf, type HashClaim } from "./hashClaims.ts"
import { orderColumns, rowToOrder } from "./orderRows.ts"
import { move } from "./transitions.ts"

/** An off-ramp order waits this long for its payment (spec 2 §9's order expiry). */
export const offrampOrderMinutes = 20

export interface NewSale {
  readonly userId: string | null
  readonly quote: SaleQuote
  /** Fingerprint of the request, so the same request sent again answers the order it made. */
  readonly requestKey: string
  readonly fromAddress: string
  readonly values: Record<string, string>
  readonly details: ReadonlyArray<{ readonly label: string; readonly value: string }>
  readonly callbackUrl: string | undefined
  readonly sourceParam: string | undefined
  readonly orderParams: string | undefined
  readonly meta: Record<string, string>
  readonly forceFail: boolean
  /** The signed link behind the order, spent by it. */
  readonly signature: OrderSignature | undefined
}

export class OfframpOrders extends Context.Service<
  OfframpOrders,
  {
    readonly create: (
      sale: NewSale,
    ) => Effect.Effect<{ readonly id: string } | { readonly refused: "quoteUsed" | "signatureSpent" | "liquidity" }>
    /** The order made from a quote, with the fingerprint of the request that made it. */
    readonly byQuote: (
      quoteId: string,
    ) => Effect.Effect<{ id: string; requestKey: string; userId: string | null } | undefined>
    readonly read: (orderId: string) => Effect.Effect<OfframpOrder | undefined>
    /** The order when it is the user's (an anonymous order is nobody's). */
    readonly readOwn: (orderId: string, userId: string) => Effect.Effect<OfframpOrder | undefined>
    readonly list: (
      userId: string,
      page: number,
      limit: number,
    ) => Effect.Effect<{ docs: ReadonlyArray<OfframpOrder>; total: number }>
    /** Gives the order a hash to check; `proven` when the caller read that it pays the order (hashClaims.ts). */
    readonly claimHash: (orderId: string, hash: string, proven?: boolean) => Effect.Effect<HashClaim>
    /** False when the order is not the user's (notFound) or no longer waits for its payment. */
    readonly cancel: (orderId: string, userId: string) => Effect.Effect<"cancelled" | "notFound" | "notCancellable">
  }
>()("server/OfframpOrders") {
  static readonly layer = Layer.effect(
    OfframpOrders,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const secret = yield* ServerSecret
      const chain = yield* Chain
      const columns = sql.literal(orderColumns)

      const shape = (row: Record<string, unknown>) => {
        const token = chain.tokenFor(row.network as Network, row.asset as OfframpOrder["asset"])
        return rowToOrder(
          row,
          token ? { chainId: chain.chainId, address: token.address, decimals: token.decimals } : undefined,
        )
      }

      const create = (sale: NewSale) =>
        sql
          .withTransaction(
            Effect.gen(function* () {
              const q = sale.quote
              const reserved = yield* sql`UPDATE offramp_offers
                SET liquidity_local = liquidity_local - ${q.localAmount}::numeric
                WHERE id = ${q.offerId} AND liquidity_local >= ${q.localAmount}::numeric RETURNING id`
              if (reserved.length === 0) return { refused: "liquidity" as const }
              const id = randomId(12)
              yield* sql`INSERT INTO offramp_orders ${sql.insert({
                id,
                userId: sale.userId,
                quoteId: q.id,
                requestKey: sale.requestKey,
                offerId: q.offerId,
                network: q.network,
                asset: q.asset,
                fromAddress: sale.fromAddress,
                toAddress: depositAddressFor(secret, id, q.network as Network),
                countryIsoCode: q.countryIsoCode,
                currencyIsoCode: q.currencyIsoCode,
                paymentChannel: q.paymentChannel,
                cryptoAmount: q.cryptoAmount,
                usdAmount: q.usdAmount,
                localAmount: q.localAmount,
                feeAmountCrypto: q.feeAmountCrypto,
                requiredFields: JSON.stringify(sale.values),
                details: JSON.stringify(sale.details),
                callbackUrl: sale.callbackUrl ?? null,
                sourceParam: sale.sourceParam ?? null,
                orderParams: sale.orderParams ?? null,
                meta: JSON.stringify(sale.meta),
                forceFail: sale.forceFail,
                expiresAt: new Date(Date.now() + offrampOrderMinutes * 60_000),
              })}`
              yield* sql`INSERT INTO offramp_order_events (order_id, status) VALUES (${id}, 'initiated')`
              yield* wake("offrampExpiry")
              yield* spendSignature(sql, sale.signature, id)
              return { id }
            }),
          )
          .pipe(
            Effect.catchTag("SqlError", (error) =>
              error.reason._tag === "UniqueViolation"
                ? Effect.succeed({ refused: "quoteUsed" as const })
                : Effect.die(error),
            ),
            Effect.catchTag("SignatureSpent", () => Effect.succeed({ refused: "signatureSpent" as const })),
          )

      const byQuote = (quoteId: string) =>
        sql<{ id: string; requestKey: string; userId: string | null }>`
          SELECT id, request_key, user_id FROM offramp_orders WHERE quote_id = ${quoteId}`.pipe(
          Effect.map((rows) => rows[0]),
          Effect.orDie,
        )

      const read = (orderId: string) =>
        sql`SELECT ${columns} FROM offramp_orders o WHERE o.id = ${orderId}`.pipe(
          Effect.map((rows) => (rows[0] ? shape(rows[0]) : undefined)),
          Effect.orDie,
        )

      const readOwn = (orderId: string, userId: string) =>
        sql`SELECT ${columns} FROM offramp_orders o WHERE o.id = ${orderId} AND o.user_id = ${userId}`.pipe(
          Effect.map((rows) => (rows[0] ? shape(rows[0]) : undefined)),
          Effect.orDie,
        )

      const list = (userId: string, page: number, limit: number) =>
        Effect.gen(function* () {
          const rows = yield* sql`SELECT ${columns} FROM offramp_orders o WHERE o.user_id = ${userId}
            ORDER BY o.created_at DESC, o.id LIMIT ${limit} OFFSET ${(page - 1) * limit}`
          const [count] = yield* sql<{ total: string }>`
            SELECT count(*) AS total FROM offramp_orders WHERE user_id = ${userId}`
          return { docs: rows.map(shape), total: Number(count?.total ?? 0) }
        }).pipe(Effect.orDie)

      const claimHash = (orderId: string, hash: string, proven?: boolean) =>
        claimHashOf(orderId, hash, proven).pipe(Effect.provideService(SqlClient.SqlClient, sql))

      const cancel = (orderId: string, userId: string) =>
        Effect.gen(function* () {
          const [order] = yield* sql<{
            userId: string | null
          }>`SELECT user_id FROM offramp_orders WHERE id = ${orderId}`
          if (!order || order.userId !== userId) return "notFound" as const
          return (yield* move(sql, orderId, "cancelled")) ? ("cancelled" as const) : ("notCancellable" as const)
        }).pipe(Effect.orDie)

      return OfframpOrders.of({ create, byQuote, read, readOwn, list, claimHash, cancel })
    }),
  )
}
