// TON Connect's app manifest: a wallet asked to connect or to sign reads `/tonconnect-manifest.json` of the page's
// origin (adapters/tonConnect.ts names it) and shows the app's name, site and icon to the user. Answered from the
// request's own origin, so each host the widget is served from names itself; wallets fetch it from their own
// context, hence any origin may read it. The icon is a PNG (TON Connect takes no SVG), the favicon at 180 px.
import { Effect, Option } from "effect"
import { HttpRouter, HttpServerRequest, HttpServerResponse } from "effect/http"
import { screens } from "../../schema/labels.ts"
import { tonConnectManifestPath } from "../../schema/tonApi.ts"

export const tonConnectManifestRoute = HttpRouter.add(
  "GET",
  tonConnectManifestPath,
  Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest
    const origin = Option.match(HttpServerRequest.toURL(request), {
      onNone: () => "",
      onSome: (url) => url.origin,
    })
    return HttpServerResponse.jsonUnsafe(
      { url: origin, name: screens.brand, iconUrl: `${origin}/tonconnect-icon.png` },
      { headers: { "access-control-allow-origin": "*", "cache-control": "no-cache" } },
    )
  }),
)
