// Writes the catalogue seed at start: rows are upserted, so a newer seed updates an existing database. The seed is
// the only writer of these tables, so a database that holds this very seed (its fingerprint, kept in settings) is
// left as it is: the upserts cost about a second of the start.
import { createHash } from "node:crypto"
import { Array as Arr, Effect } from "effect"
import { SqlClient } from "effect/sql"
import { seedAgentOffers, seedAgents, seedLiquidity, usdRates } from "./agents.ts"
import { seedAssets } from "./assets.ts"
import { seedCountries } from "./countries.ts"
import { documentTypesFor, kycRulesByCountry } from "./kyc.ts"
import { seedPromotions, seedRewards } from "./rewards.ts"

const nonEmpty = <A>(rows: ReadonlyArray<A>): readonly [A, ...Array<A>] => {
  if (!Arr.isReadonlyArrayNonEmpty(rows)) throw new Error("a catalogue seed table is empty")
  return rows
}

const seedRows = () => {
  const countries = seedCountries.map(({ paymentChannels: _, countryCode, ...country }) => ({
    ...country,
    dialCode: countryCode,
  }))
  const channels = seedCountries.flatMap((country) =>
    country.paymentChannels.map(({ carriers: _, ...channel }) => ({
      countryIsoCode: country.countryIsoCode,
      ...channel,
    })),
  )
  const carriers = seedCountries.flatMap((country) =>
    country.paymentChannels.flatMap((channel) =>
      channel.carriers.map((carrier, sortOrder) => ({
        countryIsoCode: country.countryIsoCode,
        paymentChannel: channel.paymentChannel,
        ...carrier,
        sortOrder,
      })),
    ),
  )
  const kycRules = seedCountries.flatMap(({ countryIsoCode }) => {
    const rules = kycRulesByCountry[countryIsoCode]
    return rules ? [{ countryIsoCode, ...rules }] : []
  })
  const documentTypes = seedCountries.flatMap(({ countryIsoCode }) =>
    documentTypesFor(countryIsoCode).map((type, sortOrder) => ({
      ...type,
      countryIsoCode,
      requiredFields: JSON.stringify(type.requiredFields),
      sortOrder,
    })),
  )
  const rates = Object.entries(usdRates).map(([currencyIsoCode, localPerUsd]) => ({ currencyIsoCode, localPerUsd }))
  return { countries, channels, carriers, kycRules, documentTypes, rates }
}

const fingerprintKey = "catalogSeed"

/** Changes with any row the seed writes. */
export const seedFingerprint = createHash("sha256")
  .update(
    JSON.stringify([seedRows(), seedAssets, seedAgents, seedAgentOffers, seedRewards, seedPromotions, seedLiquidity]),
  )
  .digest("hex")

