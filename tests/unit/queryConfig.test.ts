// The integrator's query string as the widget reads it (spec 1 §2, §5 "Query parameter normalisation").
import { Result } from "effect"
import { describe, expect, it } from "vitest"
import { decodeQueryConfig, type QueryConfig, type QueryConfigError, readQueryConfig } from "../../schema/config.ts"
import { currencyCountries } from "../../schema/enums.ts"
import { queryMessages, queryReasons } from "../../schema/queryMessages.ts"

const decode = (query: string, walletBrowser: "trust" | "brave" | null = null): QueryConfig => {
  const result = decodeQueryConfig(query, { walletBrowser })
  if (Result.isFailure(result)) throw new Error(result.failure.message)
  return result.success
}
const refuse = (query: string): QueryConfigError => {
  const result = decodeQueryConfig(query)
  if (Result.isSuccess(result)) throw new Error(`expected ${query} to be refused`)
  return result.failure
}

describe("query configuration", () => {
  it("upper-cases network and asset", () => {
    expect(decode("network=polygon&asset=usdc")).toMatchObject({ network: "POLYGON", asset: "USDC" })
    expect(decode("network=Celo&asset=cKes")).toMatchObject({ network: "CELO", asset: "CKES" })
  })

  it("treats a currency other than local or crypto as crypto", () => {
    expect(decode("currency=local").currency).toBe("local")
    expect(decode("currency=LOCAL").currency).toBe("local")
    expect(decode("currency=crypto").currency).toBe("crypto")
    expect(decode("currency=usd").currency).toBe("crypto")
    expect(decode("currency=").currency).toBe("crypto")
  })

  it.each(Object.entries(currencyCountries))("derives the country from currencyIsoCode %s", (currency, country) => {
    expect(decode(`currencyIsoCode=${currency}`).countryIsoCode).toBe(country)
    expect(decode(`currencyIsoCode=${currency.toLowerCase()}`).countryIsoCode).toBe(country)
  })

  it("covers all nine currency and country pairs of the spec", () => {
    expect(currencyCountries).toEqual({
      NGN: "NG",
      KES: "KE",
      GHS: "GH",
      UGX: "UG",
      ZAR: "ZA",
      TZS: "TZ",
      RWF: "RW",
      ZMW: "ZM",
      MWK: "MW",
    })
  })

  it("keeps a given country over the one of the currency, and derives none for an unknown currency", () => {
    expect(decode("currencyIsoCode=KES&countryIsoCode=ng").countryIsoCode).toBe("NG")
    expect(decode("currencyIsoCode=BRL").countryIsoCode).toBeUndefined()
  })

  it("defaults the source in the Trust and Brave wallet browsers, and keeps a given source", () => {
    expect(decode("", "trust").source).toBe("trust")
    expect(decode("", "brave").source).toBe("brave_browser")
    expect(decode("").source).toBeUndefined()
    expect(decode("source=partner", "trust").source).toBe("partner")
  })

  it("reads requiredFields as URL-encoded JSON", () => {
    const fields = encodeURIComponent(JSON.stringify({ firstName: "Amina", accountNumber: 12345 }))
    expect(decode(`requiredFields=${fields}`).requiredFields).toEqual({ firstName: "Amina", accountNumber: "12345" })
  })

  it("keeps unknown extra parameters as given", () => {
    const config = decode("network=TON&partnerRef=abc%20123&look=dark")
    expect(config.extra).toEqual({ partnerRef: "abc 123", look: "dark" })
    expect(config).not.toHaveProperty("partnerRef")
  })

  it("reads flags, amounts and the tokens of either spelling", () => {
    expect(decode("freezeAmount&hideSwitch=true&freezeWallet=0&telegram=1")).toMatchObject({
      freezeAmount: true,
      hideSwitch: true,
      freezeWallet: false,
      telegram: true,
    })
    expect(decode("amount=1500.50&codeLength=6")).toMatchObject({ amount: 1500.5, codeLength: 6 })
    expect(decode("accessToken=a1&refreshToken=r1")).toMatchObject({ at: "a1", rt: "r1" })
    expect(decode("flow=offramp&paymentChannel=mobile_money").flow).toBe("offramp")
  })

  it("refuses malformed values with an error naming each parameter, and never throws", () => {
    const error = refuse(
      "network=bitcoin&asset=DOGE&amount=-5&hideSwitch=maybe&requiredFields=%7Bbroken&callbackUrl=javascript:alert(1)&countryIsoCode=Kenya&codeLength=2&flow=sideways&paymentChannel=cash&email=nobody",
    )
    expect(error._tag).toBe("QueryConfigError")
    expect(error.issues.map((issue) => issue.parameter).sort()).toEqual(
      [
        "amount",
        "asset",
        "callbackUrl",
        "codeLength",
        "countryIsoCode",
        "email",
        "flow",
        "hideSwitch",
        "network",
        "paymentChannel",
        "requiredFields",
      ].sort(),
    )
    const network = error.issues.find((issue) => issue.parameter === "network")
    expect(network).toMatchObject({ value: "bitcoin" })
    expect(network?.message).toContain("POLYGON")
    expect(error.message).toContain('Query parameter "amount" is invalid: expected a positive amount.')
  })

  it("refuses a currencyIsoCode that is not three letters", () => {
    expect(refuse("currencyIsoCode=KENYA").issues[0]).toMatchObject({ parameter: "currencyIsoCode" })
  })
})

