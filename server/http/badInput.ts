// Requests no call can read, answered cleanly on every /api path (the contract's and the sandbox's): a body over
// the limit is refused before it is read (413), a NUL character anywhere is a 400 (PostgreSQL text cannot hold
// one), HEAD answers as GET (server/http/widget.ts), and every refusal the HTTP layer makes by itself (415, an
// empty 400 or 413 from a broken multipart body...) gets the documented { _tag, code, message } body.
import { ByteSize, type Cause, Effect } from "effect"
import {
  HttpIncomingMessage,
  HttpRouter,
  HttpServerError,
  HttpServerRequest,
  type HttpServerResponse,
} from "effect/http"
import { HttpApiError } from "effect/http-api"
import { serverMessages } from "../../schema/errors.ts"
import { beaconPath } from "../../schema/monitoring.ts"
import { refusal } from "./refusals.ts"

/** No request body may exceed this; identity checks (photos as data URLs) are the largest (docs/decisions.md). */
const maxBodySize = ByteSize.mebibytes(24)
const maxBodyBytes = Number(maxBodySize)

/** `\u0000` as a JSON escape: one not itself escaped (an even run of backslashes before it). A raw NUL byte is
 * not valid JSON, so the body's decoder refuses that already. Searched in the bytes: the call decodes the text. */
const escapedNul = Buffer.from("\\u0000")
const backslash = 0x5c
export const hasJsonNul = (bytes: Buffer) => {
  for (let at = bytes.indexOf(escapedNul); at !== -1; at = bytes.indexOf(escapedNul, at + 1)) {
    let run = 0
    while (bytes[at - 1 - run] === backslash) run++
    if (run % 2 === 0) return true
  }
  return false
}

const carriesJson = (request: HttpServerRequest.HttpServerRequest) => {
  // The contract reads a body without a content type as JSON.
  const type = request.headers["content-type"]?.toLowerCase() ?? "application/json"
  return (
    ["POST", "PUT", "PATCH", "DELETE"].includes(request.method) &&
    type.startsWith("application/json") &&
    // The beacon reads its own body under a smaller limit.
    !request.url.startsWith(beaconPath)
  )
}

/** What a cause the API did not word answers: a request error explained, any other 4xx with the documented body.
 * Anything else (5xx) stays as it was, reported as before. */
const answerOf = (cause: Cause.Cause<unknown>) =>
  Effect.gen(function* () {
    for (const reason of cause.reasons) {
      const error = reason._tag === "Die" ? reason.defect : reason._tag === "Fail" ? reason.error : undefined
      if (HttpApiError.HttpApiSchemaError.is(error)) return refusal(400, explain(error))
    }
    const [response] = yield* HttpServerError.causeResponse(cause)
    if (response.status >= 400 && response.status < 500) return refusal(response.status)
    return yield* Effect.failCause(cause)
  })

export const explain = (error: HttpApiError.HttpApiSchemaError) => {
  const place = error.kind === "Params" ? "path" : error.kind.toLowerCase()
  return serverMessages.invalidPart(place, error.cause.message)
}

/** A 5xx is left as it is: it is a fault to fix, not a refusal to word. */
const isShaped = (response: HttpServerResponse.HttpServerResponse) =>
  response.status < 400 ||
  response.status >= 500 ||
  response.headers["content-type"]?.startsWith("application/json") === true

export const badInputAnswers = HttpRouter.middleware(
  (httpEffect) =>
    Effect.gen(function* () {
      const request = yield* HttpServerRequest.HttpServerRequest
      if (!request.url.startsWith("/api/")) return yield* httpEffect
      if (Number(request.headers["content-length"]) > maxBodyBytes) return refusal(413)
      // %00 is the only way a NUL reaches a path or query (Node refuses a raw one).
      if (/%00/.test(request.url)) return refusal(400, serverMessages.nulCharacter)
      if (carriesJson(request)) {
        // Read here, counted as it streams (a chunked body has no Content-Length); the call reads the same bytes,
        // which the request keeps.
        const refused = yield* request.arrayBuffer.pipe(
          Effect.map((bytes) =>
            hasJsonNul(Buffer.from(bytes)) ? refusal(400, serverMessages.nulCharacter) : undefined,
          ),
          Effect.provideService(HttpIncomingMessage.MaxBodySize, maxBodySize),
          Effect.catchCause(answerOf),
        )
        if (refused) return refused
      }
      const response = yield* httpEffect.pipe(
        Effect.provideService(HttpIncomingMessage.MaxBodySize, maxBodySize),
        Effect.catchCause(answerOf),
      )
      return isShaped(response) ? response : refusal(response.status)
    }),
  { global: true },
)
