// The built widget at `/`: hashed assets precompressed and cached for a year (./assets.ts), every other path answers
// index.html (the widget's router decides, including its own 404 page). Unknown /api paths answer a JSON 404 instead.
import { existsSync, readFileSync, statSync } from "node:fs"
import { join, resolve } from "node:path"
import { Effect, Layer } from "effect"
import { HttpRouter, HttpServerRequest, HttpServerResponse, HttpStaticServer } from "effect/http"
import type { Language } from "../../schema/languages.ts"
import { makeFirstScreenBlock } from "../catalog/firstScreenData.ts"
import { makeAmountShell, pageLanguageOf, paintsAmount, withAmount } from "./amountShell.ts"
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

/** The build's prerender of the amount screen (./amountShell.ts) is the server's to run, not the page's to load. */
const prerenderNotServed = HttpRouter.add("GET", "/prerender/*", notFound)

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

/** The JSON inside a first-screen block (`<script type="application/json" …>JSON</script>`). */
const jsonOf = (block: string) => block.slice(block.indexOf(">") + 1, block.lastIndexOf("<"))

/** index.html from memory, read again when the file changed (a new build), looked at once a second; at `/` with the
 * first screen's catalogue written in (server/catalog/firstScreenData.ts) and the amount screen painted in the
 * visitor's language (./amountShell.ts). The page is the same for every visitor of a country and language under the
 * same switches, so each distinct page is encoded and compressed once and kept, each encoding with the ETag of its
 * own bytes. */
const indexPage = (file: string, widgetDir: string) =>
  Layer.unwrap(
    Effect.map(Effect.all([makeFirstScreenBlock, makeAmountShell(widgetDir)]), ([firstScreenBlock, amountShell]) => {
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
      const encodedPage = (html: string, block: string, amount: string, language: Language) => {
        const key = `${block}\n${language}\n${amount}`
        const kept = encoded.get(key)
        if (kept) return kept
        const page = withAmount(
          block ? html.replace(rootElement, `${block}\n    ${rootElement}`) : html,
          amount,
          language,
        )
        const fresh = precompress(Buffer.from(page))
        if (encoded.size >= keptPages) encoded.clear()
        encoded.set(key, fresh)
        return fresh
      }
      return HttpRouter.add(
        "GET",
        "/",
        Effect.gen(function* () {
          const html = current()
          const block = yield* firstScreenBlock
          const request = yield* HttpServerRequest.HttpServerRequest
          const search = new URLSearchParams(request.url.split("?")[1] ?? "")
          const language = pageLanguageOf(search, request.headers["accept-language"])
          const amount = block && paintsAmount(search) ? yield* amountShell(jsonOf(block), language) : ""
          const variants = yield* Effect.promise(() => encodedPage(html, block, amount, language))
          // The painted amount is in the visitor's language.
          return HttpServerResponse.setHeader(
            answerEncoded(request, variants, "text/html; charset=utf-8", "no-cache"),
            "vary",
            "Accept-Encoding, Accept-Language",
          )
        }),
      )
    }),
  )

export const widgetRoutes = (widgetDir: string) => {
  const root = resolve(widgetDir)
  if (!existsSync(join(root, "index.html"))) return Layer.mergeAll(apiNotFound, notBuilt)
  return Layer.mergeAll(
    apiNotFound,
    prerenderNotServed,
    indexPage(join(root, "index.html"), root),
    assetRoutes(join(root, "assets")),
    HttpStaticServer.layer({ root, spa: true, cacheControl: "no-cache" }),
  )
}