// README "Configuration parameters": a malformed value is refused with an error naming the parameter; the widget
// goes on with the rest of the link.
describe("a page's reading of its address", () => {
  it("names network=FOO, amount=-5 and the currency that counted that amount, and goes on without them", () => {
    const reading = readQueryConfig("network=FOO&amount=-5&currency=weird&countryIsoCode=KE&asset=usdc")
    expect(reading.refused.map((r) => [r.parameter, r.value])).toEqual([
      ["network", "FOO"],
      ["amount", "-5"],
      ["currency", "weird"],
    ])
    expect(reading.refused.find((r) => r.parameter === "amount")?.notice).toBe(
      'Query parameter "amount" is invalid: expected a positive amount.',
    )
    expect(reading.refused.find((r) => r.parameter === "currency")?.notice).toBe(queryMessages.currencyWithoutAmount)
    expect(reading.refused.find((r) => r.parameter === "network")?.notice).toContain(
      'Query parameter "network" is invalid: expected one of POLYGON',
    )
    // One notice for all of them, each named.
    for (const r of reading.refused) expect(reading.notice).toContain(r.notice)
    // The rest of the link holds: the country and the asset (upper-cased) stay, the refused ones are gone.
    expect(reading.config).toMatchObject({ countryIsoCode: "KE", asset: "USDC" })
    expect(reading.config).not.toHaveProperty("network")
    expect(reading.config).not.toHaveProperty("amount")
    expect(reading.config).not.toHaveProperty("currency")
    expect([...reading.kept.keys()]).toEqual(["countryIsoCode", "asset"])
  })

  it("refuses a non-numeric amount and a bad flag, each with why", () => {
    const reading = readQueryConfig("amount=lots&freezeAmount=yes")
    expect(reading.refused.map((r) => r.notice)).toEqual([
      queryMessages.refused("amount", queryReasons.number),
      queryMessages.refused("freezeAmount", queryReasons.flag),
    ])
  })

  it("leaves a currency given without a refused amount alone: a word other than local counts as crypto", () => {
    const reading = readQueryConfig("amount=20&currency=weird")
    expect(reading.refused).toEqual([])
    expect(reading.config).toMatchObject({ amount: 20, currency: "crypto" })
  })

  it("names nothing for a well-formed link", () => {
    const reading = readQueryConfig(
      "amount=2000&currency=local&countryIsoCode=KE&paymentChannel=mobile_money&network=celo&asset=cusd&hideSwitch=0",
    )
    expect(reading.refused).toEqual([])
    expect(reading.notice).toBeUndefined()
    expect(reading.config).toMatchObject({ network: "CELO", asset: "CUSD", amount: 2000, hideSwitch: false })
  })
})
