// The on-ramp's first choice of payment method comes from the channels open for buying (spec 1 §7
// onramp/payment-channels), not from the countries' list, which also names the channels open only for selling.
import { describe, expect, it } from "vitest"
import { buyingCountries, firstChoices } from "../../machines/onrampStart.ts"
import type { Country, CountryChannels, PaymentChannelInfo } from "../../schema/catalog.ts"
import type { PaymentChannel } from "../../schema/enums.ts"

const channel = (paymentChannel: PaymentChannel): PaymentChannelInfo => ({
  paymentChannel,
  description: paymentChannel,
  carriers: [],
})
const country = (countryIsoCode: string, channels: ReadonlyArray<PaymentChannel>): Country => ({
  countryIsoCode,
  name: countryIsoCode,
  icon: "",
  countryCode: "+1",
  currencyIsoCode: "XXX",
  isBeta: false,
  paymentChannels: channels.map(channel),
  onrampOrder: 1,
  offrampOrder: 1,
})
const buying = (countryIsoCode: string, channels: ReadonlyArray<PaymentChannel>): CountryChannels => ({
  countryIsoCode,
  currencyIsoCode: "XXX",
  paymentChannels: channels.map(channel),
})

// As the sandbox answers: every channel of a country in /util/countries, the buying ones in onramp/payment-channels.
const countries = [
  country("KE", ["bank", "mobile_money", "paybill", "buy_goods", "airtime"]),
  country("GH", ["bank", "mobile_money", "airtime"]),
  country("BW", ["bank"]),
]
const onrampChannels = [buying("KE", ["bank", "mobile_money", "airtime"]), buying("GH", ["mobile_money", "airtime"])]
const catalog = {
  countries: buyingCountries(countries, onrampChannels),
  assets: [],
  creationEnabled: true,
  located: null,
}

describe("the on-ramp's payment methods", () => {
  it("are each country's channels open for buying; a country with none is not offered", () => {
    const methods = Object.fromEntries(
      catalog.countries.map((c) => [c.countryIsoCode, c.paymentChannels.map((p) => p.paymentChannel)]),
    )
    expect(methods).toEqual({ KE: ["bank", "mobile_money", "airtime"], GH: ["mobile_money", "airtime"], BW: [] })
  })

  it("start in Ghana on mobile money, the first channel open for buying", () => {
    expect(firstChoices({ countryIsoCode: "GH" }, catalog)).toMatchObject({
      country: "GH",
      paymentChannel: "mobile_money",
    })
  })

  it("keep an integrator's channel when it is open for buying, else take the first open one", () => {
    expect(firstChoices({ countryIsoCode: "KE", paymentChannel: "airtime" }, catalog).paymentChannel).toBe("airtime")
    expect(firstChoices({ countryIsoCode: "KE", paymentChannel: "paybill" }, catalog).paymentChannel).toBe("bank")
  })
})
