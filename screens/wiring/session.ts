// The session chart for the whole widget, started once with its live actors.
import { Effect } from "effect"
import { type ActorRefFrom, createActor } from "xstate"
import { liveSessionMachine } from "../../adapters/actors/session.ts"
import type { AppRuntime } from "../../adapters/runtime.ts"
import { TokenStore } from "../../adapters/tokenStore.ts"
import type { sessionMachine } from "../../machines/session.ts"
import { inspection } from "./inspect.ts"
import { retryingGivenTokens } from "./queryTokens.ts"

export type SessionActor = ActorRefFrom<typeof sessionMachine>

/**
 * README authRetry: when the address's access token is refused (spec 1 §6 clears it), sign-in is tried once more
 * with the tokens given, whose refresh token is still stored: the next check trades it for a new access token.
 */
const retrySignInOnce = (runtime: AppRuntime, session: SessionActor) => {
  let refused = false
  const following = session.subscribe((snapshot) => {
    if (snapshot.matches("forgettingAccessToken")) refused = true
    else if (snapshot.matches("signedIn")) following.unsubscribe()
    else if (refused && snapshot.matches("anonymous")) {
      following.unsubscribe()
      const tokens = runtime.runSync(Effect.flatMap(Effect.service(TokenStore), (store) => store.get))
      if (tokens?.refreshToken) session.send({ type: "session.signedIn", tokens })
    }
  })
}

export const startSession = (runtime: AppRuntime): SessionActor => {
  const session = createActor(liveSessionMachine(runtime), inspection)
  if (retryingGivenTokens()) retrySignInOnce(runtime, session)
  return session.start()
}
