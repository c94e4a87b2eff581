// Query options of the server state many screens read (ARCHITECTURE.md, "How data flows").
import { queryOptions } from "@tanstack/react-query"
import type { Effect } from "effect"
import { getActiveFeatures, getBlockchainAssets, getCountries, getIpInfo } from "../adapters/catalog.ts"
import { runToPromise } from "../adapters/run.ts"
import type { AppRuntime, AppServices } from "../adapters/runtime.ts"

const fiveMinutes = 5 * 60 * 1000

export const catalogQueries = (runtime: AppRuntime) => {
  const run =
    <A, E>(program: Effect.Effect<A, E, AppServices>) =>
    ({ signal }: { signal: AbortSignal }) =>
      runToPromise(runtime, program, signal)
  return {
    countries: queryOptions({ queryKey: ["countries"], queryFn: run(getCountries), staleTime: fiveMinutes }),
    assets: queryOptions({ queryKey: ["blockchainAssets"], queryFn: run(getBlockchainAssets), staleTime: fiveMinutes }),
    ipInfo: queryOptions({ queryKey: ["ipInfo"], queryFn: run(getIpInfo), staleTime: fiveMinutes }),
    activeFeatures: queryOptions({
      queryKey: ["activeFeatures"],
      queryFn: run(getActiveFeatures),
      staleTime: fiveMinutes,
    }),
  }
}
