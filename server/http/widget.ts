// The built widget at `/`: hashed assets cached for a year, every other path answers index.html (the widget's
// router decides, including its own 404 page). Unknown /api paths answer a JSON 404 instead.
import { existsSync } from "node:fs"
import { join, resolve } from "node:path"
import { Layer } from "effect"
import { HttpRouter, HttpServerResponse, HttpStaticServer } from "effect/http"
import { errorCodes, serverMessages } from "../../schema/errors.ts"

const apiNotFound = HttpRouter.add(
  "*",
  "/api/*",
  HttpServerResponse.jsonUnsafe(
    { _tag: "NotFound", code: errorCodes.notFound, message: serverMessages.routeNotFound },
    { status: 404 },
  ),
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
