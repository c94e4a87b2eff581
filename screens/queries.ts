// Query options of the server state many screens read (ARCHITECTURE.md, "How data flows"), and the retry policy of
// spec 1 §9: the on-ramp and account's data queries try 3 more times with a doubling wait (at most 30 s) and stay
// cached 5 minutes; the rest (spec 2 §9: off-ramp, order tracking, buy-goods) keep the page's default of none.
import { queryOptions } from "@tanstack/react-query"
import { Effect } from "effect"
import { getActiveFeatures, getBlockchainAssets, getCountries, getIpInfo } from "../adapters/catalog.ts"
import { runToPromise } from "../adapters/run.ts"
import type { AppRuntime, AppServices } from "../adapters/runtime.ts"
import type { Location } from "../schema/firstScreenData.ts"
import { timings } from "../schema/timings.ts"

const fiveMinutes = 5 * 60 * 1000

/** The page's default for every query: no retry, no refetch on focus (spec 2 §9, and spec 1 §9's "elsewhere"). */
export const pageQueryDefaults = { queries: { retry: false, refetchOnWindowFocus: false } } as const

/** Spec 1 §9, for the on-ramp and account's queries: 3 retries, waits of 1, 2, 4... s up to 30 s, a 5-minute cache. */
export const onrampQueryPolicy = {
  retry: 3,
  retryDelay: (failures: number) =>
    Math.min(timings.queryRetryFirstWait * 2 ** failures, timings.queryRetryLongestWait),
  gcTime: timings.queryCacheLifetime,
} as const

export const catalogQueries = (runtime: AppRuntime) => {
  const run =
    <A, E>(program: Effect.Effect<A, E, AppServices>) =>
    ({ signal }: { signal: AbortSignal }) =>
      runToPromise(runtime, program, signal)
  return {
    countries: queryOptions({
      queryKey: ["countries"],
      queryFn: run(getCountries),
      staleTime: fiveMinutes,
      ...onrampQueryPolicy,
    }),
    assets: queryOptions({
      queryKey: ["blockchainAssets"],
      queryFn: run(getBlockchainAssets),
      staleTime: fiveMinutes,
      ...onrampQueryPolicy,
    }),
    // The visitor's country only (schema/firstScreenData.ts): what the page carries, and all the widget reads.
    ipInfo: queryOptions({
      queryKey: ["ipInfo"],
      queryFn: run(Effect.map(getIpInfo, ({ countryIsoCode }): Location => ({ countryIsoCode }))),
      staleTime: fiveMinutes,
      ...onrampQueryPolicy,
    }),
    activeFeatures: queryOptions({
      queryKey: ["activeFeatures"],
      queryFn: run(getActiveFeatures),
      staleTime: fiveMinutes,
      ...onrampQueryPolicy,
    }),
  }
}
