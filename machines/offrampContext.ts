// What the off-ramp chart knows, and the facts it derives from it: pure, so the chart's guards and the screens
// read the same answers (spec 2 §2, §4, §5).
import type { User } from "../schema/auth.ts"
import type { BlockchainAsset, Country } from "../schema/catalog.ts"
import { offeredAssets } from "../schema/config.ts"
import type { Asset, CurrencyType, Network, PaymentChannel } from "../schema/enums.ts"
import type { KycStatus } from "../schema/kyc.ts"
import { requiredKycLevel } from "../schema/kycRequirement.ts"
import { offrampNextLabels } from "../schema/offrampLabels.ts"
import type { OfframpCountryChannels, OfframpQuote } from "../schema/offrampModels.ts"
import { amountAfterAssetSwitch, checkAmount, chooseCountry } from "../schema/onrampRules.ts"
import type { OrderTagsConfig } from "../schema/orderTags.ts"
import { adoptingCountry, arrivingCountry } from "./amountStep.ts"

export interface OfframpCatalog {
  readonly countries: ReadonlyArray<Country>
  readonly channels: ReadonlyArray<OfframpCountryChannels>
  readonly assets: ReadonlyArray<BlockchainAsset>
  /** offRampPayWidgetEnabled: false shows the maintenance notice. */
  readonly enabled: boolean
  readonly located: string | null
}

export interface OfframpLimits {
  readonly minCrypto: number
  readonly maxCrypto: number
  readonly minLocalCurrency: number
  readonly maxLocalCurrency: number
}

/** The integrator's configuration the journey follows (schema/config.ts decodes it from the query). */
export interface OfframpConfig extends OrderTagsConfig {
  readonly amount?: number | undefined
  readonly currency?: CurrencyType | undefined
  readonly network?: Network | undefined
  readonly asset?: Asset | undefined
  readonly address?: string | undefined
  readonly countryIsoCode?: string | undefined
  readonly paymentChannel?: PaymentChannel | undefined
  readonly freezeAmount?: boolean | undefined
  /** The integrator's wallet: its network and asset, and the address the order is paid from, cannot be changed. */
  readonly freezeWallet?: boolean | undefined
  /** A Telegram mini app (spec 2 §1): TON assets only. */
  readonly telegram?: boolean | undefined
  /** Spec 1 §5: the integrator's source, else the wallet browser's; the order carries it as sourceParam. */
  readonly source?: string | undefined
  /** A signed link (README, "Signed links"): the order carries it, and the server checks and spends it. */
  readonly signature?: string | undefined
  /** Spec 1 §2 requiredFields: the payout details prefilled by field name. */
  readonly requiredFields?: Readonly<Record<string, string>> | undefined
}

/** The wallet is frozen only when the integrator named one: a network and asset to sell from. */
export const walletFrozen = (config: OfframpConfig) =>
  config.freezeWallet === true && config.network !== undefined && config.asset !== undefined

/** The address the order must be paid from, when the integrator froze it. */
export const frozenAddress = (config: OfframpConfig) =>
  walletFrozen(config) && config.address ? config.address : undefined

export interface OfframpContext {
  readonly config: OfframpConfig
  readonly storedCountry: string | undefined
  /** Details entered on an earlier visit (local storage), prefilled (spec 2 §2). */
  readonly storedFields: Readonly<Record<string, string>>
  readonly catalog: OfframpCatalog | undefined
  readonly country: string | undefined
  readonly paymentChannel: PaymentChannel | undefined
  readonly network: Network | undefined
  readonly asset: Asset | undefined
  readonly currency: CurrencyType
  readonly amount: string
  /** The user typed the amount: a method picked later keeps it (spec 1 §9's paybill default does not overwrite it). */
  readonly amountTyped: boolean
  readonly limits: OfframpLimits | undefined
  readonly quote: OfframpQuote | null | undefined
  /** When the quote arrived (the quote loop says): its countdown to the next refresh starts there. */
  readonly quotedAt: number | undefined
  readonly user: User | undefined
  readonly kycStatus: KycStatus | undefined
  readonly fields: Readonly<Record<string, string>>
  readonly fieldProblems: Readonly<Record<string, string>>
  /** The server's list of what was entered, shown for confirmation before Next: Pay. */
  readonly details: ReadonlyArray<{ readonly label: string; readonly value: string }> | undefined
  /** The wallet the crypto is sent from: the connected one, or typed in the manual flow. */
  readonly address: string
  readonly orderId: string | undefined
  readonly error: string | undefined
  readonly returnNotice: string | undefined
  /** The auto-order route (spec 2 §2): the journey takes each step itself until it needs the user or fails. */
  readonly auto: boolean
}

