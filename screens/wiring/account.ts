// The account calls the side panel makes, as promises on the app runtime, and the initial query (spec 1 §2) the
// links back into an order carry.
import { Effect } from "effect"
import {
  changeUsername,
  listOfframpOrders,
  listOnrampOrders,
  loadProfile,
  pendingOnrampOrder,
  suggestUsername,
  uploadAvatar,
} from "../../adapters/account.ts"
import { runToPromise } from "../../adapters/run.ts"
import type { AppRuntime } from "../../adapters/runtime.ts"
import { AppStorage } from "../../adapters/storage.ts"
import { readQueryConfig } from "../../schema/config.ts"
import { initialQueryKey, initialQueryToKeep, readInitialQuery } from "../../schema/initialQuery.ts"

/** Keeps the unknown parameters of the address the page opened with, for the tab; answers the ones kept. */
const keepInitialQuery = (runtime: AppRuntime, search: string) => {
  const { session } = runtime.runSync(Effect.service(AppStorage))
  const kept = initialQueryToKeep(readQueryConfig(search).config.extra)
  if (kept) session.set(initialQueryKey, kept)
  return () => readInitialQuery(session.get(initialQueryKey))
}

export const accountActions = (runtime: AppRuntime, search = "") => ({
  /** Spec 1 §2: the page's unknown parameters, kept in session storage as the initial query. */
  initialQuery: keepInitialQuery(runtime, search),
  profile: () => runToPromise(runtime, loadProfile),
  change: (username: string) => runToPromise(runtime, changeUsername(username)),
  suggest: () => runToPromise(runtime, suggestUsername),
  uploadAvatar: (file: File) => runToPromise(runtime, uploadAvatar(file, file.name)),
  onrampOrders: (page: number) => runToPromise(runtime, listOnrampOrders(page)),
  offrampOrders: (page: number) => runToPromise(runtime, listOfframpOrders(page)),
  pendingOrder: () => runToPromise(runtime, pendingOnrampOrder),
})

export type AccountActions = ReturnType<typeof accountActions>
