// The built widget at `/`: hashed assets precompressed and cached for a year (./assets.ts), every other path answers
// index.html (the widget's router decides, including its own 404 page). Unknown /api paths answer a JSON 404 instead.
import { existsSync, readFileSync, statSync } from "node:fs"
import { join, resolve } from "node:path"
import { Effect, Layer } from "effect"
import { HttpRouter, HttpServerRequest, HttpServerResponse, HttpStaticServer } from "effect/http"
import { makeFirstScreenBlock } from "../catalog/firstScreenData.ts"
import { assetRoutes } from "./assets.ts"
import { answerEncoded, type Encodings, precompress } from "./encodings.ts"
import { refusal } from "./refusals.ts"

const notFound = refusal(404)

// Every method but HEAD: the router answers HEAD with the GET route of the path, this one included.
const apiNotFound = Layer.mergeAll(
  HttpRouter.add("GET", "/api/*", notFound),
  HttpRouter.add("POST", "/api/*", notFound),
  HttpRouter.add("PUT", "/api/*", notFound),
  HttpRouter.add("PATCH", "/api/*", notFound),
  HttpRouter.add("DELETE", "/api/*", notFound),
  HttpRouter.add("OPTIONS", "/api/*", notFound),
)

const notBuilt = HttpRouter.add(
  "GET",
  "/*",
  HttpServerResponse.text("The widget is not built yet: run `npm run build`, or start it with `npm start`.", {
    status: 503,
  }),
)

const rootElement = '<div id="root">'

/** Pages kept, one per distinct first-screen block (server/catalog/firstScreenData.ts keeps as many blocks). */
const keptPages = 512

/** index.html from memory, read again when the file changed (a new build), looked at once a second; at `/` with the
 * first screen's catalogue written in (server/catalog/firstScreenData.ts). The block is the same for every visitor
 * of a country under the same switches, so each distinct page is encoded and compressed once and kept, each
 * encoding with the ETag of its own bytes. */
const indexPage = (file: string) =>
  Layer.unwrap(
    Effect.map(makeFirstScreenBlock, (firstScreenBlock) => {
      let page: { readonly html: string; readonly modifiedAt: number } | undefined
      let lookedAt = 0
      let encoded = new Map<string, Promise<Encodings>>()
      const current = () => {
        const now = Date.now()
        if (page && now - lookedAt < 1000) return page.html
        lookedAt = now
        const modifiedAt = statSync(file).mtimeMs
        if (page?.modifiedAt !== modifiedAt) {
          page = { html: readFileSync(file, "utf8"), modifiedAt }
          encoded = new Map()
        }
        return page.html
      }
      const encodedPage = (html: string, block: string) => {
        const kept = encoded.get(block)
        if (kept) return kept
        const fresh = precompress(Buffer.from(block ? html.replace(rootElement, `${block}\n    ${rootElement}`) : html))
        if (encoded.size >= keptPages) encoded.clear()
        encoded.set(block, fresh)
        return fresh
      }
      return HttpRouter.add(
        "GET",
        "/",
        Effect.gen(function* () {
          const html = current()
          const block = yield* firstScreenBlock
          const variants = yield* Effect.promise(() => encodedPage(html, block))
          const request = yield* HttpServerRequest.HttpServerRequest
          return answerEncoded(request, variants, "text/html; charset=utf-8", "no-cache")
        }),
      )
    }),
  )

export const widgetRoutes = (widgetDir: string) => {
  const root = resolve(widgetDir)
  if (!existsSync(join(root, "index.html"))) return Layer.mergeAll(apiNotFound, notBuilt)
  return Layer.mergeAll(
    apiNotFound,
    indexPage(join(root, "index.html")),
    assetRoutes(join(root, "assets")),
    HttpStaticServer.layer({ root, spa: true, cacheControl: "no-cache" }),
  )
}
