// Which identity check an order needs (spec 1 §5), over every amount, product, rule set and passed level.
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { KycLevel, Product } from "../../schema/enums.ts"
import type { KycRules } from "../../schema/kyc.ts"
import { levelCovers, requiredKycLevel } from "../../schema/kycRequirement.ts"

const rules = fc
  .tuple(
    fc.integer({ min: 1, max: 5000 }),
    fc.integer({ min: 1, max: 5000 }),
    fc.integer({ min: 1, max: 5000 }),
    fc.integer({ min: 1, max: 5000 }),
  )
  .map(([a, b, c, d]) => ({
    onRampMinBasic: Math.min(a, b),
    onRampMinAdvanced: Math.max(a, b),
    offRampMinBasic: Math.min(c, d),
    offRampMinAdvanced: Math.max(c, d),
  }))
const product = fc.constantFrom<Product>("onramp", "offramp")
const passed = fc.constantFrom<KycLevel | null>(null, "basic", "advanced")
const amount = fc.double({ min: 0, max: 10_000, noNaN: true })
const minimums = (r: KycRules, p: Product): readonly [number, number] =>
  p === "onramp" ? [r.onRampMinBasic, r.onRampMinAdvanced] : [r.offRampMinBasic, r.offRampMinAdvanced]

describe("KYC requirement", () => {
  it("asks nothing of a user who passed advanced", () => {
    fc.assert(
      fc.property(amount, product, rules, (amountUsd, p, r) => {
        expect(requiredKycLevel({ amountUsd, product: p, rules: r, passed: "advanced" })).toBeUndefined()
      }),
    )
  })

  it("asks nothing below the basic minimum of the product", () => {
    fc.assert(
      fc.property(product, rules, passed, fc.double({ min: 0, max: 1, noNaN: true }), (p, r, level, f) => {
        const [basic] = minimums(r, p)
        const amountUsd = basic * f * 0.999
        expect(requiredKycLevel({ amountUsd, product: p, rules: r, passed: level })).toBeUndefined()
      }),
    )
  })

  it("asks advanced at or above the advanced minimum, unless advanced is passed", () => {
    fc.assert(
      fc.property(
        product,
        rules,
        fc.constantFrom<KycLevel | null>(null, "basic"),
        fc.double({ min: 0, max: 5000, noNaN: true }),
        (p, r, level, extra) => {
          const [, advanced] = minimums(r, p)
          expect(requiredKycLevel({ amountUsd: advanced + extra, product: p, rules: r, passed: level })).toBe(
            "advanced",
          )
        },
      ),
    )
  })

  it("asks basic between the two minimums, and nothing once basic is passed", () => {
    fc.assert(
      fc.property(product, rules, fc.double({ min: 0, max: 1, noNaN: true }), (p, r, f) => {
        const [basic, advanced] = minimums(r, p)
        fc.pre(advanced > basic)
        const amountUsd = basic + (advanced - basic) * f * 0.999
        expect(requiredKycLevel({ amountUsd, product: p, rules: r, passed: null })).toBe("basic")
        expect(requiredKycLevel({ amountUsd, product: p, rules: r, passed: "basic" })).toBeUndefined()
      }),
    )
  })

  it("uses the minimums of the product asked about", () => {
    const r = { onRampMinBasic: 100, onRampMinAdvanced: 1000, offRampMinBasic: 10, offRampMinAdvanced: 50 }
    expect(requiredKycLevel({ amountUsd: 60, product: "onramp", rules: r, passed: null })).toBeUndefined()
    expect(requiredKycLevel({ amountUsd: 60, product: "offramp", rules: r, passed: null })).toBe("advanced")
  })

  it("knows which passed level covers which need", () => {
    expect(levelCovers("advanced", "basic")).toBe(true)
    expect(levelCovers("basic", "basic")).toBe(true)
    expect(levelCovers("basic", "advanced")).toBe(false)
    expect(levelCovers(null, "basic")).toBe(false)
  })
})
