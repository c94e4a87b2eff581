// The hot reads answered by a plain node:http handler from what is kept in memory (issue 18): the catalogue's
// countries and assets, index.html and best-offer. Through Effect's HTTP stack (router, middleware, HttpApi, a fiber
// per request) one of them cost 2 to 7 times a bare node:http answer of the same bytes; the answers here are the same
// bytes and headers. A route answers only a request it is sure to answer as the full stack would (the same front door,
// security headers, content negotiation and 304); any other (a refusal, a header it does not know, what is not in
// memory yet) passes on to the full stack, where tests/server/fastReads.test.ts compares the two.
import type { IncomingMessage, ServerResponse } from "node:http"
import { Readable } from "node:stream"
import { Context } from "effect"
import type { OperatorSettings } from "../../schema/sandbox.ts"
import { countryOfAddress } from "../catalog/location.ts"
import { type EncodedBody, ifNoneMatchHolds } from "./cachedJson.ts"

/** Passes a request on to the full stack (server/app.ts's routes). */
export type PassOn = (request: IncomingMessage, response: ServerResponse) => void

/** Answers `request` and says true, or says false having touched nothing, so that the full stack answers it. A route
 * that read the body and then finds it cannot answer passes on a copy of the request (`replay`). */
export type FastRoute = (request: IncomingMessage, response: ServerResponse, passOn: PassOn) => boolean

export class FastReads extends Context.Service<
  FastReads,
  {
    /** `path` matches the request's target exactly (no query string). */
    readonly add: (method: "GET" | "POST", path: string, route: FastRoute) => void
  }
>()("server/FastReads") {}

/** The routes, and the dispatch server/http/listener.ts calls for each request. */
export const makeFastReads = () => {
  const routes = new Map<string, FastRoute>()
  return {
    add: (method: "GET" | "POST", path: string, route: FastRoute) => void routes.set(`${method} ${path}`, route),
    answer: (request: IncomingMessage, response: ServerResponse, passOn: PassOn) => {
      const route = routes.get(`${request.method} ${request.url}`)
      return route?.(request, response, passOn) === true
    },
  }
}

/** What the front door (server/http/frontDoor.ts) lets through: the header, no maintenance, not a restricted
 * country. `settings` undefined (not read yet, or a second old) lets nothing through: the full stack waits for it. */
export const frontDoorAdmits = (
  request: IncomingMessage,
  settings: OperatorSettings | undefined,
  defaultCountry: string,
) => {
  if (request.headers["x-web"] !== "1" || settings === undefined || settings.maintenance) return false
  const country = countryOfAddress(request.socket.remoteAddress, defaultCountry)
  return !(country && settings.restrictedCountries.includes(country))
}

/** A request without a body: the full stack refuses one with a body too large (server/http/badInput.ts). */
export const hasNoBody = (request: IncomingMessage) =>
  request.headers["content-length"] === undefined && request.headers["transfer-encoding"] === undefined

/** The headers server/http/securityHeaders.ts adds to every answer. */
export const everyAnswer = { "x-content-type-options": "nosniff", "referrer-policy": "no-referrer" } as const

/** A kept answer in the encoding the client takes (server/http/encodings.ts), or 304; `undefined` when the full
 * stack would compress it per request (the compression middleware takes an unencoded body when the client sent
 * Accept-Encoding at all), which is left to it. */
export const writeEncoded = (
  request: IncomingMessage,
  response: ServerResponse,
  answer: { readonly encoding: string; readonly variant: EncodedBody; readonly headers: Record<string, string> },
  contentType: string,
  extra: Record<string, string> = {},
) => {
  if (answer.encoding === "identity" && request.headers["accept-encoding"] !== undefined) return false
  if (ifNoneMatchHolds(request.headers["if-none-match"], answer.variant.etag)) {
    response.writeHead(304, { ...answer.headers, ...everyAnswer, ...extra })
    response.end()
    return true
  }
  response.writeHead(200, {
    ...answer.headers,
    "content-type": contentType,
    "content-length": answer.variant.body.length,
    ...everyAnswer,
    ...extra,
  })
  response.end(latin1Of(answer.variant), "latin1")
  return true
}

/** Each kept body's bytes as a latin1 string (one character a byte): Node sends a string in one write with the
 * headers, a buffer as a second one. */
const latin1 = new WeakMap<EncodedBody, string>()
const latin1Of = (body: EncodedBody) => {
  let text = latin1.get(body)
  if (text === undefined) {
    text = Buffer.from(body.body.buffer, body.body.byteOffset, body.body.byteLength).toString("latin1")
    latin1.set(body, text)
  }
  return text
}

/** The request again, with the body already read from it, for the full stack to read. */
export const replay = (request: IncomingMessage, body: Buffer): IncomingMessage => {
  const copy = new Readable({ read() {} })
  copy.push(body)
  copy.push(null)
  return Object.assign(copy, {
    url: request.url,
    method: request.method,
    headers: request.headers,
    rawHeaders: request.rawHeaders,
    httpVersion: request.httpVersion,
    httpVersionMajor: request.httpVersionMajor,
    httpVersionMinor: request.httpVersionMinor,
    socket: request.socket,
    connection: request.socket,
    // Read to its end: the full stack's teardown leaves it alone.
    complete: true,
  }) as unknown as IncomingMessage
}

/** Reads the body to its end, then `then` with its bytes. */
export const readBody = (request: IncomingMessage, then: (body: Buffer) => void) => {
  const chunks: Array<Buffer> = []
  request.on("data", (chunk: Buffer) => chunks.push(chunk))
  request.once("end", () => then(chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks)))
}
