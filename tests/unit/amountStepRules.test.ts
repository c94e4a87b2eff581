// The rules the amount steps share (spec 1 §2, spec 2 §2): the Lisk/USDT warning and when Next may be pressed.
import { describe, expect, it } from "vitest"
import { amountNextEnabled, assetNotice } from "../../schema/amountStepRules.ts"
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
    expect(amountNextEnabled({ offer, amountProblem: undefined })).toBe(true)
  })
  it("is disabled without an offer", () => {
    expect(amountNextEnabled({ offer: undefined, amountProblem: undefined })).toBe(false)
    expect(amountNextEnabled({ offer: null, amountProblem: undefined })).toBe(false)
  })
  it("is disabled while the amount breaks a rule", () => {
    expect(amountNextEnabled({ offer, amountProblem: "Amount of CUSD must be at least 1" })).toBe(false)
  })
})
