// On-ramp orders in the database: creation in one transaction (quote used once, liquidity reserved, order, buy
// swap, withdrawal), and reads shaped as the contract's OnrampOrder.
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import type { AdditionalField, OnrampOrder } from "../../schema/onrampModels.ts"
import { randomId } from "../auth/crypto.ts"
import { ServerSecret } from "../auth/secret.ts"
import { wake } from "../jobs/signals.ts"
import { receiptPathFor } from "../swaps/receiptLinks.ts"
import { rowsToOrders } from "./orderRows.ts"
import { type OrderSignature, spendSignature } from "./orderSignature.ts"
import { instructionsFor, paymentReference } from "./transferInstructions.ts"

export interface QuoteRow {
  readonly id: string
  readonly agentId: string
  readonly countryIsoCode: string
  readonly paymentChannel: string
  readonly carrierCode: string
  readonly network: string
  readonly asset: string
  readonly currency: "local" | "crypto"
  readonly cryptoAmount: string
  readonly cryptoWithdrawAmount: string
  readonly usdWithdrawAmount: string
  readonly localAmount: string
  readonly expired: boolean
  readonly used: boolean
  readonly currencyIsoCode: string
  readonly agentUsername: string
  /** What the quote's offer asks of the buyer (spec 1 §3 "Additional field"). */
  readonly extraFields: ReadonlyArray<AdditionalField>
}

export interface NewOrder {
  readonly userId: string
  readonly quote: QuoteRow
  readonly idempotencyKey: string | undefined
  readonly address: string
  /** The payer's phone, in international form, for a flow that sends a payment prompt (stk_push, otp_stk_push). */
  readonly payerPhone: string | undefined
  readonly memo: string | undefined
  readonly redirectUrl: string | undefined
  readonly callbackUrl: string | undefined
  readonly statusPageUrl: string | undefined
  readonly sourceParam: string | undefined
  readonly orderParams: string | undefined
  /** Sandbox only: the withdrawal fails instead of being sent. */
  readonly forceFail: boolean
  readonly extraFields: Record<string, string>
  readonly meta: Record<string, string>
  /** The signed link behind the order, spent by it. */
  readonly signature: OrderSignature | undefined
}

/** Default on-ramp order expiry (spec 2 §9): 20 minutes after creation. */
export const orderMinutes = 20

export class OnrampOrders extends Context.Service<
  OnrampOrders,
  {
    readonly quote: (quoteId: string) => Effect.Effect<QuoteRow | undefined>
    readonly byIdempotencyKey: (userId: string, key: string) => Effect.Effect<string | undefined>
    /** The user's order still open (its swap initiated or buyer confirmed), if any. */
    readonly openOrderOf: (userId: string) => Effect.Effect<string | undefined>
    /** Refused when the quote or the signed link was used meanwhile or the agent no longer holds the amount. */
    readonly create: (
      order: NewOrder,
    ) => Effect.Effect<{ readonly id: string } | { readonly refused: "quoteUsed" | "signatureSpent" | "liquidity" }>
    /** The whole order, receipts at addresses that work for some minutes: for its owner's calls only. */
    readonly read: (orderId: string) => Effect.Effect<OnrampOrder | undefined>
    /** The order when it is the user's. */
    readonly readOwn: (orderId: string, userId: string) => Effect.Effect<OnrampOrder | undefined>
    /** Notes that the user went to the payment page; false when the order is not the user's. */
    readonly setRedirected: (orderId: string, userId: string) => Effect.Effect<boolean>
    readonly list: (
      userId: string,
      page: number,
      limit: number,
    ) => Effect.Effect<{ docs: ReadonlyArray<OnrampOrder>; total: number }>
  }
