// The embedding rule (schema/embedding.ts): registered origins, the URLs accepted on them, and the integrator a
// page names.

import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import {
  acceptedUrl,
  IntegratorsFromEnv,
  lockedByLink,
  namedIntegrator,
  normalOrigin,
  refusedUrls,
} from "../../schema/embedding.ts"
import { amountFrozen } from "../../schema/onrampRules.ts"
import { signLink } from "../../server/onramp/signedLinks.ts"

describe("registered origins", () => {
  it("keeps scheme, host and port, lower-cased, without a trailing slash or a default port", () => {
    expect(normalOrigin("https://Shop.Example/")).toBe("https://shop.example")
    expect(normalOrigin("https://shop.example:443")).toBe("https://shop.example")
    expect(normalOrigin("http://127.0.0.1:*")).toBe("http://127.0.0.1:*")
    expect(normalOrigin("http://localhost:3000")).toBe("http://localhost:3000")
  })
  it("refuses paths, other schemes and bare hosts", () => {
    for (const value of ["https://shop.example/pay", "javascript:alert(1)", "shop.example", "ftp://shop.example", "*"])
      expect(normalOrigin(value), value).toBeUndefined()
  })
})

describe("outside URLs", () => {
  const registered = ["https://shop.example", "http://127.0.0.1:*"]
  it("accepts http(s) URLs on a registered origin, any port where the port is a wildcard", () => {
    expect(acceptedUrl("https://shop.example/thanks?order=1", registered)).toBe(true)
    expect(acceptedUrl("http://127.0.0.1:4173/back", registered)).toBe(true)
  })
  it("refuses other origins, look-alikes, another scheme or port, and what is not a URL", () => {
    for (const url of [
      "https://evil.example/",
      "https://shop.example.evil.example/",
      "https://shop.example@evil.example/",
      "http://shop.example/",
      "https://shop.example:8443/",
      "http://localhost:4173/",
      "javascript:alert(1)",
      "/relative",
    ])
      expect(acceptedUrl(url, registered), url).toBe(false)
    expect(acceptedUrl("https://shop.example/", [])).toBe(false)
  })
  it("names the parameters of a query it refuses", () => {
    const query = new URLSearchParams({
      redirectUrl: "https://evil.example/",
      callbackUrl: "https://shop.example/hook",
      authSuccessUrl: "nonsense",
    })
    expect(refusedUrls(query, registered)).toEqual(["redirectUrl", "authSuccessUrl"])
  })
})

describe("the integrator a page names", () => {
  it("is the integrator parameter, else the signed link's issuer, else none", () => {
    const link = signLink("acme", "secret", { jti: "1", exp: 2e9, params: {} })
    expect(namedIntegrator(new URLSearchParams({ integrator: "shop", signature: link }))).toBe("shop")
    expect(namedIntegrator(new URLSearchParams({ signature: link }))).toBe("acme")
    expect(namedIntegrator(new URLSearchParams({ signature: "garbage" }))).toBeUndefined()
    expect(namedIntegrator(new URLSearchParams())).toBeUndefined()
  })
})

describe("what a signed link locks, as the widget shows it", () => {
  const link = signLink("acme", "secret", { jti: "1", exp: 2e9, params: { asset: "CUSD", amount: 30 } })
  it("is the link's parameters as text, and nothing for a link that cannot be read", () => {
    expect(lockedByLink(link)).toEqual({ asset: "CUSD", amount: "30" })
    expect(lockedByLink("garbage")).toEqual({})
    expect(lockedByLink(undefined)).toEqual({})
  })
  it("freezes the amount (and so its currency) when the link locks an amount, as freezeAmount does", () => {
    expect(amountFrozen({ signature: link })).toBe(true)
    expect(amountFrozen({ freezeAmount: true })).toBe(true)
    const addressOnly = signLink("acme", "secret", { jti: "2", exp: 2e9, params: { address: "0x1" } })
    expect(amountFrozen({ signature: addressOnly })).toBe(false)
    expect(amountFrozen({})).toBe(false)
  })
})

describe("INTEGRATORS", () => {
  const read = Schema.decodeUnknownSync(IntegratorsFromEnv)
  it("reads a JSON list of integrators with their origins", () => {
    expect(read('[{"id": "acme", "name": "Acme", "origins": ["https://shop.acme.example"]}]')).toEqual([
      { id: "acme", name: "Acme", origins: ["https://shop.acme.example"] },
    ])
  })
  it("refuses a list with a path for an origin, a bad id or broken JSON, so the server does not start", () => {
    expect(() => read('[{"id": "acme", "origins": ["https://shop.acme.example/pay"]}]')).toThrow(/origin/)
    expect(() => read('[{"id": "Acme Inc", "origins": []}]')).toThrow(/lower-case/)
    expect(() => read("[{")).toThrow()
  })
})