export const selectedAsset = (c: OfframpContext) =>
  c.catalog?.assets.find((a) => a.network === c.network && a.asset === c.asset)
export const selectedCountry = (c: OfframpContext) => c.catalog?.countries.find((k) => k.countryIsoCode === c.country)
export const countryChannels = (c: OfframpContext) =>
  c.catalog?.channels.find((k) => k.countryIsoCode === c.country)?.paymentChannels ?? []
/** The catalogue as this visitor is offered it: in Telegram, TON assets only (spec 2 §1). */
export const offeredOfframpCatalog = (catalog: OfframpCatalog, config: OfframpConfig): OfframpCatalog => ({
  ...catalog,
  assets: offeredAssets(catalog.assets, config),
})
export const sellableAssets = (catalog: OfframpCatalog | undefined) =>
  (catalog?.assets ?? []).filter((a) => a.canOfframp).toSorted((a, b) => a.offrampOrder - b.offrampOrder)

export const amountProblem = (c: OfframpContext) =>
  checkAmount({
    value: c.amount,
    currency: c.currency,
    unit:
      c.currency === "local"
        ? (c.quote?.currencyIsoCode ?? selectedCountry(c)?.currencyIsoCode ?? "")
        : (c.asset ?? ""),
    limits: c.limits
      ? c.currency === "local"
        ? { min: c.limits.minLocalCurrency, max: c.limits.maxLocalCurrency }
        : { min: c.limits.minCrypto, max: c.limits.maxCrypto }
      : undefined,
    withCents: false,
  })

/** Spec 2 §5: the offer is asked for only with a payment channel, a country, a numeric amount, a network and an asset. */
export const canQuote = (c: OfframpContext) =>
  Boolean(
    c.country &&
      c.paymentChannel &&
      c.network &&
      c.asset &&
      c.amount.trim() !== "" &&
      Number.isFinite(Number(c.amount)) &&
      !amountProblem(c),
  )

export const kycLevelNeeded = (c: OfframpContext) =>
  c.kycStatus && c.quote
    ? requiredKycLevel({
        amountUsd: c.quote.cashout.usdAmount,
        product: "offramp",
        rules: c.kycStatus.kycRules,
        passed: c.kycStatus.passedKycType,
      })
    : undefined

export const hasRequiredFields = (c: OfframpContext) => Object.keys(c.quote?.requiredFields ?? {}).length > 0

/** Spec 2 §5: Validate details is enabled only when every required field is filled. */
export const fieldsFilled = (c: OfframpContext) =>
  Object.entries(c.quote?.requiredFields ?? {}).every(([key, f]) => !f.required || (c.fields[key] ?? "").trim() !== "")

/** Spec 2 §2, §4: the amount screen's Next says where it leads. */
export const nextLabel = (c: OfframpContext) => {
  if (!c.user) return offrampNextLabels.verifyEmail
  if (kycLevelNeeded(c)) return offrampNextLabels.verifyId
  if (hasRequiredFields(c)) return offrampNextLabels.provideDetails
  return offrampNextLabels.pay
}

/** The details of the fields this offer asks for: as typed, else the link's requiredFields (spec 1 §5: required
 * fields may be prefilled from it), else the ones stored on the device. */
export const prefilled = (c: OfframpContext, quote: OfframpQuote | null): Record<string, string> =>
  Object.fromEntries(
    Object.keys(quote?.requiredFields ?? {}).map((key) => [
      key,
      c.fields[key] ?? c.config.requiredFields?.[key] ?? c.storedFields[key] ?? "",
    ]),
  )

