// Before anything else runs: tokens in the address are stored and taken out of it (adapters/queryTokens.ts).
import { Effect } from "effect"
import { takeTokensFromUrl } from "../../adapters/queryTokens.ts"
import type { AppRuntime } from "../../adapters/runtime.ts"
import { TokenStore } from "../../adapters/tokenStore.ts"

export const adoptTokensFromAddress = (runtime: AppRuntime) => {
  const { tokens, cleanUrl } = takeTokensFromUrl(window.location.href)
  if (!tokens) return
  runtime.runSync(Effect.flatMap(Effect.service(TokenStore), (store) => store.set(tokens)))
  window.history.replaceState(window.history.state, "", cleanUrl)
}
