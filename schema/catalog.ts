// What the public catalogue answers (spec 1 §3, §7): countries, payment channels, blockchain assets, the IP's country,
// feature flags. The calls are in catalogApi.ts, apart, so the first screen reads these without the endpoint group
// (issue 17).
import { Schema } from "effect"
import { Asset, Network, PaymentChannel } from "./enums.ts"

export const CountryIsoCode = Schema.String.check(Schema.isPattern(/^[A-Z]{2}$/))
export const Carrier = Schema.Struct({ code: Schema.String, name: Schema.String })
export type Carrier = typeof Carrier.Type

export const PaymentChannelInfo = Schema.Struct({
  paymentChannel: PaymentChannel,
  description: Schema.String,
  carriers: Schema.Array(Carrier),
})
export type PaymentChannelInfo = typeof PaymentChannelInfo.Type

export const Country = Schema.Struct({
  countryIsoCode: Schema.String,
  name: Schema.String,
  icon: Schema.String,
  countryCode: Schema.String,
  currencyIsoCode: Schema.String,
  isBeta: Schema.Boolean,
  paymentChannels: Schema.Array(PaymentChannelInfo),
  onrampOrder: Schema.Number,
  offrampOrder: Schema.Number,
})
export type Country = typeof Country.Type

/** Channels offered per country for one product. */
export const CountryChannels = Schema.Struct({
  countryIsoCode: Schema.String,
  currencyIsoCode: Schema.String,
  paymentChannels: Schema.Array(PaymentChannelInfo),
})
export type CountryChannels = typeof CountryChannels.Type

export const BlockchainAsset = Schema.Struct({
  network: Network,
  asset: Asset,
  assetTitle: Schema.String,
  networkTitle: Schema.String,
  networkShortTitle: Schema.String,
  networkIcon: Schema.String,
  assetIcon: Schema.String,
  contractAddress: Schema.NullOr(Schema.String),
  decimals: Schema.Number,
  priceUsd: Schema.Number,
  canOnramp: Schema.Boolean,
  canOfframp: Schema.Boolean,
  onrampOrder: Schema.Number,
  offrampOrder: Schema.Number,
})
export type BlockchainAsset = typeof BlockchainAsset.Type

export const IpInfo = Schema.Struct({ ip: Schema.String, countryIsoCode: Schema.NullOr(Schema.String) })
export type IpInfo = typeof IpInfo.Type

export const ActiveFeatures = Schema.Struct({
  onRampPayWidgetCreationEnabled: Schema.Boolean,
  offRampPayWidgetEnabled: Schema.Boolean,
  buyGoodsEnabled: Schema.Boolean,
})
export type ActiveFeatures = typeof ActiveFeatures.Type
