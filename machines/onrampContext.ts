// What the on-ramp chart knows, and the facts it derives from it: pure, so the chart's guards and the screens
// read the same answers.
import type { User } from "../schema/auth.ts"
import type { BlockchainAsset, Country } from "../schema/catalog.ts"
import { offeredAssets, telegramNetwork } from "../schema/config.ts"
import type { Asset, CurrencyType, Network, PaymentChannel } from "../schema/enums.ts"
import { memoNetworks } from "../schema/enums.ts"
import { checkExtraFields, initialValue } from "../schema/extraFields.ts"
import type { KycStatus } from "../schema/kyc.ts"
import { requiredKycLevel } from "../schema/kycRequirement.ts"
import { validation } from "../schema/messages.ts"
import type { AdditionalField, Limits, Quote } from "../schema/onrampModels.ts"
import { amountAfterAssetSwitch, checkAmount } from "../schema/onrampRules.ts"
import type { OrderTagsConfig } from "../schema/orderTags.ts"
import { adoptingCountry, arrivingCountry } from "./amountStep.ts"
import { payerPhoneProblemOf } from "./onrampPayerPhone.ts"
import { firstChoices } from "./onrampStart.ts"

export interface OnrampCatalog {
  readonly countries: ReadonlyArray<Country>
  readonly assets: ReadonlyArray<BlockchainAsset>
  readonly creationEnabled: boolean
  /** The visitor's country by network location, if known. */
  readonly located: string | null
}

/** The integrator's configuration this journey follows (schema/config.ts decodes it from the query). */
export interface OnrampConfig extends OrderTagsConfig {
  readonly amount?: number | undefined
  readonly currency?: CurrencyType | undefined
  readonly network?: Network | undefined
  readonly asset?: Asset | undefined
  readonly address?: string | undefined
  readonly memo?: string | undefined
  readonly countryIsoCode?: string | undefined
  readonly paymentChannel?: PaymentChannel | undefined
  readonly carrierCode?: string | undefined
  readonly freezeWallet?: boolean | undefined
  readonly freezeAmount?: boolean | undefined
  readonly hideAddressField?: boolean | undefined
  /** A Telegram mini app (spec 1 §1): TON assets only, and no address or memo fields on TON. */
  readonly telegram?: boolean | undefined
  /** Spec 1 §5: the integrator's source, else the wallet browser's; the order carries it as sourceParam. */
  readonly source?: string | undefined
  /** A signed link: the query as given, checked before the journey starts, and its signature spent by the order. */
  readonly signature?: string | undefined
  readonly query?: Readonly<Record<string, string>> | undefined
  /** Spec 1 §2 requiredFields: additional information prefilled by field name. */
  readonly requiredFields?: Readonly<Record<string, string>> | undefined
  /** Spec 1 §2 phone: prefills the payer's phone of a payment prompt (machines/onrampPayerPhone.ts). */
  readonly phone?: string | undefined
}

export interface OnrampContext {
  readonly config: OnrampConfig
  /** The country the user chose last time (local storage), spec 1 §4. */
  readonly storedCountry: string | undefined
  readonly catalog: OnrampCatalog | undefined
  readonly country: string | undefined
  readonly paymentChannel: PaymentChannel | undefined
  readonly carrierCode: string | undefined
  readonly network: Network | undefined
  readonly asset: Asset | undefined
  readonly currency: CurrencyType
  readonly amount: string
  readonly address: string
  readonly memo: string
  readonly limits: Limits | undefined
  readonly quote: Quote | null | undefined
  /** When the quote arrived (the quote loop says): its countdown to the next refresh starts there. */
  readonly quotedAt: number | undefined
  readonly user: User | undefined
  readonly kycStatus: KycStatus | undefined
  readonly openOrderId: string | undefined
  readonly orderId: string | undefined
  readonly error: string | undefined
  /** Why the journey came back to the amount (a stale offer), shown until the user acts. */
  readonly returnNotice: string | undefined
  /** The auto-order route (spec 1 §4): the journey takes each step itself until it needs the user or fails. */
  readonly auto: boolean
  /** The additional information the current quote's offer asks for; undefined until loaded (spec 1 §4). */
  readonly extraFields: ReadonlyArray<AdditionalField> | undefined
  /** The form's values by field name, and each field's problem after a Save. */
  readonly extraValues: Readonly<Record<string, string>>
  readonly extraProblems: Readonly<Record<string, string>>
  /** The payer's phone as typed on the review (national part); until then the field is prefilled. */
  readonly payerPhone?: string | undefined
  /** Spec 1 §3 phone info this device kept from the last order, in international form. */
  readonly storedPhone?: string | undefined
}

export const selectedAsset = (c: OnrampContext) =>
  c.catalog?.assets.find((a) => a.network === c.network && a.asset === c.asset)
export const selectedCountry = (c: OnrampContext) => c.catalog?.countries.find((k) => k.countryIsoCode === c.country)

export const amountProblem = (c: OnrampContext) =>
  checkAmount({
    value: c.amount,
    currency: c.currency,
    unit: c.currency === "local" ? (selectedCountry(c)?.currencyIsoCode ?? "") : (c.asset ?? ""),
    limits: c.limits ? (c.currency === "local" ? c.limits.localCurrencyLimits : c.limits.cryptoLimits) : undefined,
    withCents: c.limits?.localCurrencyLimits.withCents ?? false,
  })

