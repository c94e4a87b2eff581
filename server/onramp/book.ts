// Reads of the agents' book for one request: the offers that can serve a country, channel, carrier and asset,
// with the agent's liquidity of that asset; and the quotes given from them.
import { Context, BigDecimal as D, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import type { Seller } from "../../schema/onrampModels.ts"
import { randomId } from "../auth/crypto.ts"
import { currenciesWithCents } from "../seed/agents.ts"
import { type AssetTerms, gasUsdOf, type OfferTerms, type PricedOffer } from "./pricing.ts"

export interface BookQuery {
  readonly countryIsoCode: string
  readonly paymentChannel: string
  readonly carrierCode: string | undefined
  readonly network: string
  readonly asset: string
}

export interface BookOffer extends OfferTerms {
  readonly agentId: string
  readonly seller: Seller
  readonly averageApprovalSeconds: number
  readonly carrierCode: string
}

export interface BookMarket {
  readonly offers: ReadonlyArray<BookOffer>
  readonly asset: AssetTerms | undefined
  readonly currencyIsoCode: string | undefined
  readonly localScale: 0 | 2
}

export class AgentsBook extends Context.Service<
  AgentsBook,
  {
    readonly market: (query: BookQuery) => Effect.Effect<BookMarket>
    readonly saveQuote: (
      query: BookQuery,
      offer: BookOffer,
      priced: PricedOffer,
      currency: "local" | "crypto",
      validSeconds: number,
    ) => Effect.Effect<{ readonly quoteId: string; readonly expiresAt: Date }>
  }
>()("server/AgentsBook") {
  static readonly layer = Layer.effect(
    AgentsBook,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const market = (q: BookQuery) =>
        Effect.gen(function* () {
          const [asset] = yield* sql<{ priceUsd: string; canOnramp: boolean }>`
            SELECT price_usd, can_onramp FROM blockchain_assets WHERE network = ${q.network} AND asset = ${q.asset}`
          const [country] = yield* sql<{ currencyIsoCode: string }>`
            SELECT currency_iso_code FROM countries WHERE country_iso_code = ${q.countryIsoCode}`
          const rows = yield* sql<{
            agentId: string
            username: string
            avatar: string | null
            isVerifiedMarketMaker: boolean
            carrierCode: string
            usdRate: string
            feeBps: number
            minLocal: string
            maxLocal: string
            averageApprovalSeconds: number
            liquidity: string
          }>`
            SELECT o.agent_id, a.username, a.avatar, a.is_verified_market_maker, o.carrier_code, o.usd_rate, o.fee_bps,
              o.min_local, o.max_local, o.average_approval_seconds, l.amount AS liquidity
            FROM agent_offers o
            JOIN agents a ON a.id = o.agent_id
            JOIN agent_liquidity l ON l.agent_id = o.agent_id AND l.network = ${q.network} AND l.asset = ${q.asset}
            WHERE o.country_iso_code = ${q.countryIsoCode} AND o.payment_channel = ${q.paymentChannel}
              AND (${q.carrierCode ?? null}::text IS NULL OR o.carrier_code = ${q.carrierCode ?? ""})`
          const d = D.fromStringUnsafe
          return {
            asset: asset?.canOnramp ? { priceUsd: d(String(asset.priceUsd)), gasUsd: gasUsdOf(q.network) } : undefined,
            currencyIsoCode: country?.currencyIsoCode,
            localScale: country && currenciesWithCents.has(country.currencyIsoCode) ? (2 as const) : (0 as const),
            offers: rows.map((row) => ({
              agentId: row.agentId,
              carrierCode: row.carrierCode,
              seller: { username: row.username, avatar: row.avatar, isVerifiedMarketMaker: row.isVerifiedMarketMaker },
              usdRate: d(String(row.usdRate)),
              feeBps: row.feeBps,
              minLocal: d(String(row.minLocal)),
              maxLocal: d(String(row.maxLocal)),
              liquidity: d(String(row.liquidity)),
              averageApprovalSeconds: row.averageApprovalSeconds,
            })),
          }
        }).pipe(Effect.orDie)

      const saveQuote = (
        q: BookQuery,
        offer: BookOffer,
        priced: PricedOffer,
        currency: "local" | "crypto",
        validSeconds: number,
      ) =>
        Effect.gen(function* () {
          const quoteId = randomId()
          const expiresAt = new Date(Date.now() + validSeconds * 1000)
          const text = (n: D.BigDecimal) => D.format(n)
          yield* sql`INSERT INTO onramp_quotes ${sql.insert({
            id: quoteId,
            agentId: offer.agentId,
            countryIsoCode: q.countryIsoCode,
            paymentChannel: q.paymentChannel,
            carrierCode: offer.carrierCode,
            network: q.network,
            asset: q.asset,
            currency,
            rate: text(priced.rate),
            cryptoAmount: text(priced.cryptoAmount),
            cryptoWithdrawAmount: text(priced.cryptoWithdrawAmount),
            usdWithdrawAmount: text(priced.usdWithdrawAmount),
            localAmount: text(priced.localCurrencyAmount),
            cryptoFeeAmount: text(priced.cryptoFeeAmount),
            cryptoGasAmount: text(priced.cryptoGasAmount),
            expiresAt,
          })}`
          return { quoteId, expiresAt }
        }).pipe(Effect.orDie)

      return AgentsBook.of({ market, saveQuote })
    }),
  )
}
