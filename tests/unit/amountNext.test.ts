// Spec 1 §2 / spec 2 §2: on the amount step, Next is taken only with an offer for the amount as typed and an amount
// that breaks no rule; the charts' own guard says so, so the button (which asks the chart) cannot disagree.
import { describe, expect, it } from "vitest"
import { offrampMachine } from "../../machines/offramp.ts"
import type { OfframpContext } from "../../machines/offrampContext.ts"
import { onrampMachine } from "../../machines/onramp.ts"
import type { OnrampContext } from "../../machines/onrampContext.ts"

const limits = { localCurrencyLimits: { min: 100, max: 50_000, withCents: false }, cryptoLimits: { min: 1, max: 500 } }
const onrampQuoted = (amount: string, quote: unknown) =>
  onrampMachine.resolveState({
    value: { amount: "quoted" },
    context: { amount, currency: "local", limits, quote, config: {} } as unknown as OnrampContext,
  })

describe("Next on the on-ramp amount", () => {
  it("is taken with an offer and an amount inside the limits", () => {
    expect(onrampQuoted("1000", { quoteId: "q" }).can({ type: "next" })).toBe(true)
  })
  it("is refused below the minimum, even with an offer still shown", () => {
    expect(onrampQuoted("50", { quoteId: "q" }).can({ type: "next" })).toBe(false)
  })
  it("is refused without an offer", () => {
    expect(onrampQuoted("1000", undefined).can({ type: "next" })).toBe(false)
  })
})

const offrampQuoted = (amount: string, quote: unknown) =>
  offrampMachine.resolveState({
    value: { amount: "quoted" },
    context: {
      amount,
      currency: "crypto",
      limits: { minCrypto: 2, maxCrypto: 1000, minLocalCurrency: 200, maxLocalCurrency: 100_000 },
      quote,
      config: {},
    } as unknown as OfframpContext,
  })

describe("Next on the off-ramp amount", () => {
  it("is taken with an offer and an amount inside the limits", () => {
    expect(offrampQuoted("20", { quoteId: "q" }).can({ type: "next" })).toBe(true)
  })
  it("is refused above the maximum, even with an offer still shown", () => {
    expect(offrampQuoted("5000", { quoteId: "q" }).can({ type: "next" })).toBe(false)
  })
  it("is refused without an offer", () => {
    expect(offrampQuoted("20", null).can({ type: "next" })).toBe(false)
  })
})
