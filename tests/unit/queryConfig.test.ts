// The integrator's query string as the widget reads it (spec 1 §2, §5 "Query parameter normalisation").
import { Result } from "effect"
import { describe, expect, it } from "vitest"
import { decodeQueryConfig, type QueryConfig, type QueryConfigError } from "../../schema/config.ts"
import { currencyCountries } from "../../schema/enums.ts"

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
    const config = decode("network=TON&partnerRef=abc%20123&theme=dark")
    expect(config.extra).toEqual({ partnerRef: "abc 123", theme: "dark" })
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
