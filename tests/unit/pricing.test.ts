// Quotes from an agent's offer, in decimals: the user receives what they pay for, less the fee and the gas.
import { BigDecimal as D } from "effect"
import { describe, expect, it } from "vitest"
import { better, limitsOf, priceOffer } from "../../server/onramp/pricing.ts"

const d = D.fromStringUnsafe
const offer = { usdRate: d("130"), feeBps: 50, minLocal: d("130"), maxLocal: d("650000"), liquidity: d("10000") }
const usdc = { priceUsd: d("1"), gasUsd: d("0.05") }
const text = (n: D.BigDecimal | undefined) => (n ? D.format(D.normalize(n)) : undefined)

describe("pricing an offer", () => {
  it("turns local money into crypto at the agent's rate, less fee and gas", () => {
    const priced = priceOffer(offer, usdc, { currency: "local", amount: d("1300"), localScale: 0 })
    expect(text(priced?.rate)).toBe("130")
    expect(text(priced?.cryptoAmount)).toBe("10")
    expect(text(priced?.cryptoFeeAmount)).toBe("0.05")
    expect(text(priced?.cryptoGasAmount)).toBe("0.05")
    expect(text(priced?.cryptoWithdrawAmount)).toBe("9.9")
    expect(text(priced?.usdWithdrawAmount)).toBe("9.9")
  })

  it("prices a crypto amount to receive, rounding what to pay up", () => {
    const priced = priceOffer(offer, usdc, { currency: "crypto", amount: d("9.9"), localScale: 0 })
    expect(text(priced?.localCurrencyAmount)).toBe("1300")
    expect(D.isGreaterThanOrEqualTo(priced?.cryptoWithdrawAmount ?? d("0"), d("9.9"))).toBe(true)
  })

  it("serves nothing outside the agent's limits, beyond its liquidity, or when gas eats the amount", () => {
    expect(priceOffer(offer, usdc, { currency: "local", amount: d("129"), localScale: 0 })).toBeUndefined()
    expect(priceOffer(offer, usdc, { currency: "local", amount: d("650001"), localScale: 0 })).toBeUndefined()
    expect(
      priceOffer({ ...offer, liquidity: d("5") }, usdc, { currency: "local", amount: d("1300"), localScale: 0 }),
    ).toBeUndefined()
    expect(
      priceOffer(
        { ...offer, minLocal: d("1") },
        { priceUsd: d("1"), gasUsd: d("1.5") },
        { currency: "local", amount: d("130"), localScale: 0 },
      ),
    ).toBeUndefined()
  })

  it("prices an asset not worth a dollar by its price", () => {
    const ckes = { priceUsd: d("0.0077"), gasUsd: d("0.05") }
    const priced = priceOffer({ ...offer, liquidity: d("10000000") }, ckes, {
      currency: "local",
      amount: d("1300"),
      localScale: 0,
    })
    expect(text(priced?.rate)).toBe("1.001")
  })

  it("prefers the offer that gives the user more", () => {
    const a = priceOffer(offer, usdc, { currency: "local", amount: d("1300"), localScale: 0 })
    const b = priceOffer({ ...offer, usdRate: d("131") }, usdc, { currency: "local", amount: d("1300"), localScale: 0 })
    if (!a || !b) throw new Error("both offers serve the amount")
    expect(better("local")(a, b)).toBe(true)
    expect(better("local")(b, a)).toBe(false)
  })

  it("spans limits from the lowest minimum to the most any agent can serve", () => {
    const limits = limitsOf([offer, { ...offer, minLocal: d("650"), liquidity: d("100") }], usdc)
    expect(text(limits?.minLocal)).toBe("130")
    expect(text(limits?.maxLocal)).toBe("650000")
    expect(limitsOf([], usdc)).toBeUndefined()
  })
})
