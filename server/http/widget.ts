// The built widget at `/`: hashed assets precompressed and cached for a year (./assets.ts), every other path answers
// index.html (the widget's router decides, including its own 404 page). Unknown /api paths answer a JSON 404 instead.
import { existsSync } from "node:fs"
import { join, resolve } from "node:path"
import { Effect, Layer } from "effect"
import { HttpRouter, HttpServerRequest, HttpServerResponse, HttpStaticServer } from "effect/http"
import type { Language } from "../../schema/languages.ts"
import { makeFirstScreenBlock } from "../catalog/firstScreenData.ts"
import { makeChannelsJson, pageLanguageOf, paintsAmount, withAmount } from "./amountShell.ts"
import { assetRoutes } from "./assets.ts"
import { type Build, builtWidget } from "./build.ts"
import { answerEncoded, type Encodings, precompress } from "./encodings.ts"
import { makeFastPage, pageCacheControl, pageContentType, pageVary } from "./fastPage.ts"
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

/** Pages kept, one per distinct first-screen block, payment channels and language, before they are made again. */
const keptPages = 512

/** The JSON inside a first-screen block (`<script type="application/json" …>JSON</script>`). */
const jsonOf = (block: string) => block.slice(block.indexOf(">") + 1, block.lastIndexOf("<"))

/** index.html at `/` with the first screen's catalogue written in (server/catalog/firstScreenData.ts) and the amount
 * screen painted in the visitor's language (./amountShell.ts). The page is the same for every visitor of a country
 * and language under the same switches and payment channels, so each distinct page is made, encoded and compressed
 * once and kept, each encoding with the ETag of its own bytes. */
const indexPage = (widgetDir: string) =>
  Layer.unwrap(
    Effect.map(
      Effect.all([makeFirstScreenBlock, makeChannelsJson, makeFastPage]),
      ([firstScreenBlock, channelsJson, keepForFastPage]) => {
        const currentBuild = builtWidget(widgetDir)
        // widgetRoutes serves this only for a folder with a build; one removed while it is made again is not yet gone.
        let builtFrom = currentBuild() as Build
        // Keyed by the block, then the channels, then the language: the block and the channels are strings kept while
        // they hold, so a look-up compares them by reference, where one key joined from them (kilobytes) would be
        // made and hashed on every request.
        let pages = new Map<string, Map<string, Map<Language, Promise<Encodings>>>>()
        let kept = 0
        const pageOf = (block: string, channels: string, language: Language, paints: boolean) => {
          const build = currentBuild() ?? builtFrom
          if (build !== builtFrom) {
            builtFrom = build
            pages = new Map()
            kept = 0
          }
          const byChannels = pages.get(block) ?? new Map<string, Map<Language, Promise<Encodings>>>()
          const byLanguage = byChannels.get(channels) ?? new Map<Language, Promise<Encodings>>()
          const found = byLanguage.get(language)
          if (found) return found
          const html = block ? build.html.replace(rootElement, `${block}\n    ${rootElement}`) : build.html
          const render = paints && block ? build.render : undefined
          const made = (render ? render(jsonOf(block), channels, language) : Promise.resolve("")).then((amount) =>
            precompress(Buffer.from(withAmount(html, amount, language))),
          )
          if (kept >= keptPages) {
            pages = new Map()
            kept = 0
          }
          byLanguage.set(language, made)
          byChannels.set(channels, byLanguage)
          pages.set(block, byChannels)
          kept += 1
          return made
        }
        return HttpRouter.add(
          "GET",
          "/",
          Effect.gen(function* () {
            const request = yield* HttpServerRequest.HttpServerRequest
            const keep = keepForFastPage(request)
            const block = yield* firstScreenBlock
            const search = new URLSearchParams(request.url.split("?")[1] ?? "")
            const paints = paintsAmount(search)
            // A page without the painted amount is the same in every language (the app chooses its own).
            const language = paints ? pageLanguageOf(search, request.headers["accept-language"]) : "en"
            const channels = paints && block ? yield* channelsJson : ""
            const variants = yield* Effect.promise(() => pageOf(block, channels, language, paints))
            keep(variants)
            return HttpServerResponse.setHeader(
              answerEncoded(request, variants, pageContentType, pageCacheControl),
              "vary",
              pageVary,
            )
          }),
        )
      },
    ),
  )

export const widgetRoutes = (widgetDir: string) => {
  const root = resolve(widgetDir)
  if (!existsSync(join(root, "index.html"))) return Layer.mergeAll(apiNotFound, notBuilt)
  return Layer.mergeAll(
    apiNotFound,
    prerenderNotServed,
    indexPage(root),
    assetRoutes(join(root, "assets")),
    HttpStaticServer.layer({ root, spa: true, cacheControl: "no-cache" }),
  )
}
