// The ramps' catalogue (countries, assets, features, the visitor's location) read through the page's query cache:
// the shell asks for the same data (the root route's features and location, the account menu's countries), so one
// request serves both, and a journey started again later reads it without asking. Only the payment channels,
// which differ per ramp and no screen shares, are the journey's own call.
import type { QueryClient } from "@tanstack/react-query"
import { Effect } from "effect"
import { fromEffect } from "../../adapters/actor.ts"
import { callApi } from "../../adapters/apiClient.ts"
import { fetchCall } from "../../adapters/fetchCall.ts"
import type { AppRuntime } from "../../adapters/runtime.ts"
import { buyingCountries } from "../../machines/onrampStart.ts"
import { onrampPaymentChannelsCall } from "../../schema/amountCalls.ts"
import { catalogQueries } from "../queries.ts"

/** The shared catalogue reads as Effect programs; a failed read fails with the API's typed error. */
const sharedCatalog = (runtime: AppRuntime, queryClient: QueryClient) => {
  const queries = catalogQueries(runtime)
  const cached = <A>(read: () => Promise<A>) => Effect.tryPromise({ try: read, catch: (error) => error })
  return Effect.all(
    {
      countries: cached(() => queryClient.ensureQueryData(queries.countries)),
      assets: cached(() => queryClient.ensureQueryData(queries.assets)),
      features: cached(() => queryClient.ensureQueryData(queries.activeFeatures)),
      located: Effect.map(
        cached(() => queryClient.ensureQueryData(queries.ipInfo)),
        (info) => info.countryIsoCode,
      ),
    },
    { concurrency: "unbounded" },
  )
}

/** Spec 1 §7, spec 2 §7: the payment channels are asked with the journey's source. */
const sourceQuery = (source: string | undefined) => (source ? { sourceParam: source } : {})

/** The on-ramp chart's loadCatalog: the buying countries are those with a channel to buy through. */
export const onrampCatalogActor = (runtime: AppRuntime, queryClient: QueryClient, source?: string | undefined) =>
  fromEffect(runtime, (_: undefined) =>
    Effect.all(
      {
        shared: sharedCatalog(runtime, queryClient),
        // The amount screen's call: without the HttpApi client (adapters/fetchCall.ts).
        channels: fetchCall(onrampPaymentChannelsCall, sourceQuery(source)),
      },
      { concurrency: "unbounded" },
    ).pipe(
      Effect.map(({ shared, channels }) => ({
        countries: buyingCountries(shared.countries, channels),
        assets: shared.assets,
        creationEnabled: shared.features.onRampPayWidgetCreationEnabled,
        located: shared.located,
      })),
    ),
  )

/** The off-ramp chart's loadCatalog. */
export const offrampCatalogActor = (runtime: AppRuntime, queryClient: QueryClient, source?: string | undefined) =>
  fromEffect(runtime, (_: undefined) =>
    Effect.all(
      {
        shared: sharedCatalog(runtime, queryClient),
        channels: callApi((client) => client.offramp.getOfframpPaymentChannels({ query: sourceQuery(source) })),
      },
      { concurrency: "unbounded" },
    ).pipe(
      Effect.map(({ shared, channels }) => ({
        countries: shared.countries,
        channels,
        assets: shared.assets,
        enabled: shared.features.offRampPayWidgetEnabled,
        located: shared.located,
      })),
    ),
  )
