// Keeps the access token fresh before a private call (spec 1 §7): when it expires within 5 s, the refresh token
// is traded for a new pair first. One refresh at a time, across tabs too (a refresh token used twice revokes
// the whole family). A failed refresh lets the call go on with the old token.
import { Effect, Schema, Semaphore } from "effect"
import { HttpClient, HttpClientRequest } from "effect/http"
import { Tokens } from "../schema/auth.ts"
import { errors } from "../schema/messages.ts"
import { timings } from "../schema/timings.ts"
import { TokenStore } from "./tokenStore.ts"

export const expiresSoon = (accessToken: string, now = Date.now()): boolean => {
  try {
    const payload = JSON.parse(atob((accessToken.split(".")[1] ?? "").replace(/-/g, "+").replace(/_/g, "/")))
    return typeof payload.exp !== "number" || payload.exp * 1000 - now < timings.tokenExpiryMargin
  } catch {
    return true
  }
}

const isTokens = Schema.is(Tokens)

/** Runs `work` holding the browser's lock of this name, so tabs take turns; as is where there are no locks. */
const acrossTabs = <A>(work: () => Promise<A>): Promise<A> => {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks
  return locks ? (locks.request("pay-widget.token-refresh", work) as Promise<A>) : work()
}

export const makeTokenRefresher = (baseUrl: string) =>
  Effect.gen(function* () {
    const store = yield* TokenStore
    const http = yield* HttpClient.HttpClient
    const oneAtATime = yield* Semaphore.make(1)

    const exchange = (refreshToken: string) =>
      HttpClientRequest.post(`${baseUrl}/api/public/auth/token`).pipe(
        HttpClientRequest.setHeader("x-web", "1"),
        HttpClientRequest.bodyJsonUnsafe({ refreshToken }),
        http.execute,
        Effect.flatMap((response) =>
          response.status === 200
            ? response.json
            : Effect.fail(new Error(response.status === 401 ? errors.refreshTokenInvalid : errors.failedToGetToken)),
        ),
        Effect.flatMap((body) =>
          isTokens(body) ? Effect.succeed(body) : Effect.fail(new Error(errors.failedToGetToken)),
        ),
      )

    const refreshNow = Effect.gen(function* () {
      // Another call, or another tab, may have refreshed while this one waited.
      const current = yield* store.get
      if (!current || !expiresSoon(current.accessToken)) return current
      if (!current.refreshToken) return yield* Effect.fail(new Error(errors.refreshTokenInvalid))
      const next = yield* exchange(current.refreshToken)
      yield* store.set(next)
      return next
    })

    /** The tokens to call with: fresh when they can be, the old ones when refreshing fails. */
    const tokensForCall = Effect.gen(function* () {
      const tokens = yield* store.get
      if (!tokens || !expiresSoon(tokens.accessToken)) return tokens
      return yield* oneAtATime
        .withPermits(1)(
          Effect.tryPromise({
            try: () => acrossTabs(() => Effect.runPromise(refreshNow as Effect.Effect<Tokens | undefined, unknown>)),
            catch: (error) => (error instanceof Error ? error.message : String(error)),
          }),
        )
        .pipe(
          Effect.catch((error) =>
            Effect.as(
              Effect.logWarning(`Token refresh failed (${error}); the call goes on with the old token`),
              tokens,
            ),
          ),
        )
    })

    return { tokensForCall }
  })
