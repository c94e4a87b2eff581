// The agents' book of the sandbox: agents (sellers) per country, each quoting a rate in local currency per USD
// for its payment channels and carriers, with liquidity per asset. Three agents per country compete on rate,
// fee and limits; the first of each is a verified market maker. Deterministic, so tests can reason about it.
import { seedAssets } from "./assets.ts"
import { seedCountries } from "./countries.ts"
import { extraFieldsOf } from "./extraFields.ts"

/** Local currency per 1 USD, as the sandbox's reference rates. */
export const usdRates: Record<string, string> = {
  KES: "129.50",
  NGN: "1545.00",
  GHS: "15.40",
  UGX: "3690.00",
  ZAR: "18.20",
  TZS: "2610.00",
  RWF: "1390.00",
  ZMW: "26.40",
  MWK: "1735.00",
  BRL: "5.55",
}

/** Currencies whose amounts carry cents in payments (the others are whole units). */
export const currenciesWithCents = new Set(["ZAR", "BRL", "GHS"])

const names = ["kilima-fx", "baraka-swap", "jua-exchange"] as const

export interface SeedAgent {
  readonly id: string
  readonly username: string
  readonly avatar: string | null
  readonly isVerifiedMarketMaker: boolean
}

export interface SeedAgentOffer {
  readonly agentId: string
  readonly countryIsoCode: string
  readonly paymentChannel: string
  /** "" for channels without carriers. */
  readonly carrierCode: string
  /** Local currency per USD: the reference rate plus this agent's margin. */
  readonly usdRate: string
  readonly feeBps: number
  /** In local currency. */
  readonly minLocal: string
  readonly maxLocal: string
  readonly averageApprovalSeconds: number
  /** What the agent asks of the buyer besides the order (JSON of AdditionalField[]). */
  readonly extraFields: string
}

export interface SeedLiquidity {
  readonly agentId: string
  readonly network: string
  readonly asset: string
  /** In units of the asset. */
  readonly amount: string
}

const margins = ["1.012", "1.018", "1.025"] as const
const fees = [50, 35, 20] as const
const approvals = [180, 420, 900] as const
const usdMinimums = [1, 5, 10] as const
const usdMaximums = [5000, 2000, 800] as const

const scaled = (usdRate: string, factor: string | number) => (Number(usdRate) * Number(factor)).toFixed(2)

export const seedAgents: ReadonlyArray<SeedAgent> = seedCountries.flatMap((country) =>
  names.map((name, i) => ({
    id: `${country.countryIsoCode.toLowerCase()}-${name}`,
    username: `${name}-${country.countryIsoCode.toLowerCase()}`,
    avatar: null,
    isVerifiedMarketMaker: i === 0,
  })),
)

export const seedAgentOffers: ReadonlyArray<SeedAgentOffer> = seedCountries.flatMap((country) => {
  const reference = usdRates[country.currencyIsoCode] ?? "1"
  return country.paymentChannels
    .filter((channel) => channel.onramp)
    .flatMap((channel) =>
      channel.carriers.length > 0 ? channel.carriers.map((c) => [channel, c.code] as const) : [[channel, ""] as const],
    )
    .flatMap(([channel, carrierCode]) =>
      names.map((name, i) => ({
        agentId: `${country.countryIsoCode.toLowerCase()}-${name}`,
        countryIsoCode: country.countryIsoCode,
        paymentChannel: channel.paymentChannel,
        carrierCode,
        usdRate: scaled(reference, margins[i] ?? "1.02"),
        feeBps: fees[i] ?? 50,
        minLocal: scaled(reference, usdMinimums[i] ?? 1),
        maxLocal: scaled(reference, usdMaximums[i] ?? 1000),
        averageApprovalSeconds: approvals[i] ?? 600,
        extraFields: JSON.stringify(extraFieldsOf(country.countryIsoCode, channel.paymentChannel, carrierCode)),
      })),
    )
})

/** Every agent holds every asset that can be bought, worth 10,000 USD (the second agent 25,000). */
export const seedLiquidity: ReadonlyArray<SeedLiquidity> = seedAgents.flatMap((agent, i) =>
  seedAssets
    .filter((asset) => asset.canOnramp)
    .map((asset) => ({
      agentId: agent.id,
      network: asset.network,
      asset: asset.asset,
      amount: ((i % 3 === 1 ? 25_000 : 10_000) / Number(asset.priceUsd)).toFixed(2),
    })),
)
