// The session chart's actors: the stored tokens and the current user.
import { Effect } from "effect"
import { sessionMachine } from "../../machines/session.ts"
import type { Tokens } from "../../schema/auth.ts"
import { fromEffect } from "../actor.ts"
import { callApi } from "../apiClient.ts"
import type { AppRuntime } from "../runtime.ts"
import { TokenStore } from "../tokenStore.ts"

const store = Effect.service(TokenStore)

export const sessionActors = (runtime: AppRuntime) => ({
  loadUser: fromEffect(runtime, (_: undefined) =>
    Effect.gen(function* () {
      const tokens = yield* (yield* store).get
      if (!tokens) return null
      return yield* callApi((client) => client.user.getCurrentUser())
    }),
  ),
  storeTokens: fromEffect(runtime, (tokens: Tokens) => Effect.flatMap(store, (s) => s.set(tokens))),
  forgetTokens: fromEffect(runtime, (_: undefined) => Effect.flatMap(store, (s) => s.set(undefined))),
  // The refresh token stays: the next private call may trade it for a new access token.
  forgetAccessToken: fromEffect(runtime, (_: undefined) =>
    Effect.gen(function* () {
      const s = yield* store
      const tokens = yield* s.get
      yield* s.set(tokens?.refreshToken ? { accessToken: "", refreshToken: tokens.refreshToken } : undefined)
    }),
  ),
})

export const liveSessionMachine = (runtime: AppRuntime) => sessionMachine.provide({ actors: sessionActors(runtime) })
