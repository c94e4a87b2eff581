// The client's address: the connection's, or, when the connection comes from a proxy the operator trusts
// (TRUSTED_PROXIES, README "Running in production"), the one that proxy names in X-Forwarded-For.
import { Effect, Option } from "effect"
import { HttpServerRequest } from "effect/http"
import type { ServerSettings } from "../config.ts"
import { clientOf, trustedProxyList } from "./trustedProxies.ts"

/** Reads the address of the request being answered's client, when it is known, as `settings` say to. */
export const clientAddressReader = (settings: Pick<ServerSettings, "trustedProxies">) => {
  const trusted = settings.trustedProxies?.length ? trustedProxyList(settings.trustedProxies) : undefined
  return Effect.map(Effect.service(HttpServerRequest.HttpServerRequest), (request) => {
    const remote = Option.getOrUndefined(request.remoteAddress)
    return trusted ? clientOf(remote, request.headers["x-forwarded-for"], trusted) : remote
  })
}
