// Reads of the off-ramp book for one request: the agents' offers that pay out on a country's channel, the asset's
// price, the channel's required fields; and the quotes given from them. Writes the off-ramp seed when it starts.
import { Context, BigDecimal as D, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import type { Carrier } from "../../schema/catalog.ts"
import type { PaymentChannel } from "../../schema/enums.ts"
import type { OfframpCountryChannels, OfframpRequiredField } from "../../schema/offrampModels.ts"
import { randomId } from "../auth/crypto.ts"
import { Catalog } from "../catalog/repository.ts"
import { currenciesWithCents } from "../seed/agents.ts"
import type { PricedSale, SaleTerms } from "./pricing.ts"
import { requiredFieldsOf } from "./requiredFields.ts"
import { seedOfframpBook } from "./seed.ts"

export interface SaleQuery {
  readonly countryIsoCode: string
  readonly paymentChannel: string
  readonly network: string
  readonly asset: string
}

export interface SaleOffer extends SaleTerms {
  readonly offerId: string
}

export interface SaleMarket {
  readonly offers: ReadonlyArray<SaleOffer>
  /** Undefined when the asset is not sold through the widget (unknown, or canOfframp false). */
  readonly priceUsd: D.BigDecimal | undefined
  readonly currencyIsoCode: string | undefined
  readonly localScale: 0 | 2
  readonly requiredFields: Record<string, OfframpRequiredField>
}

export interface SaleQuote {
  readonly id: string
  readonly offerId: string
  readonly countryIsoCode: string
  readonly currencyIsoCode: string
  readonly paymentChannel: PaymentChannel
  readonly network: string
  readonly asset: string
  readonly currency: "local" | "crypto"
  readonly cryptoAmount: string
  readonly usdAmount: string
  readonly localAmount: string
  readonly feeAmountCrypto: string
  readonly expired: boolean
  readonly used: boolean
}

export class OfframpBook extends Context.Service<
  OfframpBook,
  {
    readonly channels: Effect.Effect<ReadonlyArray<OfframpCountryChannels>>
    readonly market: (query: SaleQuery) => Effect.Effect<SaleMarket>
    readonly saveQuote: (
      query: SaleQuery,
      offer: SaleOffer,
      priced: PricedSale,
      currency: "local" | "crypto",
      validSeconds: number,
    ) => Effect.Effect<{ readonly quoteId: string; readonly expiresAt: Date }>
    readonly quote: (quoteId: string) => Effect.Effect<SaleQuote | undefined>
    readonly requiredFields: (
      countryIsoCode: string,
      channel: string,
    ) => Effect.Effect<Record<string, OfframpRequiredField>>
  }
>()("server/OfframpBook") {
  static readonly layer = Layer.effect(
    OfframpBook,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const catalog = yield* Catalog
      yield* seedOfframpBook

      const channels = Effect.map(catalog.channels("offramp"), (countries) =>
        countries.map((country) => ({
          ...country,
          paymentChannels: country.paymentChannels.map((channel) => ({
            ...channel,
            requiredFields: requiredFieldsOf(channel.paymentChannel, channel.carriers),
          })),
        })),
      )

      const requiredFields = (countryIsoCode: string, channel: string) =>
        Effect.gen(function* () {
          const carriers = yield* sql<Carrier>`SELECT code, name FROM carriers
            WHERE country_iso_code = ${countryIsoCode} AND payment_channel = ${channel} ORDER BY sort_order`
          return requiredFieldsOf(channel as PaymentChannel, carriers)
        }).pipe(Effect.orDie)

      const market = (q: SaleQuery) =>
        Effect.gen(function* () {
          const [asset] = yield* sql<{ priceUsd: string; canOfframp: boolean }>`
            SELECT price_usd, can_offramp FROM blockchain_assets WHERE network = ${q.network} AND asset = ${q.asset}`
          const [country] = yield* sql<{ currencyIsoCode: string }>`
            SELECT currency_iso_code FROM countries WHERE country_iso_code = ${q.countryIsoCode}`
          const rows = yield* sql<{
            id: string
            usdRate: string
            feeBps: number
            minLocal: string
            maxLocal: string
            liquidityLocal: string
          }>`
            SELECT o.id, o.usd_rate, o.fee_bps, o.min_local, o.max_local, o.liquidity_local
            FROM offramp_offers o JOIN payment_channels p USING (country_iso_code, payment_channel)
            WHERE o.country_iso_code = ${q.countryIsoCode} AND o.payment_channel = ${q.paymentChannel} AND p.offramp
            ORDER BY o.id`
          const d = (value: string) => D.fromStringUnsafe(String(value))
          return {
            priceUsd: asset?.canOfframp ? d(asset.priceUsd) : undefined,
            currencyIsoCode: country?.currencyIsoCode,
            localScale: country && currenciesWithCents.has(country.currencyIsoCode) ? (2 as const) : (0 as const),
            requiredFields: yield* requiredFields(q.countryIsoCode, q.paymentChannel),
            offers: rows.map((row) => ({
              offerId: row.id,
              usdRate: d(row.usdRate),
              feeBps: row.feeBps,
              minLocal: d(row.minLocal),
              maxLocal: d(row.maxLocal),
              liquidityLocal: d(row.liquidityLocal),
            })),
          }
        }).pipe(Effect.orDie)

      const saveQuote = (
        q: SaleQuery,
        offer: SaleOffer,
        priced: PricedSale,
        currency: "local" | "crypto",
        validSeconds: number,
      ) =>
        Effect.gen(function* () {
          const quoteId = randomId()
          const expiresAt = new Date(Date.now() + validSeconds * 1000)
          yield* sql`INSERT INTO offramp_quotes ${sql.insert({
            id: quoteId,
            offerId: offer.offerId,
            countryIsoCode: q.countryIsoCode,
            paymentChannel: q.paymentChannel,
            network: q.network,
            asset: q.asset,
            currency,
            rate: D.format(priced.rate),
            cryptoAmount: D.format(priced.cryptoAmount),
            usdAmount: D.format(priced.usdAmount),
            localAmount: D.format(priced.localCurrencyAmount),
            feeAmountCrypto: D.format(priced.feeAmountCrypto),
            expiresAt,
          })}`
          return { quoteId, expiresAt }
        }).pipe(Effect.orDie)

      const quote = (quoteId: string) =>
        sql<SaleQuote>`
          SELECT q.id, q.offer_id, q.country_iso_code, c.currency_iso_code, q.payment_channel, q.network, q.asset,
            q.currency, q.crypto_amount::text, q.usd_amount::text, q.local_amount::text, q.fee_amount_crypto::text,
            q.expires_at <= now() AS expired,
            EXISTS (SELECT 1 FROM offramp_orders o WHERE o.quote_id = q.id) AS used
          FROM offramp_quotes q JOIN countries c USING (country_iso_code)
          WHERE q.id = ${quoteId}`.pipe(
          Effect.map((rows) => rows[0]),
          Effect.orDie,
        )

      return OfframpBook.of({ channels, market, saveQuote, quote, requiredFields })
    }),
  )
}
