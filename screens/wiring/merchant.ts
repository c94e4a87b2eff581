// The merchant link generator's calls as query options: the channels open for buying and for selling (the
// countries come from screens/queries.ts), the server's check of a wallet address (the one the Wallet step makes)
// and the origins an integrator registered (the ones the widget applies to outside URLs).
import { queryOptions } from "@tanstack/react-query"
import type { Effect } from "effect"
import { callApi } from "../../adapters/apiClient.ts"
import { loadIntegratorOrigins } from "../../adapters/integrator.ts"
import { runToPromise } from "../../adapters/run.ts"
import type { AppRuntime, AppServices } from "../../adapters/runtime.ts"
import type { Asset, Network } from "../../schema/enums.ts"

export interface WalletToCheck {
  readonly network: Network
  readonly asset: Asset
  readonly address: string
}

/** A catalogue list of channels, read at most every 5 minutes. */
const channelsQuery = <A, E>(
  runtime: AppRuntime,
  key: ReadonlyArray<string | undefined>,
  program: Effect.Effect<A, E, AppServices>,
) =>
  queryOptions({
    queryKey: key,
    queryFn: ({ signal }) => runToPromise(runtime, program, signal),
    staleTime: 5 * 60 * 1000,
  })

export const merchantQueries = (runtime: AppRuntime) => ({
  /** Spec 1 §7, spec 2 §7: asked with the page's source as sourceParam, when the page has one. */
  onrampChannels: (source?: string) =>
    channelsQuery(
      runtime,
      ["onrampChannels", source],
      callApi((client) => client.catalog.getOnrampPaymentChannels({ query: source ? { sourceParam: source } : {} })),
    ),
  offrampChannels: (source?: string) =>
    channelsQuery(
      runtime,
      ["offrampChannels", source],
      callApi((client) => client.offramp.getOfframpPaymentChannels({ query: source ? { sourceParam: source } : {} })),
    ),
  registration: (integrator: string) =>
    queryOptions({
      queryKey: ["integratorOrigins", integrator],
      queryFn: ({ signal }) => runToPromise(runtime, loadIntegratorOrigins(integrator || undefined), signal),
      staleTime: 60 * 1000,
    }),
  wallet: (wallet: WalletToCheck) =>
    queryOptions({
      queryKey: ["walletCheck", wallet.network, wallet.asset, wallet.address],
      queryFn: ({ signal }) =>
        runToPromise(
          runtime,
          callApi((client) => client.onramp.validateWallet({ payload: wallet })),
          signal,
        ),
      // An answer about an address does not change; a refusal is an answer, not a failure to retry.
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
    }),
})
