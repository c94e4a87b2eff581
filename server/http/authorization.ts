// Bearer-token check of the private calls: a valid access token of a family that was not revoked.
import { Effect, Layer, Redacted } from "effect"
import { errorCodes, serverMessages, Unauthorized } from "../../schema/errors.ts"
import { Authorization, CurrentUser } from "../../schema/middleware.ts"
import { Tokens } from "../auth/tokens.ts"

const refused = () => new Unauthorized({ code: errorCodes.unauthorized, message: serverMessages.unauthorized })

export const AuthorizationLive = Layer.effect(
  Authorization,
  Effect.gen(function* () {
    const tokens = yield* Tokens
    return Authorization.of({
      bearer: (httpEffect, { credential }) =>
        Effect.gen(function* () {
          const userId = yield* tokens.authenticate(Redacted.value(credential))
          if (!userId) return yield* refused()
          return yield* Effect.provideService(httpEffect, CurrentUser, { id: userId })
        }),
    })
  }),
)
