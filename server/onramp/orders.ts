// On-ramp orders in the database: creation in one transaction (the signed quote stored, so spent once; liquidity
// reserved; order, buy swap, withdrawal), and reads shaped as the contract's OnrampOrder.
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import type { AdditionalField, OnrampOrder } from "../../schema/onrampModels.ts"
import { timings } from "../../schema/timings.ts"
import { randomId } from "../auth/crypto.ts"
import { ServerSecret } from "../auth/secret.ts"
import { wake } from "../jobs/signals.ts"
import { receiptPathFor } from "../swaps/receiptLinks.ts"
import { rowsToOrders } from "./orderRows.ts"
import { type OrderSignature, spendSignature } from "./orderSignature.ts"
import { type QuoteTerms, quoteKeyOf, readQuote } from "./signedQuotes.ts"
import { instructionsFor, paymentReference } from "./transferInstructions.ts"

/** A signed quote (server/onramp/signedQuotes.ts) as an order would spend it. */
export interface QuoteRow extends QuoteTerms {
  readonly id: string
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

      const quoteKey = quoteKeyOf(secret)
      // A quote this server signed, with what the order needs of the agent and the market; undefined for any other
      // id. Spent when its row exists: the order that spends it stores it (see create).
      const quote = (quoteId: string) =>
        Effect.gen(function* () {
          const terms = readQuote(quoteKey, quoteId)
          if (!terms) return undefined
          const [found] = yield* sql<{
            currencyIsoCode: string
            agentUsername: string
            extraFields: ReadonlyArray<AdditionalField>
            used: boolean
          }>`
            SELECT c.currency_iso_code, a.username AS agent_username, coalesce(f.extra_fields, '[]') AS extra_fields,
              EXISTS (SELECT 1 FROM onramp_quotes q WHERE q.id = ${quoteId}) AS used
            FROM countries c JOIN agents a ON a.id = ${terms.agentId}
              LEFT JOIN agent_offers f ON f.agent_id = a.id AND f.country_iso_code = c.country_iso_code
                AND f.payment_channel = ${terms.paymentChannel} AND f.carrier_code = ${terms.carrierCode}
            WHERE c.country_iso_code = ${terms.countryIsoCode}`
          if (!found) return undefined
          const row: QuoteRow = { ...terms, ...found, id: quoteId, expired: terms.expiresAt.getTime() <= Date.now() }
          return row
        }).pipe(Effect.orDie)

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
              // The quote is stored as it is spent: a second order of it stops here (its id is the primary key;
              // one made at the same time waits for this transaction, then finds the id taken).
              yield* sql`INSERT INTO onramp_quotes ${sql.insert({
                id: q.id,
                agentId: q.agentId,
                countryIsoCode: q.countryIsoCode,
                paymentChannel: q.paymentChannel,
                carrierCode: q.carrierCode,
                network: q.network,
                asset: q.asset,
                currency: q.currency,
                rate: q.rate,
                cryptoAmount: q.cryptoAmount,
                cryptoWithdrawAmount: q.cryptoWithdrawAmount,
                usdWithdrawAmount: q.usdWithdrawAmount,
                localAmount: q.localAmount,
                cryptoFeeAmount: q.cryptoFeeAmount,
                cryptoGasAmount: q.cryptoGasAmount,
                expiresAt: q.expiresAt,
              })}`
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
                expiresAt: new Date(Date.now() + timings.defaultOnrampOrderExpiry),
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
