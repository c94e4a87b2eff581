// What the merchant link generator's pickers offer from the catalogue, per flow, and the choices it clears when a
// choice above them changes (screens/merchant/choices.ts).
import { describe, expect, it } from "vitest"
import type { BlockchainAsset, Country } from "../../schema/catalog.ts"
import { emptyMerchantForm } from "../../schema/merchantLink.ts"
import type { OfframpCountryChannels } from "../../schema/offrampModels.ts"
import {
  assetOptions,
  carrierOptions,
  channelOptions,
  countryOptions,
  type MerchantCatalog,
  networkOptions,
  settle,
} from "../../screens/merchant/choices.ts"

const country = (countryIsoCode: string, name: string, channels: Country["paymentChannels"]): Country => ({
  countryIsoCode,
  name,
  icon: "",
  countryCode: "",
  currencyIsoCode: "",
  isBeta: false,
  paymentChannels: channels,
  onrampOrder: 0,
  offrampOrder: 0,
})
const asset = (network: BlockchainAsset["network"], code: BlockchainAsset["asset"], canOfframp: boolean) =>
  ({
    network,
    asset: code,
    networkTitle: network,
    networkIcon: "",
    assetIcon: "",
    canOnramp: true,
    canOfframp,
  }) as BlockchainAsset

const safaricom = { code: "safaricom", name: "Safaricom" }
const catalog: MerchantCatalog = {
  countries: [
    // The countries' list names every channel of a country, paybill too though it is open only for selling.
    country("KE", "Kenya", [
      { paymentChannel: "mobile_money", description: "", carriers: [safaricom] },
      { paymentChannel: "paybill", description: "", carriers: [] },
      { paymentChannel: "airtime", description: "", carriers: [] },
    ]),
    country("NG", "Nigeria", [{ paymentChannel: "bank", description: "", carriers: [{ code: "opay", name: "OPay" }] }]),
    country("GH", "Ghana", [{ paymentChannel: "bank", description: "", carriers: [] }]),
    country("BR", "Brazil", []),
  ],
  onrampChannels: [
    {
      countryIsoCode: "KE",
      currencyIsoCode: "KES",
      paymentChannels: [
        { paymentChannel: "mobile_money", description: "", carriers: [safaricom] },
        { paymentChannel: "airtime", description: "", carriers: [] },
      ],
    },
    {
      countryIsoCode: "NG",
      currencyIsoCode: "NGN",
      paymentChannels: [{ paymentChannel: "bank", description: "", carriers: [{ code: "opay", name: "OPay" }] }],
    },
  ],
  offrampChannels: [
    {
      countryIsoCode: "KE",
      currencyIsoCode: "KES",
      paymentChannels: [{ paymentChannel: "mobile_money", description: "", carriers: [safaricom], requiredFields: {} }],
    } satisfies OfframpCountryChannels,
  ],
  assets: [asset("CELO", "CUSD", false), asset("CELO", "USDC", true), asset("STELLAR", "USDC", true)],
}
const values = (options: ReadonlyArray<{ readonly value: string }>) => options.map((o) => o.value)
const buying = emptyMerchantForm
const selling = { ...emptyMerchantForm, flow: "offramp" as const }

describe("merchant link choices", () => {
  it("offer the countries, channels and carriers of the flow, buying ones from the on-ramp's channel call", () => {
    expect(values(countryOptions(catalog, buying))).toEqual(["KE", "NG"])
    expect(values(countryOptions(catalog, selling))).toEqual(["KE"])
    expect(values(channelOptions(catalog, { ...buying, countryIsoCode: "KE" }))).toEqual(["mobile_money", "airtime"])
    expect(values(channelOptions(catalog, { ...selling, countryIsoCode: "KE" }))).toEqual(["mobile_money"])
    const ke = { ...buying, countryIsoCode: "KE" }
    expect(values(carrierOptions(catalog, { ...ke, paymentChannel: "mobile_money" }))).toEqual(["safaricom"])
    expect(values(carrierOptions(catalog, { ...ke, paymentChannel: "airtime" }))).toEqual([])
  })

  it("offer the networks and assets that can be bought or sold, the assets of the chosen network", () => {
    expect(values(networkOptions(catalog, buying))).toEqual(["CELO", "STELLAR"])
    expect(values(assetOptions(catalog, buying))).toEqual(["CUSD", "USDC"])
    expect(values(assetOptions(catalog, { ...buying, network: "STELLAR" }))).toEqual(["USDC"])
    expect(values(assetOptions(catalog, { ...selling, network: "CELO" }))).toEqual(["USDC"])
  })

  it("clear what the choices above no longer offer, and nothing before the catalogue is there", () => {
    const chosen = {
      ...buying,
      countryIsoCode: "KE",
      paymentChannel: "mobile_money",
      carrierCode: "safaricom",
      network: "CELO",
      asset: "CUSD",
    }
    expect(settle(chosen, catalog)).toEqual(chosen)
    expect(settle({ ...chosen, countryIsoCode: "NG" }, catalog)).toMatchObject({ paymentChannel: "", carrierCode: "" })
    expect(settle({ ...chosen, network: "STELLAR" }, catalog)).toMatchObject({ network: "STELLAR", asset: "" })
    // Selling: CUSD cannot be sold, airtime pays nothing out.
    expect(settle({ ...chosen, flow: "offramp", paymentChannel: "airtime" }, catalog)).toMatchObject({
      countryIsoCode: "KE",
      paymentChannel: "",
      asset: "",
    })
    expect(settle({ ...chosen, countryIsoCode: "NG" }, undefined)).toMatchObject({ paymentChannel: "mobile_money" })
  })
})