/** The offer can be asked for: every choice made and an amount that breaks no rule. */
export const canQuote = (c: OnrampContext) =>
  Boolean(c.country && c.paymentChannel && c.network && c.asset && c.amount.trim() !== "" && !amountProblem(c))

export const kycLevelNeeded = (c: OnrampContext) =>
  c.kycStatus && c.quote
    ? requiredKycLevel({
        amountUsd: c.quote.cashout.usdWithdrawAmount,
        product: "onramp",
        rules: c.kycStatus.kycRules,
        passed: c.kycStatus.passedKycType,
      })
    : undefined

export const memoAllowed = (c: OnrampContext) => c.network !== undefined && memoNetworks.includes(c.network)

/** Spec 1 §2: the address and memo fields are hidden by hideAddressField, and in Telegram on TON. */
export const addressFieldsHidden = (c: OnrampContext) =>
  c.config.hideAddressField === true || (c.config.telegram === true && c.network === telegramNetwork)

/**
 * Spec 1 §4: an order is created only with an offer, a user, the offer's extra-field definitions loaded, currency,
 * amount, address and network, and no KYC due. Not while the server says one is in progress: spec 1 §2 Swap then
 * shows that order with its countdown, to be paid, not a second one to create.
 */
export const canCreate = (c: OnrampContext) =>
  Boolean(
    c.quote && c.user && c.extraFields && c.amount && c.address.trim() && c.network && c.catalog?.creationEnabled,
  ) &&
  c.openOrderId === undefined &&
  kycLevelNeeded(c) === undefined &&
  (c.user?.countryIsoCode ?? c.country) === c.country &&
  // A payment prompt needs the phone it goes to (issue 16).
  payerPhoneProblemOf(c) === undefined

const emptyCatalog: OnrampCatalog = { countries: [], assets: [], creationEnabled: true, located: null }

/** The catalogue as this visitor is offered it: in Telegram, TON assets only (spec 1 §1). */
export const offeredCatalog = (catalog: OnrampCatalog, config: OnrampConfig): OnrampCatalog => ({
  ...catalog,
  assets: offeredAssets(catalog.assets, config),
})

/** A new country brings its own channels and carriers; the asset, amount and wallet stay. */
export const withCountry = (c: OnrampContext, countryIsoCode: string): Partial<OnrampContext> => {
  const fresh = firstChoices(
    { ...c.config, countryIsoCode, paymentChannel: undefined, carrierCode: undefined },
    c.catalog ?? emptyCatalog,
    undefined,
  )
  return {
    country: fresh.country,
    paymentChannel: fresh.paymentChannel,
    carrierCode: fresh.carrierCode,
    quote: undefined,
    limits: undefined,
  }
}

/** Spec 1 §2: in crypto mode, switching between a 1 USD asset and one that is not converts the amount by price;
 * an amount the integrator froze (freezeAmount) holds. */
export const withAsset = (c: OnrampContext, network: Network, asset: Asset): Partial<OnrampContext> => {
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

/** Switching between paying in local money and receiving crypto keeps the sum: the quote's other side. */
export const withCurrencyToggled = (c: OnrampContext): Partial<OnrampContext> => ({
  currency: c.currency === "local" ? "crypto" : "local",
  amount: c.quote
    ? String(c.currency === "local" ? c.quote.cashout.cryptoWithdrawAmount : c.quote.cashout.localCurrencyAmount)
    : c.amount,
})

// The additional-information form of the review (spec 1 §2, §5).

/** Values kept from an earlier form (a failed creation comes back here), else the integrator's, else the default. */
export const withFieldsLoaded = (c: OnrampContext, fields: ReadonlyArray<AdditionalField>): Partial<OnrampContext> => ({
  extraFields: fields,
  extraValues: Object.fromEntries(
    fields.map((field) => [field.name, c.extraValues[field.name] ?? initialValue(field, c.config.requiredFields)]),
  ),
  extraProblems: {},
})

export const asksExtraFields = (c: OnrampContext) => (c.extraFields?.length ?? 0) > 0

const checked = (c: OnrampContext) => checkExtraFields(c.extraFields ?? [], c.extraValues, c.country ?? "")
export const extraFormValid = (c: OnrampContext) => checked(c).ok

/** Spec 1 §5: a required field left empty is 'Form is not filled'; each field also says what is wrong with it. */
export const withFormChecked = (c: OnrampContext): Partial<OnrampContext> => {
  const result = checked(c)
  if (result.ok) return { extraProblems: {}, error: undefined }
  const missing = (c.extraFields ?? []).some((f) => f.required && (c.extraValues[f.name] ?? "").trim() === "")
  return { extraProblems: result.problems, error: missing ? validation.formNotFilled : undefined }
}

/** What the order carries: the form's values by name, only when the offer asks for something. */
export const extraFieldsToSend = (c: OnrampContext) => (asksExtraFields(c) ? c.extraValues : undefined)

/** The account's country, when a user who arrives brings one the choice should follow (machines/amountStep.ts). */
export const accountCountry = (c: OnrampContext, user: User | undefined) =>
  arrivingCountry(c, c.catalog?.countries ?? [], user)
/** The choices with that country adopted. */
export const withAccountCountry = (c: OnrampContext, user: User | undefined) =>
  adoptingCountry(c, c.catalog?.countries ?? [], user, withCountry)
