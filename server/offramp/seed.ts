// The off-ramp side of the sandbox's agents' book: the same three agents per country also buy crypto and pay local
// money on each payout channel of their country, at a rate under the reference (their margin), for a fee, within
// limits, from the local money they hold. Written at every start; the money held is spent by orders, never refilled.
import { Array as Arr, Effect } from "effect"
import { SqlClient } from "effect/sql"
import { seedAgents, usdRates } from "../seed/agents.ts"
import { seedCountries } from "../seed/countries.ts"

export interface SeedOfframpOffer {
  readonly id: string
  readonly agentId: string
  readonly countryIsoCode: string
  readonly paymentChannel: string
  /** Local currency paid per USD of crypto bought. */
  readonly usdRate: string
  readonly feeBps: number
  readonly minLocal: string
  readonly maxLocal: string
  readonly liquidityLocal: string
}

const margins = ["0.988", "0.982", "0.975"] as const
const fees = [60, 40, 25] as const
const usdMinimums = [1, 5, 10] as const
const usdMaximums = [5000, 2000, 800] as const
const usdHeld = [10_000, 25_000, 10_000] as const

const scaled = (usdRate: string, factor: string | number) => (Number(usdRate) * Number(factor)).toFixed(2)

export const seedOfframpOffers: ReadonlyArray<SeedOfframpOffer> = seedCountries.flatMap((country) => {
  const reference = usdRates[country.currencyIsoCode] ?? "1"
  const agents = seedAgents.filter((agent) => agent.id.startsWith(`${country.countryIsoCode.toLowerCase()}-`))
  return country.paymentChannels
    .filter((channel) => channel.offramp)
    .flatMap((channel) =>
      agents.map((agent, i) => ({
        id: `${agent.id}-sell-${channel.paymentChannel}`,
        agentId: agent.id,
        countryIsoCode: country.countryIsoCode,
        paymentChannel: channel.paymentChannel,
        usdRate: scaled(reference, margins[i] ?? "0.98"),
        feeBps: fees[i] ?? 50,
        minLocal: scaled(reference, usdMinimums[i] ?? 1),
        maxLocal: scaled(reference, usdMaximums[i] ?? 1000),
        liquidityLocal: scaled(reference, usdHeld[i] ?? 10_000),
      })),
    )
})

export const seedOfframpBook = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const rows: ReadonlyArray<Record<string, unknown>> = seedOfframpOffers.map((offer) => ({ ...offer }))
  if (!Arr.isReadonlyArrayNonEmpty(rows)) return
  // The money an agent holds is spent by orders: a restart must not refill it.
  yield* sql`INSERT INTO offramp_offers ${sql.insert(rows)}
    ON CONFLICT (id) DO UPDATE SET usd_rate = EXCLUDED.usd_rate, fee_bps = EXCLUDED.fee_bps,
      min_local = EXCLUDED.min_local, max_local = EXCLUDED.max_local`
}).pipe(Effect.orDie)
