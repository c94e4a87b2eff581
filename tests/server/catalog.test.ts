// The public catalogue as the widget receives it: countries, channels, assets, location, features, API document.
import { describe, expect, it } from "vitest"
import type { BlockchainAsset, Country, CountryChannels } from "../../schema/catalog.ts"
import { assets, networks, paymentChannels, transactingNetworks } from "../../schema/enums.ts"
import { api, serverForThisFile, setSettings } from "../support/server.ts"

// A non-default country proves the loopback mapping is configuration, not a constant.
const server = serverForThisFile({ defaultCountry: "GH" })
const get = async <A>(path: string): Promise<A> => {
  const answer = await api(server, path)
  expect(answer.status).toBe(200)
  return (await answer.json()) as A
}

describe("countries", () => {
  it("lists the supported countries and Brazil, with currency, dial code, flag and channels", async () => {
    const countries = await get<Array<Country>>("/api/public/util/countries")
    const byCode = new Map(countries.map((c) => [c.countryIsoCode, c]))
    expect([...byCode.keys()].sort()).toEqual(["BR", "GH", "KE", "MW", "NG", "RW", "TZ", "UG", "ZA", "ZM"])
    expect(byCode.get("KE")).toMatchObject({ name: "Kenya", currencyIsoCode: "KES", countryCode: "+254" })
    expect(byCode.get("NG")).toMatchObject({ currencyIsoCode: "NGN", countryCode: "+234" })
    expect(byCode.get("BR")).toMatchObject({ currencyIsoCode: "BRL" })
    for (const country of countries) {
      expect(country.icon).toMatch(/^\/icons\/flags\/[a-z]{2}\.svg$/)
      expect((await fetch(`${server.url}${country.icon}`)).headers.get("content-type")).toContain("svg")
      expect(country.paymentChannels.length).toBeGreaterThan(0)
      const order = country.paymentChannels.map((c) => paymentChannels.indexOf(c.paymentChannel))
      expect(order).toEqual([...order].sort((a, b) => a - b))
    }
    const kenyaMobileMoney = byCode.get("KE")?.paymentChannels.find((c) => c.paymentChannel === "mobile_money")
    expect(kenyaMobileMoney?.carriers.map((c) => c.name)).toContain("Safaricom M-Pesa")
  })

  it("offers per product only the channels of that product", async () => {
    const onramp = await get<Array<CountryChannels>>("/api/public/pay-widget/onramp/payment-channels")
    const offramp = await get<Array<CountryChannels>>("/api/public/pay-widget/offramp/payment-channels?sourceParam=x")
    const kenyaBuy = onramp.find((c) => c.countryIsoCode === "KE")?.paymentChannels.map((c) => c.paymentChannel)
    const kenyaSell = offramp.find((c) => c.countryIsoCode === "KE")?.paymentChannels.map((c) => c.paymentChannel)
    expect(kenyaBuy).toContain("mobile_money")
    expect(kenyaSell).toContain("mobile_money")
    expect(kenyaSell).not.toEqual(kenyaBuy)
  })
})

describe("blockchain assets", () => {
  it("covers every network and asset, and makes no order on the explorer-only networks", async () => {
    const list = await get<Array<BlockchainAsset>>("/api/public/pay-widget/blockchain-assets")
    expect(new Set(list.map((a) => a.network))).toEqual(new Set(networks))
    expect(new Set(list.map((a) => a.asset))).toEqual(new Set(assets))
    for (const asset of list) {
      expect(asset.priceUsd).toBeGreaterThan(0)
      expect(asset.decimals).toBeGreaterThanOrEqual(0)
      if (!transactingNetworks.includes(asset.network)) {
        expect(asset).toMatchObject({ canOnramp: false, canOfframp: false })
      }
    }
    expect(list.find((a) => a.network === "CELO" && a.asset === "CUSD")).toMatchObject({ canOfframp: true })
    expect(list.find((a) => a.network === "LISK" && a.asset === "USDT")).toBeDefined()
  })
})

describe("location and features", () => {
  it("places a loopback visitor in the configured default country", async () => {
    expect(await get("/api/public/ip/info")).toEqual({
      ip: expect.stringMatching(/127\.0\.0\.1|::1/),
      countryIsoCode: "GH",
    })
  })

  it("reports the operator's feature switches", async () => {
    expect(await get("/api/public/active-features")).toMatchObject({ onRampPayWidgetCreationEnabled: true })
    await setSettings(server, { onRampPayWidgetCreationEnabled: false })
    try {
      expect(await get("/api/public/active-features")).toMatchObject({ onRampPayWidgetCreationEnabled: false })
    } finally {
      await setSettings(server, { onRampPayWidgetCreationEnabled: true })
    }
  })
})

describe("the API document", () => {
  it("is served at /api/docs and describes every call of both specs", async () => {
    const document = (await (await fetch(`${server.url}/api/docs`)).json()) as { paths: Record<string, unknown> }
    for (const path of [
      "/api/public/auth/token",
      "/api/private/auth/user/kyc/status",
      "/api/public/pay-widget/onramp/best-offer",
      "/api/private/pay-widget/onramp/create-order",
      "/api/private/swaps/buy/{swapId}/confirm",
      "/api/public/pay-widget/offramp/create-order-anonymous",
      "/api/public/pay-widget/buy-goods/confirm-payment",
      "/api/public/monitoring/monitoring-identify",
    ]) {
      expect(document.paths).toHaveProperty([path])
    }
  })
})
