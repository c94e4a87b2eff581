// Spec 1 §2: "Unknown extra parameters are kept in session storage as the initial query." What is kept of an
// address, and what a link reads back.
import { describe, expect, it } from "vitest"
import { readQueryConfig } from "../../schema/config.ts"
import { initialQueryToKeep, readInitialQuery } from "../../schema/initialQuery.ts"

const keptOf = (search: string) => initialQueryToKeep(readQueryConfig(search).config.extra)

describe("the initial query", () => {
  it("is the address's unknown parameters, as written, and none of the known ones", () => {
    // `lang` and `theme` are the widget's own since issue 19; `campaign` is the integrator's.
    const kept = keptOf(
      "network=celo&amount=2000&partner_ref=A-17&lang=sw&theme=dark&campaign=nov&orderParams=x&utm_source=news",
    )
    expect(readInitialQuery(kept)).toEqual({ partner_ref: "A-17", campaign: "nov" })
  })

  it("keeps nothing new for an address without unknown parameters, so what the tab kept stays", () => {
    expect(keptOf("network=celo&amount=2000")).toBeUndefined()
  })

  it("reads as none when nothing, or something unreadable, is kept", () => {
    expect(readInitialQuery(undefined)).toEqual({})
    expect(readInitialQuery("not json")).toEqual({})
    expect(readInitialQuery('["a"]')).toEqual({})
    expect(readInitialQuery('{"a":"1","b":2}')).toEqual({ a: "1" })
  })
})
