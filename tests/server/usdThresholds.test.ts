// USD thresholds are decided as decimals (issue 14): an order of exactly a minimum meets it, even where a float
// division lands a hair below (200.20 GHS at 15.40 GHS per USD is 13 USD; as floats, 12.999999999999998), and an
// amount a hair below a minimum stays below it (a float reads 99.9999999999999999 as 100).
import { BigDecimal as D, Option } from "effect"
import { describe, expect, it } from "vitest"
import { usdOf } from "../../server/catalog/usdRates.ts"
import { requiredKycLevelOf } from "../../server/kyc/orderRequirement.ts"
import { rewardsFor } from "../../server/onramp/rewards.ts"
import { serverForThisFile } from "../support/server.ts"
import { post } from "../support/signIn.ts"

const server = serverForThisFile()
const d = D.fromStringUnsafe
const campaign = {
  reward: "1 CUSD on your first order of 13 USD or more",
  termsUrl: null,
  termsTitle: null,
  minOrderUsd: "13",
  rewardAsset: "CUSD",
  rewardAmountPerUser: "1",
  orderAssets: ["CUSD"],
  countryIsoCodes: ["GH"],
}
const rules = { onRampMinBasic: 100, onRampMinAdvanced: 1000, offRampMinBasic: 100, offRampMinAdvanced: 1000 }

describe("USD thresholds", () => {
  it("converts a local amount to USD without losing the last cent", () => {
    expect(200.2 / 15.4).toBeLessThan(13)
    expect(D.format(Option.getOrThrow(usdOf(d("200.20"), d("15.40"))))).toBe("13")
    expect(Option.isNone(usdOf(d("200.20"), undefined))).toBe(true)
  })

  it("offers a reward to an order of exactly its minimum, and not to one a cent under", () => {
    const q = { countryIsoCode: "GH", asset: "CUSD" }
    const at = Option.getOrThrow(usdOf(d("200.20"), d("15.40")))
    const under = Option.getOrThrow(usdOf(d("200.19"), d("15.40")))
    expect(rewardsFor([campaign], { ...q, amountUsd: at })).toHaveLength(1)
    expect(rewardsFor([campaign], { ...q, amountUsd: under })).toEqual([])
  })

  it("asks the ID check from exactly the basic minimum, and not a hair below it", () => {
    expect(requiredKycLevelOf("100", "onramp", rules, null)).toBe("basic")
    expect(requiredKycLevelOf("99.9999999999999999", "onramp", rules, null)).toBeUndefined()
    expect(requiredKycLevelOf("1000.00", "offramp", rules, null)).toBe("advanced")
    expect(requiredKycLevelOf("999.99", "offramp", rules, "basic")).toBeUndefined()
  })

  it("reads the rate from the database: 2590 KES at 129.50 is the campaign's 20 USD, 2589 KES is not", async () => {
    const rewards = (amount: number) =>
      post(server, "/api/public/pay-widget/onramp/available-rewards", {
        paymentChannel: "mobile_money",
        network: "CELO",
        asset: "CUSD",
        countryIsoCode: "KE",
        amount,
      }).then((r) => r.json())
    expect(await rewards(2590)).toHaveLength(1)
    expect(await rewards(2589)).toEqual([])
  })
})