>()("server/OnrampOrders") {
  static readonly layer = Layer.effect(
    OnrampOrders,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const secret = yield* ServerSecret
      const shape = (rows: ReadonlyArray<Record<string, unknown>>) =>
        rowsToOrders(rows, (receiptId) => receiptPathFor(secret, receiptId))

      const quote = (quoteId: string) =>
        sql<QuoteRow>`
          SELECT q.id, q.agent_id, q.country_iso_code, q.payment_channel, q.carrier_code, q.network, q.asset, q.currency,
            q.crypto_amount::text, q.crypto_withdraw_amount::text, q.usd_withdraw_amount::text, q.local_amount::text,
            q.expires_at <= now() AS expired,
            EXISTS (SELECT 1 FROM onramp_orders o WHERE o.quote_id = q.id) AS used,
            c.currency_iso_code, a.username AS agent_username, coalesce(f.extra_fields, '[]') AS extra_fields
          FROM onramp_quotes q JOIN countries c USING (country_iso_code) JOIN agents a ON a.id = q.agent_id
            LEFT JOIN agent_offers f ON f.agent_id = q.agent_id AND f.country_iso_code = q.country_iso_code
              AND f.payment_channel = q.payment_channel AND f.carrier_code = q.carrier_code
          WHERE q.id = ${quoteId}`.pipe(
          Effect.map((rows) => rows[0]),
          Effect.orDie,
        )

      const byIdempotencyKey = (userId: string, key: string) =>
        sql<{ id: string }>`SELECT id FROM onramp_orders WHERE user_id = ${userId} AND idempotency_key = ${key}`.pipe(
          Effect.map((rows) => rows[0]?.id),
          Effect.orDie,
        )

      const openOrderOf = (userId: string) =>
        sql<{ id: string }>`SELECT o.id FROM onramp_orders o JOIN buy_swaps s ON s.order_id = o.id
          WHERE o.user_id = ${userId} AND s.status IN ('initiated', 'buyer_confirmed') AND s.expires_at > now()
          ORDER BY o.created_at DESC LIMIT 1`.pipe(
          Effect.map((rows) => rows[0]?.id),
          Effect.orDie,
        )

      const create = (order: NewOrder) =>
        sql
          .withTransaction(
            Effect.gen(function* () {
              const q = order.quote
              const reserved = yield* sql`UPDATE agent_liquidity SET amount = amount - ${q.cryptoAmount}::numeric
                WHERE agent_id = ${q.agentId} AND network = ${q.network} AND asset = ${q.asset}
                  AND amount >= ${q.cryptoAmount}::numeric RETURNING amount`
              if (reserved.length === 0) return { refused: "liquidity" as const }
              const id = randomId(12)
              yield* sql`INSERT INTO onramp_orders ${sql.insert({
                id,
                userId: order.userId,
                quoteId: q.id,
                idempotencyKey: order.idempotencyKey ?? null,
                network: q.network,
                asset: q.asset,
                walletAddress: order.address,
                memo: order.memo ?? null,
                withdrawCryptoAmount: q.cryptoWithdrawAmount,
                withdrawUsdAmount: q.usdWithdrawAmount,
                redirectUrl: order.redirectUrl ?? null,
                callbackUrl: order.callbackUrl ?? null,
                statusPageUrl: order.statusPageUrl?.replace("{orderId}", id) ?? null,
                sourceParam: order.sourceParam ?? null,
                orderParams: order.orderParams ?? null,
                forceFail: order.forceFail,
                extraFields: JSON.stringify(order.extraFields),
                meta: JSON.stringify(order.meta),
              })}`
              const swapId = randomId(12)
              yield* sql`INSERT INTO buy_swaps ${sql.insert({
                id: swapId,
                orderId: id,
                agentId: q.agentId,
                paymentChannel: q.paymentChannel,
                carrierCode: q.carrierCode,
                currencyIsoCode: q.currencyIsoCode,
                localAmount: q.localAmount,
                usdWithdrawAmount: q.usdWithdrawAmount,
                cryptoAmount: q.cryptoAmount,
                transferInstructions: JSON.stringify(
                  instructionsFor(q, swapId, paymentReference(id), order.payerPhone),
                ),
                payerPhone: order.payerPhone ?? null,
                expiresAt: new Date(Date.now() + orderMinutes * 60_000),
              })}`
              yield* sql`INSERT INTO withdrawals (order_id) VALUES (${id})`
              yield* wake("swapExpiry")
              yield* spendSignature(sql, order.signature, id)
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

      const columns = sql`o.id, o.created_at, o.asset, o.network, o.wallet_address, o.withdraw_crypto_amount::text,
        o.withdraw_usd_amount::text, o.redirect_url, o.redirected, o.callback_url, o.extra_fields, o.quote_id,
        s.id AS swap_id, s.status AS swap_status, s.payment_channel, s.currency_iso_code, s.local_amount::text,
        s.usd_withdraw_amount::text, s.transfer_instructions, s.payer_phone, s.otp_verified, s.last_transfer_attempt_at, s.created_at AS swap_created_at,
        s.expires_at, a.username AS agent_username, a.avatar AS agent_avatar, a.is_verified_market_maker,
        w.status AS withdrawal_status, w.transaction_hash,
        (SELECT coalesce(json_agg(json_build_object('id', r.id, 'mime', r.mime, 'createdAt', r.created_at)
          ORDER BY r.created_at), '[]') FROM receipts r WHERE r.order_id = o.id) AS receipts`
      const joins = sql`FROM onramp_orders o JOIN buy_swaps s ON s.order_id = o.id JOIN agents a ON a.id = s.agent_id
        JOIN withdrawals w ON w.order_id = o.id`

      const read = (orderId: string) =>
        sql`SELECT ${columns} ${joins} WHERE o.id = ${orderId}`.pipe(
          Effect.map((rows) => shape(rows)[0]),
          Effect.orDie,
        )

      const readOwn = (orderId: string, userId: string) =>
        sql`SELECT ${columns} ${joins} WHERE o.id = ${orderId} AND o.user_id = ${userId}`.pipe(
          Effect.map((rows) => shape(rows)[0]),
          Effect.orDie,
        )

      const list = (userId: string, page: number, limit: number) =>
        Effect.gen(function* () {
          const rows = yield* sql`SELECT ${columns} ${joins} WHERE o.user_id = ${userId}
            ORDER BY o.created_at DESC LIMIT ${limit} OFFSET ${(page - 1) * limit}`
          const [count] = yield* sql<{
            total: string
          }>`SELECT count(*) AS total FROM onramp_orders WHERE user_id = ${userId}`
          return { docs: shape(rows), total: Number(count?.total ?? 0) }
        }).pipe(Effect.orDie)

      const setRedirected = (orderId: string, userId: string) =>
        sql`UPDATE onramp_orders SET redirected = true WHERE id = ${orderId} AND user_id = ${userId} RETURNING id`.pipe(
          Effect.map((rows) => rows.length > 0),
          Effect.orDie,
        )

      return OnrampOrders.of({
        quote,
        byIdempotencyKey,
        openOrderOf,
        create,
        read,
        readOwn,
        list,
        setRedirected,
      })
    }),
  )
}
