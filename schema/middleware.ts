// Bearer-token security of the private calls (spec 1 §6-§7). The server implements it; the client adds the token.
import { Context } from "effect"
import { HttpApiMiddleware, HttpApiSecurity } from "effect/http-api"
import { MissingWebHeader, ServiceUnavailable, Unauthorized } from "./errors.ts"
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
 * The front door of every call: the server refuses a request without the header x-web: 1, and answers 503 while
 * in maintenance. Declared here so both answers are part of every endpoint's contract.
 */
export class FrontDoor extends HttpApiMiddleware.Service<FrontDoor>()("pay-widget/FrontDoor", {
  error: [MissingWebHeader, ServiceUnavailable],
}) {}
