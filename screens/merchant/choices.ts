// What the generator's pickers offer, from the catalogue the widget reads (countries with their channels and
// carriers, blockchain assets), for the chosen flow; and the form with choices that are no longer offered cleared.
import type { BlockchainAsset, Country, CountryChannels } from "../../schema/catalog.ts"
import { paymentChannelTitle } from "../../schema/labels.ts"
import type { MerchantForm } from "../../schema/merchantLink.ts"
import type { OfframpCountryChannels } from "../../schema/offrampModels.ts"
import type { PickerOption } from "../ui/Picker.tsx"

export interface MerchantCatalog {
  readonly countries: ReadonlyArray<Country>
  readonly assets: ReadonlyArray<BlockchainAsset>
  /** Channels open for buying per country (the countries' own also name those open only for selling). */
  readonly onrampChannels: ReadonlyArray<CountryChannels>
  /** Off-ramp payout channels per country. */
  readonly offrampChannels: ReadonlyArray<OfframpCountryChannels>
}

type Choice = Pick<MerchantForm, "flow" | "countryIsoCode" | "paymentChannel" | "network">

const channelsOf = (catalog: MerchantCatalog, form: Choice) =>
  form.flow === "onramp"
    ? (catalog.onrampChannels.find((c) => c.countryIsoCode === form.countryIsoCode)?.paymentChannels ?? [])
    : (catalog.offrampChannels.find((c) => c.countryIsoCode === form.countryIsoCode)?.paymentChannels ?? [])

const tradable = (catalog: MerchantCatalog, form: Choice) =>
  catalog.assets.filter((a) => (form.flow === "onramp" ? a.canOnramp : a.canOfframp))

export const countryOptions = (catalog: MerchantCatalog, form: Choice): ReadonlyArray<PickerOption> => {
  const offered = (country: Country) =>
    channelsOf(catalog, { ...form, countryIsoCode: country.countryIsoCode }).length > 0
  return catalog.countries
    .filter(offered)
    .map((c) => ({ value: c.countryIsoCode, title: c.name, icon: c.icon, isBeta: c.isBeta }))
}

export const channelOptions = (catalog: MerchantCatalog, form: Choice): ReadonlyArray<PickerOption> =>
  channelsOf(catalog, form).map((ch) => ({ value: ch.paymentChannel, title: paymentChannelTitle[ch.paymentChannel] }))

export const carrierOptions = (catalog: MerchantCatalog, form: Choice): ReadonlyArray<PickerOption> => {
  const channel = channelsOf(catalog, form).find((ch) => ch.paymentChannel === form.paymentChannel)
  return (channel?.carriers ?? []).map((carrier) => ({ value: carrier.code, title: carrier.name }))
}

export const networkOptions = (catalog: MerchantCatalog, form: Choice): ReadonlyArray<PickerOption> => {
  const seen = new Map<string, PickerOption>()
  for (const a of tradable(catalog, form))
    if (!seen.has(a.network)) seen.set(a.network, { value: a.network, title: a.networkTitle, icon: a.networkIcon })
  return [...seen.values()]
}

/** The chosen network's assets, or every asset code when the customer chooses the network. */
export const assetOptions = (catalog: MerchantCatalog, form: Choice): ReadonlyArray<PickerOption> => {
  const seen = new Map<string, PickerOption>()
  for (const a of tradable(catalog, form))
    if ((form.network === "" || a.network === form.network) && !seen.has(a.asset))
      seen.set(a.asset, { value: a.asset, title: a.asset, icon: a.assetIcon })
  return [...seen.values()]
}

const kept = (value: string, options: ReadonlyArray<PickerOption>) =>
  value === "" || options.some((o) => o.value === value) ? value : ""

/** The form with every picked value the catalogue no longer offers for the choices above it set back to empty.
 * Before the catalogue has loaded nothing is cleared. */
export const settle = (form: MerchantForm, catalog: MerchantCatalog | undefined): MerchantForm => {
  if (!catalog) return form
  const countryIsoCode = kept(form.countryIsoCode, countryOptions(catalog, form))
  const paymentChannel = kept(form.paymentChannel, channelOptions(catalog, { ...form, countryIsoCode }))
  const carrierCode = kept(form.carrierCode, carrierOptions(catalog, { ...form, countryIsoCode, paymentChannel }))
  const network = kept(form.network, networkOptions(catalog, form))
  const asset = kept(form.asset, assetOptions(catalog, { ...form, network }))
  return { ...form, countryIsoCode, paymentChannel, carrierCode, network, asset }
}
