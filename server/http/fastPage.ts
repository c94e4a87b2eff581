// The page at `/` answered outside Effect's HTTP stack (./fastReads.ts, issue 18): the page the full stack last made
// for a visitor of the same country and language, while nothing can have changed it, under the rule of
// server/database/keptReads.ts: the operator's settings are the ones it was made with, this process has written
// nothing to the database since (a new payment channel, a switch), and it is under a second old (a new build, another
// replica's change). Only `/` itself: with a query string the page and its policy depend on more (./widget.ts,
// ./securityHeaders.ts), and the full stack answers.
import { Effect, Option } from "effect"
import type { HttpServerRequest } from "effect/http"
import type { OperatorSettings } from "../../schema/sandbox.ts"
import { countryOfAddress } from "../catalog/location.ts"
import { ServerConfig } from "../config.ts"
import { writeGeneration, writesAreWatched } from "../database/writes.ts"
import { Settings } from "../settings/repository.ts"
import { pageLanguageOf } from "./amountShell.ts"
import { chooseAnswer, type Encodings } from "./encodings.ts"
import { FastReads, hasNoBody, writeEncoded } from "./fastReads.ts"
import { standalonePagePolicy } from "./securityHeaders.ts"

const maxAgeMillis = 1000
const noQuery = new URLSearchParams()

/** What the page at `/` is sent with, by either stack: it is painted in the visitor's language. */
export const pageVary = "Accept-Encoding, Accept-Language"
export const pageCacheControl = "no-cache"
export const pageContentType = "text/html; charset=utf-8"

interface Made {
  readonly settings: OperatorSettings
  readonly generation: number
  readonly askedAt: number
  /** The policy of the build the page was made from: a newer build's would not allow the page's own inline style. */
  readonly policy: string
  readonly page: Encodings
}

export const makeFastPage = Effect.gen(function* () {
  const fastReads = yield* Effect.serviceOption(FastReads)
  const settings = yield* Settings
  const { defaultCountry } = yield* ServerConfig
  const policy = yield* standalonePagePolicy
  // One entry per country and language: a handful.
  const made = new Map<string, Made>()
  const keyOf = (address: string | undefined, acceptLanguage: string | undefined) =>
    `${countryOfAddress(address, defaultCountry) ?? ""}\0${pageLanguageOf(noQuery, acceptLanguage)}`

  if (Option.isSome(fastReads))
    fastReads.value.add("GET", "/", (request, response) => {
      if (!hasNoBody(request)) return false
      const entry = made.get(keyOf(request.socket.remoteAddress, request.headers["accept-language"]))
      if (
        entry === undefined ||
        entry.settings !== settings.current() ||
        entry.generation !== writeGeneration() ||
        entry.policy !== policy() ||
        !writesAreWatched() ||
        performance.now() - entry.askedAt >= maxAgeMillis
      )
        return false
      const answer = chooseAnswer(request.headers["accept-encoding"], entry.page, pageCacheControl)
      return (
        answer !== undefined &&
        writeEncoded(request, response, answer, pageContentType, {
          vary: pageVary,
          "content-security-policy": entry.policy,
        })
      )
    })

  /** Called as the full stack starts making the page of a request; the answer keeps the page it made for `/`. */
  return (request: HttpServerRequest.HttpServerRequest) => {
    const started = {
      settings: settings.current(),
      generation: writeGeneration(),
      askedAt: performance.now(),
      policy: policy(),
    }
    return (page: Encodings) => {
      if (request.url !== "/" || started.settings === undefined) return
      const key = keyOf(Option.getOrUndefined(request.remoteAddress), request.headers["accept-language"])
      made.set(key, { ...started, settings: started.settings, page })
    }
  }
})
