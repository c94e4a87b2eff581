// What the auto-order route reads of its link: the flow, and for a refused parameter the reason it shows and the
// configuration the journey still starts with.
import { describe, expect, it } from "vitest"
import { readConfiguration } from "../../machines/autoOrder.ts"

describe("readConfiguration", () => {
  it("takes the flow from the link, on-ramp when none is given", () => {
    expect(readConfiguration("flow=offramp&amount=20").flow).toBe("offramp")
    expect(readConfiguration("amount=20").flow).toBe("onramp")
    expect(readConfiguration("amount=20").notice).toBeUndefined()
  })

  it("keeps the query as given, for a signed link's check", () => {
    expect(readConfiguration("network=celo&signature=abc").query).toEqual({ network: "celo", signature: "abc" })
  })

  it("names a refused parameter and starts without it, keeping the rest", () => {
    const read = readConfiguration("flow=offramp&network=CELO&asset=USDC&countryIsoCode=KE&amount=lots")
    expect(read.notice).toBe('Query parameter "amount" is invalid: expected a number.')
    expect(read.flow).toBe("offramp")
    expect(read.config).toMatchObject({ network: "CELO", asset: "USDC", countryIsoCode: "KE" })
    expect(read.config.amount).toBeUndefined()
    expect(read.query).not.toHaveProperty("amount")
  })

  it("drops the currency with a refused amount: it would count the journey's default amount", () => {
    const read = readConfiguration("amount=-5&currency=local&countryIsoCode=KE")
    expect(read.config.currency).toBeUndefined()
    expect(read.config.countryIsoCode).toBe("KE")
  })

  it("falls back to the on-ramp when the flow itself is refused", () => {
    const read = readConfiguration("flow=swap&amount=20")
    expect(read.flow).toBe("onramp")
    expect(read.notice).toContain('"flow"')
    expect(read.config.amount).toBe(20)
  })
})
