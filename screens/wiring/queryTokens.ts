// Before anything else runs: tokens in the address are stored and taken out of it (adapters/queryTokens.ts).
import { Effect } from "effect"
import { takeTokensFromUrl } from "../../adapters/queryTokens.ts"
import type { AppRuntime } from "../../adapters/runtime.ts"
import { TokenStore } from "../../adapters/tokenStore.ts"
import { flagOn } from "../../schema/queryParams.ts"

let retryGivenTokens = false

export const adoptTokensFromAddress = (runtime: AppRuntime) => {
  const authRetry = flagOn(new URL(window.location.href).searchParams.get("authRetry"))
  const { tokens, cleanUrl } = takeTokensFromUrl(window.location.href)
  if (!tokens) return
  retryGivenTokens = authRetry
  runtime.runSync(Effect.flatMap(Effect.service(TokenStore), (store) => store.set(tokens)))
  window.history.replaceState(window.history.state, "", cleanUrl)
}

/** README authRetry: the address gave tokens and asks that signing in with them be retried once they are refused. */
export const retryingGivenTokens = () => retryGivenTokens
