// Bearer-token check of the private calls. Tokens are issued by the sign-in calls, which the sandbox does not
// implement yet: until then no token is valid and every private call answers 401.
import { Effect, Layer } from "effect"
import { errorCodes, serverMessages, Unauthorized } from "../../schema/errors.ts"
import { Authorization } from "../../schema/middleware.ts"

export const AuthorizationLive = Layer.succeed(Authorization, {
  bearer: () => Effect.fail(new Unauthorized({ code: errorCodes.unauthorized, message: serverMessages.unauthorized })),
})
