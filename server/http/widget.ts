// The built widget at `/`: hashed assets cached for a year, every other path answers index.html (the widget's
// router decides, including its own 404 page). Unknown /api paths answer a JSON 404 instead.
import { existsSync } from "node:fs"
import { join, resolve } from "node:path"
import { Layer } from "effect"
import { HttpRouter, HttpServerResponse, HttpStaticServer } from "effect/http"
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

export const widgetRoutes = (widgetDir: string) => {
  const root = resolve(widgetDir)
  if (!existsSync(join(root, "index.html"))) return Layer.mergeAll(apiNotFound, notBuilt)
  return Layer.mergeAll(
    apiNotFound,
    HttpStaticServer.layer({
      root: join(root, "assets"),
      prefix: "/assets",
      cacheControl: "public, max-age=31536000, immutable",
    }),
    HttpStaticServer.layer({ root, spa: true, cacheControl: "no-cache" }),
  )
}
