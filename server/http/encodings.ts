// An answer kept in each content encoding a client may accept (brotli, gzip, none), compressed once, not per
// request: the client gets the first of brotli and gzip it accepts, with the ETag of those bytes (304 when it holds
// them) and `Vary: Accept-Encoding`. The compression middleware leaves a body that names its encoding alone.
import { promisify } from "node:util"
import { brotliCompress, constants, gzip as gzipCompress } from "node:zlib"
import { type HttpServerRequest, HttpServerResponse } from "effect/http"
import { type EncodedBody, encodeBody, ifNoneMatchHolds } from "./cachedJson.ts"

/** Keyed by content encoding; "identity" is the body itself. */
export type Encodings = ReadonlyMap<string, EncodedBody>

/** Content encodings served, best first, with the suffix of the copies the build writes (vite.config.ts). */
export const precompressed = [
  { encoding: "br", suffix: ".br" },
  { encoding: "gzip", suffix: ".gz" },
] as const

const brotli = promisify(brotliCompress)
const gzip = promisify(gzipCompress)

/** `body` in each encoding, each at its best compression (slow, so once per distinct body). */
export const precompress = async (body: Uint8Array): Promise<Encodings> => {
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: constants.Z_BEST_COMPRESSION }),
  ])
  return new Map([
    ["identity", encodeBody(body)],
    ["br", encodeBody(br)],
    ["gzip", encodeBody(gz)],
  ])
}

/** The encodings a client accepts (RFC 9110 §12.5.3), those with q=0 left out. */
const accepted = (header: string | undefined) =>
  new Set(
    (header ?? "")
      .split(",")
      .map((member) =>
        member
          .trim()
          .toLowerCase()
          .split(/\s*;\s*/),
      )
      .filter(([, q]) => q === undefined || !/^q=0(\.0*)?$/.test(q))
      .map(([name]) => name),
  )

/** The compressed copy the client accepts, best first, else the body itself. */
const chooseEncoding = (acceptEncoding: string | undefined, available: ReadonlyMap<string, unknown>) => {
  const accepts = accepted(acceptEncoding)
  return (
    precompressed.find(({ encoding }) => available.has(encoding) && (accepts.has(encoding) || accepts.has("*")))
      ?.encoding ?? "identity"
  )
}

/** The copy the client accepts and the headers that go with it: its own ETag and `Vary: Accept-Encoding`. */
export const chooseAnswer = (acceptEncoding: string | undefined, encodings: Encodings, cacheControl: string) => {
  const encoding = chooseEncoding(acceptEncoding, encodings)
  const variant = encodings.get(encoding) ?? encodings.get("identity")
  if (!variant) return undefined
  const headers: Record<string, string> = {
    etag: variant.etag,
    "cache-control": cacheControl,
    ...(encodings.size > 1 ? { vary: "Accept-Encoding" } : {}),
    ...(encoding === "identity" ? {} : { "content-encoding": encoding }),
  }
  return { encoding, variant, headers }
}

/** The copy the client accepts, with its own ETag (304 when the client holds it) and `Vary: Accept-Encoding`. */
export const answerEncoded = (
  request: HttpServerRequest.HttpServerRequest,
  encodings: Encodings,
  contentType: string,
  cacheControl: string,
) => {
  const answer = chooseAnswer(request.headers["accept-encoding"], encodings, cacheControl)
  if (!answer) return HttpServerResponse.text("Not found", { status: 404 })
  const { variant, headers } = answer
  return ifNoneMatchHolds(request.headers["if-none-match"], variant.etag)
    ? HttpServerResponse.empty({ status: 304, headers })
    : HttpServerResponse.uint8Array(variant.body, { contentType, headers })
}