export const seedCatalog = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const { countries, channels, carriers, kycRules, documentTypes, rates } = seedRows()
  yield* sql.withTransaction(
    Effect.gen(function* () {
      const [seeded] = yield* sql<{ fingerprint: string }>`
        SELECT value->>'fingerprint' AS fingerprint FROM settings WHERE key = ${fingerprintKey}`
      if (seeded?.fingerprint === seedFingerprint) return
      yield* sql`INSERT INTO countries ${sql.insert(nonEmpty(countries))}
        ON CONFLICT (country_iso_code) DO UPDATE SET name = EXCLUDED.name, icon = EXCLUDED.icon,
          dial_code = EXCLUDED.dial_code, currency_iso_code = EXCLUDED.currency_iso_code, is_beta = EXCLUDED.is_beta,
          onramp_order = EXCLUDED.onramp_order, offramp_order = EXCLUDED.offramp_order`
      yield* sql`INSERT INTO payment_channels ${sql.insert(nonEmpty(channels))}
        ON CONFLICT (country_iso_code, payment_channel) DO UPDATE SET description = EXCLUDED.description,
          onramp = EXCLUDED.onramp, offramp = EXCLUDED.offramp`
      yield* sql`INSERT INTO carriers ${sql.insert(nonEmpty(carriers))}
        ON CONFLICT (country_iso_code, payment_channel, code) DO UPDATE SET name = EXCLUDED.name,
          sort_order = EXCLUDED.sort_order`
      yield* sql`INSERT INTO blockchain_assets ${sql.insert(nonEmpty(seedAssets.map((a) => ({ ...a }))))}
        ON CONFLICT (network, asset) DO UPDATE SET asset_title = EXCLUDED.asset_title,
          network_title = EXCLUDED.network_title, network_short_title = EXCLUDED.network_short_title,
          network_icon = EXCLUDED.network_icon, asset_icon = EXCLUDED.asset_icon,
          contract_address = EXCLUDED.contract_address, decimals = EXCLUDED.decimals, price_usd = EXCLUDED.price_usd,
          can_onramp = EXCLUDED.can_onramp, can_offramp = EXCLUDED.can_offramp,
          onramp_order = EXCLUDED.onramp_order, offramp_order = EXCLUDED.offramp_order`
      yield* sql`INSERT INTO kyc_rules ${sql.insert(nonEmpty(kycRules))}
        ON CONFLICT (country_iso_code) DO UPDATE SET onramp_min_basic = EXCLUDED.onramp_min_basic,
          onramp_min_advanced = EXCLUDED.onramp_min_advanced, offramp_min_basic = EXCLUDED.offramp_min_basic,
          offramp_min_advanced = EXCLUDED.offramp_min_advanced`
      yield* sql`INSERT INTO kyc_document_types ${sql.insert(nonEmpty(documentTypes))}
        ON CONFLICT (id) DO UPDATE SET country_iso_code = EXCLUDED.country_iso_code, level = EXCLUDED.level,
          title = EXCLUDED.title, document_id_pattern = EXCLUDED.document_id_pattern,
          required_fields = EXCLUDED.required_fields, sort_order = EXCLUDED.sort_order`
      yield* sql`INSERT INTO agents ${sql.insert(nonEmpty(seedAgents.map((a) => ({ ...a }))))}
        ON CONFLICT (id) DO UPDATE SET username = EXCLUDED.username, avatar = EXCLUDED.avatar,
          is_verified_market_maker = EXCLUDED.is_verified_market_maker`
      yield* sql`INSERT INTO agent_offers ${sql.insert(nonEmpty(seedAgentOffers.map((o) => ({ ...o }))))}
        ON CONFLICT (agent_id, country_iso_code, payment_channel, carrier_code) DO UPDATE SET
          usd_rate = EXCLUDED.usd_rate, fee_bps = EXCLUDED.fee_bps, min_local = EXCLUDED.min_local,
          max_local = EXCLUDED.max_local, average_approval_seconds = EXCLUDED.average_approval_seconds,
          extra_fields = EXCLUDED.extra_fields`
      yield* sql`INSERT INTO usd_rates ${sql.insert(nonEmpty(rates))}
        ON CONFLICT (currency_iso_code) DO UPDATE SET local_per_usd = EXCLUDED.local_per_usd`
      yield* sql`INSERT INTO rewards ${sql.insert(nonEmpty(seedRewards.map((r) => ({ ...r }))))}
        ON CONFLICT (id) DO UPDATE SET reward = EXCLUDED.reward, terms_url = EXCLUDED.terms_url,
          terms_title = EXCLUDED.terms_title, min_order_usd = EXCLUDED.min_order_usd,
          reward_asset = EXCLUDED.reward_asset, reward_amount_per_user = EXCLUDED.reward_amount_per_user,
          order_assets = EXCLUDED.order_assets, country_iso_codes = EXCLUDED.country_iso_codes`
      yield* sql`INSERT INTO promotions ${sql.insert(nonEmpty(seedPromotions.map((p) => ({ ...p }))))}
        ON CONFLICT (id) DO UPDATE SET icon = EXCLUDED.icon, description = EXCLUDED.description,
          details_url = EXCLUDED.details_url, details_text = EXCLUDED.details_text,
          country_iso_codes = EXCLUDED.country_iso_codes, carrier_codes = EXCLUDED.carrier_codes`
      // Liquidity is spent by orders: a restart must not refill it.
      yield* sql`INSERT INTO agent_liquidity ${sql.insert(nonEmpty(seedLiquidity.map((l) => ({ ...l }))))}
        ON CONFLICT (agent_id, network, asset) DO NOTHING`
      const fingerprint = JSON.stringify({ fingerprint: seedFingerprint })
      yield* sql`INSERT INTO settings (key, value) VALUES (${fingerprintKey}, ${fingerprint}::jsonb)
        ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`
    }),
  )
})
