// Every on/off parameter read one way (README "Configuration parameters"): present without a value, true or 1 turn
// it on; false or 0 leave it off; anything else is refused with a notice naming the parameter. Read as the router
// hands the address over (it turns "false" and "0" into a boolean and a number), as the widget's pages do.
import { describe, expect, it } from "vitest"
import { readQueryConfig, telegramFlagOn } from "../../schema/config.ts"
import { parseSearch, queryOf } from "../../screens/searchParams.ts"

const read = (search: string) => readQueryConfig(queryOf(parseSearch(search)))

describe("an integrator's flag, as a page of the widget reads it", () => {
  for (const parameter of ["hideSwitch", "noRedirect", "freezeAmount", "manualFlow", "hideAddressField"] as const) {
    it(`${parameter}: true, 1 or no value turn it on; false and 0 leave it off`, () => {
      expect(read(`?${parameter}=true`).config[parameter]).toBe(true)
      expect(read(`?${parameter}=1`).config[parameter]).toBe(true)
      expect(read(`?${parameter}`).config[parameter]).toBe(true)
      expect(read(`?${parameter}=false`).config[parameter]).toBe(false)
      expect(read(`?${parameter}=0`).config[parameter]).toBe(false)
      expect(read(`?${parameter}=0`).notice).toBeUndefined()
    })
    it(`${parameter}: another value is refused with a notice naming it, and the rest of the link holds`, () => {
      for (const value of ["yes", "maybe", "2", "off"]) {
        const refused = read(`?${parameter}=${value}&countryIsoCode=KE`)
        expect(refused.config[parameter]).toBeUndefined()
        expect(refused.config.countryIsoCode).toBe("KE")
        expect(refused.notice).toBe(`Query parameter "${parameter}" is invalid: expected true, false, 1 or 0.`)
      }
    })
  }
})

describe("the telegram flag the server and the start read from the address", () => {
  it("is on for true, 1 or no value, and off for false, 0, another value or none", () => {
    const on = (query: string) => telegramFlagOn(new URLSearchParams(query))
    expect([on("telegram=true"), on("telegram=1"), on("telegram")]).toEqual([true, true, true])
    expect([on("telegram=false"), on("telegram=0"), on("telegram=yes"), on("")]).toEqual([false, false, false, false])
  })
})
