// The amount step's country rules both journeys share (machines/amountStep.ts; spec 1 §4 country choice order: the
// user's choice, the configured country, the account's, the stored one, the located one): the account's country is
// adopted when a session arrives late, only where the journey can be paid; the first choices remember the stored and
// the account's country.
import { describe, expect, it } from "vitest"
import { type AmountStepFields, adoptingCountry, arrivingCountry, remembered } from "../../machines/amountStep.ts"
import type { User } from "../../schema/auth.ts"
import { user } from "../model/fixtures.ts"

const account = (countryIsoCode: string): User => ({ ...user, countryIsoCode })

/** Kenya chosen (located or stored), nobody signed in yet, no country in the link. */
const choices: AmountStepFields = {
  config: {},
  storedCountry: "KE",
  country: "KE",
  user: undefined,
  quote: undefined,
}
const payable = (countryIsoCode: string) => ({ countryIsoCode, paymentChannels: [{ paymentChannel: "mobile_money" }] })
const unpayable = (countryIsoCode: string) => ({ countryIsoCode, paymentChannels: [] })

describe("the account's country arriving after the first choices", () => {
  it("is adopted where the journey has a payment channel for it", () => {
    expect(arrivingCountry(choices, [payable("KE"), payable("NG")], account("NG"))).toBe("NG")
  })
  it("is not adopted where the journey offers no payment channel", () => {
    expect(arrivingCountry(choices, [payable("KE"), unpayable("NG")], account("NG"))).toBeUndefined()
  })
  it("changes the choices with the journey's own change of country, and nothing otherwise", () => {
    const withCountry = (_: AmountStepFields, country: string) => ({ country, storedCountry: country })
    expect(adoptingCountry(choices, [payable("KE"), payable("NG")], account("NG"), withCountry)).toEqual({
      country: "NG",
      storedCountry: "NG",
    })
    expect(adoptingCountry(choices, [payable("KE"), unpayable("NG")], account("NG"), withCountry)).toEqual({})
    expect(adoptingCountry(choices, [payable("KE")], undefined, withCountry)).toEqual({})
  })
})

describe("the countries the first choices remember", () => {
  it("are the stored one and the signed-in account's", () => {
    expect(remembered({ ...choices, storedCountry: "NG", user: account("GH") })).toEqual({
      stored: "NG",
      account: "GH",
    })
    expect(remembered({ ...choices, storedCountry: undefined, user: undefined })).toEqual({
      stored: undefined,
      account: undefined,
    })
  })
})
