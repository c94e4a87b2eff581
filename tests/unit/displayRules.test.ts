// Spec 1 and 2's small display rules (issue 16): the approval time as a relative duration, the reward minimum in the
// asset's units, You Pay as 0 without an offer, and the paybill's default amount.
import { describe, expect, it } from "vitest"
import { defaultPaybillAmount, firstChoices } from "../../machines/offrampContext.ts"
import { rewardMinimum, shownPayAmount } from "../../schema/amountStepRules.ts"
import type { Country } from "../../schema/catalog.ts"
import { formatDuration } from "../../screens/format.ts"

describe("the average approval time (spec 1 §9)", () => {
  it("reads as a duration in its largest whole unit", () => {
    expect(formatDuration(45)).toBe("45 seconds")
    expect(formatDuration(300)).toBe("5 minutes")
    expect(formatDuration(90)).toBe("2 minutes")
    expect(formatDuration(60)).toBe("1 minute")
    expect(formatDuration(7200)).toBe("2 hours")
  })
})

describe("a reward's minimum order (spec 1 §5)", () => {
  it("is the minimum order amount in USD divided by the asset's USD price", () => {
    expect(rewardMinimum(20, 1)).toBe(20)
    expect(rewardMinimum(20, 0.5)).toBe(40)
    // 20 / 0.0077 = 2597.4025…: shown rounded up to the cent, so an order of the amount shown qualifies.
    expect(rewardMinimum(20, 0.0077)).toBe(2597.41)
  })
})

describe("You Pay of the off-ramp (spec 2 §5)", () => {
  it("shows 0 without an offer, and for a negative amount", () => {
    expect(shownPayAmount(undefined)).toBe("0")
    expect(shownPayAmount(-3)).toBe("0")
    expect(shownPayAmount(12.5)).toBe("12.5")
  })
})

describe("the off-ramp's paybill (spec 1 §9: default paybill amount 1000)", () => {
  const kenya: Country = {
    countryIsoCode: "KE",
    name: "Kenya",
    icon: "",
    countryCode: "+254",
    currencyIsoCode: "KES",
    isBeta: false,
    paymentChannels: [],
    onrampOrder: 1,
    offrampOrder: 1,
  }
  const catalog = {
    countries: [kenya],
    channels: [
      {
        countryIsoCode: "KE",
        currencyIsoCode: "KES",
        paymentChannels: [
          { paymentChannel: "mobile_money" as const, description: "", carriers: [] },
          { paymentChannel: "paybill" as const, description: "", carriers: [] },
        ],
      },
    ],
    assets: [],
    enabled: true,
    located: null,
  }
  it("starts at 1000 in local money when the paybill is chosen by the link", () => {
    expect(defaultPaybillAmount).toBe(1000)
    expect(firstChoices({ countryIsoCode: "KE", paymentChannel: "paybill" }, catalog as never, {})).toMatchObject({
      paymentChannel: "paybill",
      currency: "local",
      amount: "1000",
    })
  })
  it("keeps the link's amount, and the 15 USD default for other channels", () => {
    expect(
      firstChoices({ countryIsoCode: "KE", paymentChannel: "paybill", amount: 2500 }, catalog as never, {}),
    ).toMatchObject({ amount: "2500" })
    expect(firstChoices({ countryIsoCode: "KE" }, catalog as never, {})).toMatchObject({
      paymentChannel: "mobile_money",
      amount: "15",
    })
  })
})
