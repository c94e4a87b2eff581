// The on-ramp step bar's rules (spec 1 §2).
import { describe, expect, it } from "vitest"
import { visibleSteps } from "../../screens/onramp/steps.ts"

describe("step bar", () => {
  it("shows every step when the wallet is open and KYC is needed", () => {
    expect(visibleSteps({ current: "Amount", walletFrozen: false, kycRequired: true })).toEqual([
      "Amount",
      "Wallet",
      "ID Check",
      "Verify",
      "Order",
    ])
  })
  it("hides Wallet when the wallet is frozen, and ID Check when no check is needed", () => {
    expect(visibleSteps({ current: "Amount", walletFrozen: true, kycRequired: false })).toEqual([
      "Amount",
      "Verify",
      "Order",
    ])
  })
  it("shows ID Check while it is the current step", () => {
    expect(visibleSteps({ current: "ID Check", walletFrozen: true, kycRequired: false })).toContain("ID Check")
  })
})
