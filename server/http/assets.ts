// The build's hashed files under /assets: a JS or CSS file goes out as the brotli or gzip copy the build wrote beside
// it (vite.config.ts), whichever the client accepts first, so nothing is compressed per request and the copy is
// brotli's best. Each answer carries its own ETag (304 on If-None-Match), `Vary: Accept-Encoding` and a year's cache:
// a hashed name never changes its content. Files are read once and kept, except source maps (large, rarely asked).
import { readFile } from "node:fs/promises"
import { extname, join } from "node:path"
import { Effect } from "effect"
import { HttpRouter, HttpServerRequest, HttpServerResponse } from "effect/http"
import { type EncodedBody, encodeBody } from "./cachedJson.ts"
import { answerEncoded, type Encodings, precompressed } from "./encodings.ts"

const contentTypes: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".svg": "image/svg+xml; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".png": "image/png",
  ".webp": "image/webp",
  ".woff2": "font/woff2",
}

const cacheControl = "public, max-age=31536000, immutable"

interface Asset {
  readonly contentType: string
  /** "identity" is the file itself. */
  readonly variants: Encodings
}

const readIfThere = (file: string) => readFile(file).catch(() => undefined)

const load = async (file: string): Promise<Asset | undefined> => {
  const identity = await readIfThere(file)
  if (!identity) return undefined
  const variants = new Map<string, EncodedBody>([["identity", encodeBody(identity)]])
  for (const { encoding, suffix } of precompressed) {
    const copy = await readIfThere(file + suffix)
    if (copy) variants.set(encoding, encodeBody(copy))
  }
  return { contentType: contentTypes[extname(file)] ?? "application/octet-stream", variants }
}

export const assetRoutes = (assetsDir: string) => {
  const kept = new Map<string, Promise<Asset | undefined>>()
  const assetOf = (name: string) => {
    const file = join(assetsDir, name)
    if (name.endsWith(".map")) return load(file)
    const known = kept.get(name) ?? load(file)
    kept.set(name, known)
    return known
  }
  return HttpRouter.add(
    "GET",
    "/assets/*",
    Effect.gen(function* () {
      const request = yield* HttpServerRequest.HttpServerRequest
      const name = new URL(request.url, "http://widget").pathname.slice("/assets/".length)
      // Built names only: no folder, no dot file, so nothing outside the folder can be named.
      const asset = /^[\w-][\w.-]*$/.test(name) ? yield* Effect.promise(() => assetOf(name)) : undefined
      if (!asset) return HttpServerResponse.text("Not found", { status: 404 })
      return answerEncoded(request, asset.variants, asset.contentType, cacheControl)
    }),
  )
}
