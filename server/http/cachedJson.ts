// An answer (JSON, or a page) encoded once and served from memory with an ETag: a client that sends the ETag back in
// If-None-Match gets 304 and no body. `cacheControl` says how long a client or a proxy may keep it without asking.
import { createHash } from "node:crypto"
import { Effect, Schema } from "effect"
import { HttpServerRequest, HttpServerResponse } from "effect/http"

export interface EncodedBody {
  readonly body: Uint8Array
  readonly etag: string
}
export type EncodedJson = EncodedBody

/** A body and its ETag (a hash of the bytes). */
export const encodeBody = (body: Uint8Array): EncodedBody => ({
  body,
  etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
})

/** Encodes `value` as the contract's `schema` says, once. */
export const encodeJson = <S extends Schema.Top>(schema: S, value: S["Type"]) =>
  Effect.map(Schema.encodeUnknownEffect(schema)(value), (encoded) =>
    encodeBody(new TextEncoder().encode(JSON.stringify(encoded))),
  ).pipe(Effect.orDie)

/** If-None-Match compares weakly (RFC 9110 §13.1.2): the compression middleware sends our tag as W/"…" with a
 * compressed body, and the client sends that back. */
export const ifNoneMatchHolds = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch !== undefined &&
  (ifNoneMatch.trim() === "*" || ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag))

/** The answer for this request: 304 when the client holds this version, else the body. */
export const answerJson = (encoded: EncodedJson, cacheControl: string) =>
  answerBody(encoded, "application/json", cacheControl)

export const answerBody = (encoded: EncodedBody, contentType: string, cacheControl: string) =>
  Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest
    const headers = { etag: encoded.etag, "cache-control": cacheControl }
    return ifNoneMatchHolds(request.headers["if-none-match"], encoded.etag)
      ? HttpServerResponse.empty({ status: 304, headers })
      : HttpServerResponse.uint8Array(encoded.body, { contentType, headers })
  })
