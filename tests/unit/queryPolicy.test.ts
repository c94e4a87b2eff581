// Spec 1 §9: "Data queries: 3 retries with exponential backoff capped at 30 s and a 5-minute cache lifetime in part
// of the product; elsewhere no retry and no refetch on focus." Spec 2 §9: "Queries in this part: no retry and no
// refetch on focus." The on-ramp and account's queries (spec 1's part) retry; the off-ramp's, order tracking's and
// buy-goods' (spec 2's part) keep the page's default of none.
import { QueryClient } from "@tanstack/react-query"
import { describe, expect, it } from "vitest"
import type { AppRuntime } from "../../adapters/runtime.ts"
import { catalogQueries, onrampQueryPolicy, pageQueryDefaults } from "../../screens/queries.ts"

describe("the data query policy", () => {
  it("retries spec 1's queries 3 times, waiting 1 s, 2 s, 4 s (doubling, at most 30 s), and keeps them 5 minutes", () => {
    expect(onrampQueryPolicy.retry).toBe(3)
    const waits = [0, 1, 2, 3, 4, 5, 10].map((failures) => onrampQueryPolicy.retryDelay(failures))
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000])
    expect(onrampQueryPolicy.gcTime).toBe(5 * 60 * 1000)
  })

  it("gives the catalogue reads of spec 1 §7 (countries, assets, features, location) that policy", () => {
    const queries = catalogQueries({} as AppRuntime)
    for (const query of [queries.countries, queries.assets, queries.activeFeatures, queries.ipInfo]) {
      expect(query).toMatchObject({ retry: 3, gcTime: 5 * 60 * 1000 })
    }
  })

  it("leaves every other query without retry and without refetch on focus", () => {
    const client = new QueryClient({ defaultOptions: pageQueryDefaults })
    const defaults = client.getDefaultOptions().queries
    expect(defaults?.retry).toBe(false)
    expect(defaults?.refetchOnWindowFocus).toBe(false)
  })
})