/** Spec 2 §9 (and spec 1 §9): 15 USD by default, 20 in Brazil, in crypto. */
const defaultUsd = (country: string | undefined) => (country === "BR" ? 20 : 15)

/** Spec 1 §9: the default paybill amount, in local money. */
export const defaultPaybillAmount = 1000
const paybillStart = { currency: "local" as const, amount: String(defaultPaybillAmount) }

/** Spec 1 §9: a paybill picked at any time starts at 1000 in local money, unless the link gave an amount or the user
 * typed one. */
const amountForChannel = (c: OfframpContext, channel: PaymentChannel | undefined) =>
  channel === "paybill" && c.config.amount === undefined && !c.amountTyped ? paybillStart : {}

/** The payment method chosen, and the offer for the one before forgotten. */
export const withChannel = (c: OfframpContext, channel: PaymentChannel | undefined): Partial<OfframpContext> => ({
  paymentChannel: channel,
  ...amountForChannel(c, channel),
  quote: undefined,
  limits: undefined,
})

export const firstChoices = (
  config: OfframpConfig,
  catalog: OfframpCatalog,
  remembered: { readonly stored?: string | undefined; readonly account?: string | null | undefined },
): Partial<OfframpContext> => {
  const sellable = catalog.channels.filter((c) => c.paymentChannels.length > 0)
  const country = chooseCountry(
    {
      configured: config.countryIsoCode,
      account: remembered.account,
      stored: remembered.stored,
      located: catalog.located,
    },
    sellable.map((c) => c.countryIsoCode),
  )
  const channels = sellable.find((c) => c.countryIsoCode === country)?.paymentChannels ?? []
  const channel = channels.find((c) => c.paymentChannel === config.paymentChannel) ?? channels[0]
  const assets = sellableAssets(catalog)
  const configured = catalog.assets.find((a) => a.network === config.network && a.asset === config.asset)
  // A configured asset that cannot be sold is the integrator's misconfiguration, not a reason to pick another.
  const asset = config.network || config.asset ? (configured?.canOfframp ? configured : undefined) : assets[0]
  return {
    country,
    paymentChannel: channel?.paymentChannel,
    network: asset?.network,
    asset: asset?.asset,
    ...(config.amount === undefined && channel?.paymentChannel === "paybill"
      ? paybillStart
      : {
          currency: config.currency ?? "crypto",
          amount:
            config.amount !== undefined
              ? String(config.amount)
              : amountAfterAssetSwitch(String(defaultUsd(country)), 1, asset?.priceUsd ?? 1),
        }),
    address: config.address ?? "",
  }
}

export const withCountry = (c: OfframpContext, countryIsoCode: string): Partial<OfframpContext> => {
  const channels = c.catalog?.channels.find((k) => k.countryIsoCode === countryIsoCode)?.paymentChannels ?? []
  return { country: countryIsoCode, ...withChannel(c, channels[0]?.paymentChannel) }
}

/** Spec 2 §5: in crypto mode a switch between a 1 USD asset and one that is not converts the amount by price; an
 * amount the integrator froze (freezeAmount) holds. */
export const withAsset = (c: OfframpContext, network: Network, asset: Asset): Partial<OfframpContext> => {
  const from = selectedAsset(c)?.priceUsd ?? 1
  const to = c.catalog?.assets.find((a) => a.network === network && a.asset === asset)?.priceUsd ?? 1
  const converts = c.currency === "crypto" && c.config.freezeAmount !== true
  return {
    network,
    asset,
    amount: converts ? amountAfterAssetSwitch(c.amount, from, to) : c.amount,
    quote: undefined,
    limits: undefined,
  }
}

/** The account's country, when a user who arrives brings one the choice should follow (machines/amountStep.ts). */
export const accountCountry = (c: OfframpContext, user: User | undefined) =>
  arrivingCountry(c, c.catalog?.channels ?? [], user)
/** The choices with that country adopted. */
export const withAccountCountry = (c: OfframpContext, user: User | undefined) =>
  adoptingCountry(c, c.catalog?.channels ?? [], user, withCountry)
