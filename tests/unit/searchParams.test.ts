// The router hands the widget every query value as the integrator wrote it (screens/searchParams.ts): the text
// that screens turn back into a query string for schema/config.ts is the text of the address.
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { parseSearch as parseAny, stringifySearch, widgetQueryOf } from "../../screens/searchParams.ts"

const parseSearch = (search: string) => parseAny(search) as Record<string, unknown>

/** What the journeys do with a parsed value before decoding the configuration (screens/onramp/journey.tsx). */
const textOf = (value: unknown) => (typeof value === "object" && value !== null ? JSON.stringify(value) : String(value))
const query = (entries: ReadonlyArray<readonly [string, string]>) =>
  new URLSearchParams(entries.map(([key, value]) => [key, value])).toString()
const plainText = fc.string({ maxLength: 30, unit: "grapheme" }).filter((s) => !s.startsWith("{") && !s.startsWith("["))
const entries = fc.uniqueArray(fc.tuple(fc.stringMatching(/^[a-zA-Z_]{1,12}$/), plainText), {
  selector: ([key]) => key,
  maxLength: 8,
})

describe("query values in the router", () => {
  it("keep the text of every value that is not a JSON object or array", () => {
    fc.assert(
      fc.property(entries, (given) => {
        const parsed = parseSearch(`?${query(given)}`)
        for (const [key, value] of given) expect(textOf(parsed[key])).toBe(value)
      }),
      { numRuns: 300 },
    )
  })

  it("keep long numeric memos, decimals as written and quoted texts", () => {
    const parsed = parseSearch("?memo=12345678901234567890&closeBtn=1.50&callbackBtnText=%22Done%22&amount=2000")
    expect(parsed).toMatchObject({ memo: "12345678901234567890", closeBtn: "1.50", callbackBtnText: '"Done"' })
    expect(textOf(parsed.amount)).toBe("2000")
  })

  it("read requiredFields as the object it encodes, and write it back as JSON", () => {
    const requiredFields = { idNumber: "8001015009087", accountType: "savings" }
    const parsed = parseSearch(`?requiredFields=${encodeURIComponent(JSON.stringify(requiredFields))}`)
    expect(parsed.requiredFields).toEqual(requiredFields)
    expect(parseSearch(stringifySearch(parsed))).toEqual(parsed)
  })

  it("read back what they write, as navigation keeps the query from route to route", () => {
    fc.assert(
      fc.property(entries, (given) => {
        const parsed = parseSearch(`?${query(given)}`)
        expect(parseSearch(stringifySearch(parsed))).toEqual(parsed)
      }),
    )
  })
})

describe("the configuration the router reads from the address (the root route's `query`)", () => {
  it("reads the values as written: a long memo stays exact, false and 0 are flags that are off", () => {
    const reading = widgetQueryOf(parseSearch("?memo=12345678901234567890&freezeAmount=false&hideSwitch=0"))
    expect(reading.config).toMatchObject({ memo: "12345678901234567890", freezeAmount: false, hideSwitch: false })
    expect(reading.refused).toEqual([])
  })

  it("names a refused parameter, and answers the same reading while the address is the same", () => {
    const first = widgetQueryOf(parseSearch("?network=FOO&asset=USDC"))
    expect(first.refused.map((r) => r.parameter)).toEqual(["network"])
    expect(widgetQueryOf(parseSearch("?network=FOO&asset=USDC"))).toBe(first)
    expect(widgetQueryOf(parseSearch("?network=CELO&asset=USDC")).refused).toEqual([])
  })
})
