// Reads of the catalogue, shaped as the contract's entities.
import { type BigDecimal, Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import type { BlockchainAsset, Country, CountryChannels, PaymentChannelInfo } from "../../schema/catalog.ts"
import { type PaymentChannel, paymentChannels } from "../../schema/enums.ts"
import { ServerConfig } from "../config.ts"
import { usdRatesReader } from "./usdRates.ts"

interface ChannelRow {
  readonly countryIsoCode: string
  readonly paymentChannel: PaymentChannel
  readonly description: string
  readonly onramp: boolean
  readonly offramp: boolean
  readonly carriers: ReadonlyArray<{ code: string; name: string }>
}

const byDisplayOrder = (a: ChannelRow, b: ChannelRow) =>
  paymentChannels.indexOf(a.paymentChannel) - paymentChannels.indexOf(b.paymentChannel)
const toInfo = ({ paymentChannel, description, carriers }: ChannelRow): PaymentChannelInfo => ({
  paymentChannel,
  description,
  carriers,
})

export class Catalog extends Context.Service<
  Catalog,
  {
    readonly countries: Effect.Effect<ReadonlyArray<Country>>
    readonly channels: (product: "onramp" | "offramp") => Effect.Effect<ReadonlyArray<CountryChannels>>
    readonly assets: Effect.Effect<ReadonlyArray<BlockchainAsset>>
    readonly hasCountry: (countryIsoCode: string) => Effect.Effect<boolean>
    /** Local currency per 1 USD, undefined for a currency without a reference rate. */
    readonly localPerUsd: (currencyIsoCode: string) => Effect.Effect<BigDecimal.BigDecimal | undefined>
  }
>()("server/Catalog") {
  static readonly layer = Layer.effect(
    Catalog,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient

      const channelRows = sql<ChannelRow>`
        SELECT p.country_iso_code, p.payment_channel, p.description, p.onramp, p.offramp,
          COALESCE(json_agg(json_build_object('code', c.code, 'name', c.name) ORDER BY c.sort_order)
            FILTER (WHERE c.code IS NOT NULL), '[]') AS carriers
        FROM payment_channels p
        LEFT JOIN carriers c USING (country_iso_code, payment_channel)
        GROUP BY p.country_iso_code, p.payment_channel`.pipe(Effect.map((rows) => [...rows].sort(byDisplayOrder)))

      const countryRows = sql<Omit<Country, "paymentChannels" | "countryCode"> & { dialCode: string }>`
        SELECT * FROM countries ORDER BY onramp_order, name`

      const countries = Effect.gen(function* () {
        const [rows, channels] = yield* Effect.all([countryRows, channelRows])
        return rows.map(({ dialCode, ...country }) => ({
          ...country,
          countryCode: dialCode,
          paymentChannels: channels
            .filter((c) => c.countryIsoCode === country.countryIsoCode && (c.onramp || c.offramp))
            .map(toInfo),
        }))
      }).pipe(Effect.orDie)

      // A channel is offered for a product only while an agent of its book serves it: a listed channel that no
      // agent quotes would start the journey on a dead end.
      const servedChannels = (product: "onramp" | "offramp") =>
        sql<{ countryIsoCode: string; paymentChannel: string }>`
          SELECT DISTINCT country_iso_code, payment_channel
          FROM ${sql(product === "onramp" ? "agent_offers" : "offramp_offers")}`.pipe(
          Effect.map((rows) => new Set(rows.map((row) => `${row.countryIsoCode}/${row.paymentChannel}`))),
        )

      const channels = (product: "onramp" | "offramp") =>
        Effect.gen(function* () {
          const [rows, listed, served] = yield* Effect.all([countryRows, channelRows, servedChannels(product)])
          const all = listed.filter((c) => c[product] && served.has(`${c.countryIsoCode}/${c.paymentChannel}`))
          const sorted = [...rows].sort((a, b) =>
            product === "onramp" ? a.onrampOrder - b.onrampOrder : a.offrampOrder - b.offrampOrder,
          )
          return sorted
            .map((country) => ({
              countryIsoCode: country.countryIsoCode,
              currencyIsoCode: country.currencyIsoCode,
              paymentChannels: all.filter((c) => c.countryIsoCode === country.countryIsoCode).map(toInfo),
            }))
            .filter((country) => country.paymentChannels.length > 0)
        }).pipe(Effect.orDie)

      // In sandbox mode the EVM tokens are the sandbox's own contracts on its chain (server/chain/tokens.ts).
      const { sandbox } = yield* ServerConfig
      const assets = sql<Omit<BlockchainAsset, "priceUsd"> & { priceUsd: string; sandboxAddress: string | null }>`
        SELECT b.*, s.address AS sandbox_address FROM blockchain_assets b
        LEFT JOIN sandbox_contracts s USING (network, asset) ORDER BY onramp_order, network, asset`.pipe(
        Effect.map((rows) =>
          rows.map(({ sandboxAddress, ...row }) => ({
            ...row,
            contractAddress: (sandbox ? sandboxAddress : null) ?? row.contractAddress,
            priceUsd: Number(row.priceUsd),
          })),
        ),
        Effect.orDie,
      )

      const hasCountry = (countryIsoCode: string) =>
        sql`SELECT 1 FROM countries WHERE country_iso_code = ${countryIsoCode}`.pipe(
          Effect.map((rows) => rows.length > 0),
          Effect.orDie,
        )

      const usdRates = yield* usdRatesReader(sql)
      const localPerUsd = (currencyIsoCode: string) => Effect.map(usdRates, (rates) => rates.get(currencyIsoCode))

      return Catalog.of({ countries, channels, assets, hasCountry, localPerUsd })
    }),
  )
}
