// The integrator a page acts for and the origins it registered (schema/embedding.ts), learned once per page load:
// the embedding rule applies them to outside URLs, and parent-window events go only to them.
import { Effect } from "effect"
import { type IntegratorOrigins, namedIntegrator } from "../schema/embedding.ts"
import type { OrderTags } from "../schema/orderTags.ts"
import { callApi } from "./apiClient.ts"

/** The origins of the integrator `named` (the server's default integrator when none is named). A failure counts as
 * no integrator: then no outside URL is followed and no event is posted, which is the safe side. */
export const loadIntegratorOrigins = (named: string | undefined) =>
  callApi((client) => client.integrators.getIntegratorOrigins({ query: named ? { integrator: named } : {} })).pipe(
    Effect.orElseSucceed((): IntegratorOrigins => ({ id: null, origins: [] })),
  )

let named: string | undefined
let registered: ReadonlyArray<string> | undefined
let accepted: { readonly callbackUrl?: string; readonly redirectUrl?: string } = {}
let authSuccessUrl: string | undefined

/** Read from the address the page was opened with, before anything changes it. */
export const rememberNamedIntegrator = (query: URLSearchParams) => {
  named = namedIntegrator(query)
}
/** The integrator the page names (sent with orders, so the server applies the same origins). */
export const pageIntegrator = () => named
export const rememberRegisteredOrigins = (origins: ReadonlyArray<string>) => {
  registered = origins
}
/** The registered origins once known; undefined before. */
export const registeredOrigins = () => registered

/** Keeps the outside URLs the embedding rule accepted (the refused ones already left the query). */
export const rememberAcceptedUrls = (query: URLSearchParams) => {
  const callbackUrl = query.get("callbackUrl")
  const redirectUrl = query.get("redirectUrl")
  accepted = { ...(callbackUrl ? { callbackUrl } : {}), ...(redirectUrl ? { redirectUrl } : {}) }
  authSuccessUrl = query.get("authSuccessUrl") ?? undefined
}
/** Where a user who signs in on this page goes then (README: authSuccessUrl), when the embedding rule accepted it. */
export const acceptedAuthSuccessUrl = () => authSuccessUrl
/** What an order made on this page carries for its integrator: the accepted URLs, and the integrator's name in
 * `meta` so the server checks them against the same origins. */
const orderIntegration = () => ({ ...accepted, ...(named ? { integrator: named } : {}) })

/** What an order carries for its integrator, as the order calls take it: the accepted URLs, the page's tags
 * (orderParams, forceFail) and in `meta` the signed link, the campaign tags and the integrator's name, which the
 * server checks the URLs and the order against. */
export const orderIntegrationFields = (tags: OrderTags) => {
  const { integrator, ...urls } = orderIntegration()
  const meta = { ...tags.meta, ...(integrator ? { integrator } : {}) }
  return {
    ...urls,
    ...(tags.orderParams !== undefined ? { orderParams: tags.orderParams } : {}),
    ...(tags.forceFail ? { forceFail: true } : {}),
    ...(Object.keys(meta).length > 0 ? { meta } : {}),
  }
}
