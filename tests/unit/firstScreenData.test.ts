// The widget reads the catalogue the page carries (issue 17) only when it is what the calls would answer; a page
// without it, or with a block that is broken or not the contract's, leaves the queries to ask.
import { QueryClient } from "@tanstack/react-query"
import { describe, expect, it } from "vitest"
import { firstScreenDataId } from "../../schema/firstScreenData.ts"
import { catalogQueries } from "../../screens/queries.ts"
import { readFirstScreenData, seedFirstScreenData } from "../../screens/wiring/firstScreenData.ts"

const kenya = {
  countryIsoCode: "KE",
  name: "Kenya",
  icon: "🇰🇪",
  countryCode: "+254",
  currencyIsoCode: "KES",
  isBeta: false,
  paymentChannels: [{ paymentChannel: "mobile_money", description: "M-Pesa", carriers: [] }],
  onrampOrder: 1,
  offrampOrder: 1,
}
const features = { onRampPayWidgetCreationEnabled: true, offRampPayWidgetEnabled: true, buyGoodsEnabled: false }
const carried = {
  countries: [kenya],
  blockchainAssets: [],
  activeFeatures: features,
  location: { countryIsoCode: "KE" },
}

const pageWith = (text: string | undefined) => ({
  getElementById: (id: string) =>
    id === firstScreenDataId && text !== undefined ? ({ textContent: text } as HTMLElement) : null,
})

// The query keys only: no query here runs, so no runtime is needed.
const queries = catalogQueries(undefined as never)

describe("the first screen's catalogue from the page", () => {
  it("fills the catalogue queries with what the page carries", () => {
    const client = new QueryClient()
    seedFirstScreenData(client, queries, pageWith(JSON.stringify(carried)))
    expect(client.getQueryData(queries.countries.queryKey)).toEqual([kenya])
    expect(client.getQueryData(queries.assets.queryKey)).toEqual([])
    expect(client.getQueryData(queries.activeFeatures.queryKey)).toEqual(features)
    expect(client.getQueryData(queries.ipInfo.queryKey)).toEqual({ countryIsoCode: "KE" })
  })

  it("leaves the queries empty for a page without it, broken JSON, or data the contract refuses", () => {
    for (const text of [
      undefined,
      "",
      "{not json",
      JSON.stringify({ ...carried, activeFeatures: { buyGoodsEnabled: "yes" } }),
    ]) {
      expect(readFirstScreenData(pageWith(text)), String(text)).toBeUndefined()
      const client = new QueryClient()
      seedFirstScreenData(client, queries, pageWith(text))
      expect(client.getQueryData(queries.countries.queryKey)).toBeUndefined()
    }
  })
})
