// The journey's first choices, from the integrator's configuration and the catalogue (spec 1 §4, §9).
import type { Country, CountryChannels } from "../schema/catalog.ts"
import { amountAfterAssetSwitch, amountCurrency, chooseCountry } from "../schema/onrampRules.ts"
import type { OnrampCatalog, OnrampConfig, OnrampContext } from "./onrampContext.ts"

/**
 * The countries as the on-ramp offers them: each with its channels open for buying (onramp/payment-channels, in
 * display order), none when it has none. /util/countries also names the channels open only for selling.
 */
export const buyingCountries = (
  countries: ReadonlyArray<Country>,
  channels: ReadonlyArray<CountryChannels>,
): ReadonlyArray<Country> =>
  countries.map((country) => ({
    ...country,
    paymentChannels: channels.find((c) => c.countryIsoCode === country.countryIsoCode)?.paymentChannels ?? [],
  }))

/** Spec 1 §9: 15 USD by default, 20 in Brazil, offered as the amount to receive. */
const defaultUsd = (country: string | undefined) => (country === "BR" ? 20 : 15)

export const firstChoices = (
  config: OnrampConfig,
  catalog: OnrampCatalog,
  remembered: { readonly stored?: string | undefined; readonly account?: string | null | undefined } = {},
): Partial<OnrampContext> => {
  const buyable = catalog.countries.filter((c) => c.paymentChannels.length > 0)
  const country = chooseCountry(
    {
      configured: config.countryIsoCode,
      account: remembered.account,
      stored: remembered.stored,
      located: catalog.located,
    },
    buyable.map((c) => c.countryIsoCode),
  )
  const channels = buyable.find((c) => c.countryIsoCode === country)?.paymentChannels ?? []
  const channel = channels.find((c) => c.paymentChannel === config.paymentChannel) ?? channels[0]
  const carrier = channel?.carriers.find((c) => c.code === config.carrierCode) ?? channel?.carriers[0]
  const assets = catalog.assets.filter((a) => a.canOnramp).toSorted((a, b) => a.onrampOrder - b.onrampOrder)
  const configured = catalog.assets.find((a) => a.network === config.network && a.asset === config.asset)
  // A configured asset that cannot be bought is the integrator's misconfiguration, not a reason to pick another.
  const asset = config.network || config.asset ? (configured?.canOnramp ? configured : undefined) : assets[0]
  const currency = amountCurrency(config.currency, config.amount)
  const amount =
    config.amount !== undefined
      ? String(config.amount)
      : amountAfterAssetSwitch(String(defaultUsd(country)), 1, asset?.priceUsd ?? 1)
  return {
    country,
    paymentChannel: channel?.paymentChannel,
    carrierCode: carrier?.code,
    network: asset?.network,
    asset: asset?.asset,
    currency,
    amount,
    address: config.address ?? "",
    memo: config.memo ?? "",
  }
}
