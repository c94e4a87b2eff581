// The account calls the side panel makes, as promises on the app runtime.
import {
  changeUsername,
  listOfframpOrders,
  listOnrampOrders,
  pendingOnrampOrder,
  suggestUsername,
  uploadAvatar,
} from "../../adapters/account.ts"
import { runToPromise } from "../../adapters/run.ts"
import type { AppRuntime } from "../../adapters/runtime.ts"

export const accountActions = (runtime: AppRuntime) => ({
  change: (username: string) => runToPromise(runtime, changeUsername(username)),
  suggest: () => runToPromise(runtime, suggestUsername),
  uploadAvatar: (file: File) => runToPromise(runtime, uploadAvatar(file, file.name)),
  onrampOrders: (page: number) => runToPromise(runtime, listOnrampOrders(page)),
  offrampOrders: (page: number) => runToPromise(runtime, listOfframpOrders(page)),
  pendingOrder: () => runToPromise(runtime, pendingOnrampOrder),
})

export type AccountActions = ReturnType<typeof accountActions>
