// Bearer-token security of the private calls (spec 1 §6-§7). The server implements it; the client adds the token.
import { Context } from "effect"
import { HttpApiMiddleware, HttpApiSecurity } from "effect/http-api"
import { frontDoorErrors, Unauthorized } from "./errors.ts"
import type { UserId } from "./ids.ts"

export class CurrentUser extends Context.Service<CurrentUser, { readonly id: UserId }>()("pay-widget/CurrentUser") {}

export class Authorization extends HttpApiMiddleware.Service<
  Authorization,
  { provides: CurrentUser; requires: never }
>()("pay-widget/Authorization", {
  requiredForClient: true,
  security: { bearer: HttpApiSecurity.bearer },
  error: Unauthorized,
}) {}

/**
 * The front door of every call, so its answers are part of every endpoint's contract: a request without the
 * header x-web: 1 is refused (400), maintenance answers 503, a client in a restricted country 451
 * RESTRICTED_COUNTRY, a request the contract cannot read 400 INVALID_REQUEST (a NUL character anywhere too), a
 * body over the limit 413, a body of another content type 415, headers over the limit 431 (server/http/badInput.ts
 * and, for headers, server/http/clientErrors.ts answer those before the call runs).
 */
export class FrontDoor extends HttpApiMiddleware.Service<FrontDoor>()("pay-widget/FrontDoor", {
  error: frontDoorErrors,
}) {}
