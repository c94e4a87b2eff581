// The server's side of the embedding rule (schema/embedding.ts): an order stores a callbackUrl or redirectUrl only
// on an origin its integrator registered, so status posts and the way back never go to a site nobody vouched for.
import { Effect } from "effect"
import { acceptedUrl, embeddingMessages, type OutsideUrlParam } from "../../schema/embedding.ts"
import { invalidRequest } from "../../schema/errors.ts"
import { integratorOrigins } from "./integratorsHttp.ts"

/** Refuses the first outside URL that is not on the origins of `integrator` (the signed link's issuer, else the
 * one the order names, else the default integrator). */
export const refuseOutsideUrls = (
  integrator: string | undefined,
  urls: Partial<Record<OutsideUrlParam, string | undefined>>,
) =>
  Effect.gen(function* () {
    const given = Object.entries(urls).filter(([, url]) => url !== undefined && url !== "")
    if (given.length === 0) return
    const { origins } = yield* integratorOrigins(integrator)
    const refused = given.find(([, url]) => !acceptedUrl(url ?? "", origins))
    if (refused) return yield* invalidRequest(embeddingMessages.urlRefused(refused[0] as OutsideUrlParam))
  })
