// The built widget at `/`: hashed assets precompressed and cached for a year (./assets.ts), every other path answers
// index.html (the widget's router decides, including its own 404 page). Unknown /api paths answer a JSON 404 instead.
import { existsSync, readFileSync, statSync } from "node:fs"
import { join, resolve } from "node:path"
import { Effect, Layer } from "effect"
import { HttpRouter, HttpServerResponse, HttpStaticServer } from "effect/http"
import { assetRoutes } from "./assets.ts"
import { answerBody, type EncodedBody, encodeBody } from "./cachedJson.ts"
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

/** index.html from memory with its ETag; read again when the file changed (a new build), looked at once a second. */
const indexPage = (file: string) => {
  let page: (EncodedBody & { readonly modifiedAt: number }) | undefined
  let lookedAt = 0
  const current = () => {
    const now = Date.now()
    if (page && now - lookedAt < 1000) return page
    lookedAt = now
    const modifiedAt = statSync(file).mtimeMs
    if (page?.modifiedAt !== modifiedAt) page = { ...encodeBody(readFileSync(file)), modifiedAt }
    return page
  }
  return HttpRouter.add(
    "GET",
    "/",
    Effect.suspend(() => answerBody(current(), "text/html; charset=utf-8", "no-cache")),
  )
}

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
