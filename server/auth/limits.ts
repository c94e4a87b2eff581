// How often codes may be asked for and how failed logins slow down. Never a permanent lockout: every limit
// lifts by itself.
import { Context, Effect, Layer } from "effect"
import { authErrorCodes, authMessages, TooManyAttempts } from "../../schema/authErrors.ts"
import { ServerConfig } from "../config.ts"
import { Throttle } from "./throttle.ts"

const codeWindowSeconds = 10 * 60
const codesPerEmail = 5
const loginWindowSeconds = 15 * 60
const freeLoginFailures = 5
const longestLoginWaitSeconds = 5 * 60

const tooMany = (message: (seconds: number) => string, seconds: number) => {
  const retryAfterSeconds = Math.max(1, Math.ceil(seconds))
  return new TooManyAttempts({
    code: authErrorCodes.tooManyAttempts,
    message: message(retryAfterSeconds),
    retryAfterSeconds,
  })
}

/** A login try being checked; `failed` dates its failure. */
export interface LoginAttempt {
  readonly failed: Effect.Effect<void>
}

export class SignInLimits extends Context.Service<
  SignInLimits,
  {
    /** Counts a code request against the e-mail and the client address, or refuses it. */
    readonly allowCodeRequest: (email: string, address: string) => Effect.Effect<void, TooManyAttempts>
    /** Counts a login try as a failure unless `clearLoginFailures` follows, or refuses it: after 5 failures in 15
     * minutes each further try waits 1, 2, 4... s after the last failure, at most 5 min. */
    readonly startLoginAttempt: (email: string) => Effect.Effect<LoginAttempt, TooManyAttempts>
    readonly clearLoginFailures: (email: string) => Effect.Effect<void>
  }
>()("server/SignInLimits") {
  static readonly layer = Layer.effect(
    SignInLimits,
    Effect.gen(function* () {
      const throttle = yield* Throttle
      const codesPerAddress = (yield* ServerConfig).codeRequestsPerAddress
      const allowCodeRequest = (email: string, address: string) => {
        const keys = [
          [`code:email:${email}`, codesPerEmail],
          [`code:address:${address}`, codesPerAddress],
        ] as const
        return throttle.guarded(
          keys.map(([key]) => key),
          Effect.gen(function* () {
            for (const [key, limit] of keys) {
              const recent = yield* throttle.recent(key, codeWindowSeconds)
              if (recent.count >= limit)
                return yield* tooMany(authMessages.tooManyCodes, codeWindowSeconds - recent.oldestAgo)
            }
            for (const [key] of keys) yield* throttle.record(key)
          }),
        )
      }
      // A try counts as a failure from its start, dated when its check fails (a success clears it): tries arriving
      // together wait for the ones being checked, so no more are checked than failures are free.
      const startLoginAttempt = (email: string) => {
        const key = `login-failure:${email}`
        return throttle.guarded(
          [key],
          Effect.gen(function* () {
            const recent = yield* throttle.recent(key, loginWindowSeconds)
            if (recent.count >= freeLoginFailures) {
              const wait = Math.min(2 ** (recent.count - freeLoginFailures), longestLoginWaitSeconds)
              if (recent.newestAgo < wait) return yield* tooMany(authMessages.tooManyLogins, wait - recent.newestAgo)
            }
            const held = yield* throttle.hold(key, longestLoginWaitSeconds)
            return { failed: held.conclude }
          }),
        )
      }
      return SignInLimits.of({
        allowCodeRequest,
        startLoginAttempt,
        clearLoginFailures: (email) => throttle.clear(`login-failure:${email}`),
      })
    }),
  )
}
