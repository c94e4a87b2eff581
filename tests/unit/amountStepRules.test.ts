// The rules the amount steps share (spec 1 §2, spec 2 §2): the Lisk/USDT warning and when Next may be pressed.
import { describe, expect, it } from "vitest"
import { accountCountryToAdopt, amountNextEnabled, assetNotice, countryProblem } from "../../schema/amountStepRules.ts"
import { notices } from "../../schema/messages.ts"

describe("the asset's warning", () => {
  it("asks for a wallet that supports USDT on Lisk", () => {
    expect(assetNotice({ network: "LISK", asset: "USDT" })).toBe(
      "Make sure your wallet supports USDT on the Lisk network.",
    )
    expect(assetNotice({ network: "LISK", asset: "USDT" })).toBe(notices.liskUsdt)
  })
  it("says nothing for other networks, other assets, or no choice yet", () => {
    expect(assetNotice({ network: "LISK", asset: "USDC" })).toBeUndefined()
    expect(assetNotice({ network: "CELO", asset: "USDT" })).toBeUndefined()
    expect(assetNotice({})).toBeUndefined()
    expect(assetNotice(undefined)).toBeUndefined()
  })
})

describe("the Next button of an amount step", () => {
  const offer = { quoteId: "q-1" }
  it("is enabled with an offer and an amount that breaks no rule", () => {
    expect(amountNextEnabled({ offer, amountProblem: undefined, countryProblem: undefined })).toBe(true)
  })
  it("is disabled without an offer", () => {
    expect(amountNextEnabled({ offer: undefined, amountProblem: undefined, countryProblem: undefined })).toBe(false)
    expect(amountNextEnabled({ offer: null, amountProblem: undefined, countryProblem: undefined })).toBe(false)
  })
  it("is disabled while the amount breaks a rule", () => {
    expect(
      amountNextEnabled({ offer, amountProblem: "Amount of CUSD must be at least 1", countryProblem: undefined }),
    ).toBe(false)
  })
})

describe("the account's country on an amount step (spec 1 §2, §8, spec 2 §8)", () => {
  const offer = { quoteId: "q-1" }
  it("refuses a country other than the signed-in account's, in the spec's words", () => {
    expect(countryProblem("NG", "KE")).toBe("Selected country does not match your account country")
    expect(amountNextEnabled({ offer, amountProblem: undefined, countryProblem: countryProblem("NG", "KE") })).toBe(
      false,
    )
  })
  it("says nothing for the account's own country, or without an account", () => {
    expect(countryProblem("KE", "KE")).toBeUndefined()
    expect(countryProblem("KE", undefined)).toBeUndefined()
    expect(countryProblem("KE", null)).toBeUndefined()
  })
})

describe("an account that arrives after the first choices (spec 1 §4 country choice)", () => {
  const facts = { configured: undefined, current: "KE", knownAccount: undefined, offered: ["KE", "NG", "GH"] }
  it("brings its country in place of a stored or located one", () => {
    expect(accountCountryToAdopt({ ...facts, arrivingAccount: "NG" })).toBe("NG")
  })
  it("leaves the integrator's configured country", () => {
    expect(accountCountryToAdopt({ ...facts, configured: "KE", arrivingAccount: "NG" })).toBeUndefined()
  })
  it("leaves the choice alone when the same account is told again", () => {
    expect(accountCountryToAdopt({ ...facts, knownAccount: "NG", arrivingAccount: "NG" })).toBeUndefined()
  })
  it("ignores a country that is not offered, and a user without one", () => {
    expect(accountCountryToAdopt({ ...facts, arrivingAccount: "ZA" })).toBeUndefined()
    expect(accountCountryToAdopt({ ...facts, arrivingAccount: null })).toBeUndefined()
  })
})
