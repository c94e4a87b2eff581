// Security headers. Every answer: nosniff, and no referrer (widget pages may carry tokens in their address until
// the widget takes them out). Widget pages also get a strict Content-Security-Policy whose frame-ancestors are the
// origins the page's integrator registered (schema/embedding.ts), or only the widget itself when the page names
// no known integrator: it still runs standalone, and no other site can frame it.
import { createHash } from "node:crypto"
import { Effect } from "effect"
import { HttpRouter, HttpServerRequest, HttpServerResponse } from "effect/http"
import { telegramFlagOn, telegramScriptUrl, telegramWebOrigin } from "../../schema/config.ts"
import { namedIntegrator, normalOrigin } from "../../schema/embedding.ts"
import { pageBootScript } from "../../schema/pageBoot.ts"
import { solanaMainnetRpc } from "../../schema/solanaApi.ts"
import { tonCenterApi } from "../../schema/tonApi.ts"
import { Chain } from "../chain/chain.ts"
import { ServerConfig } from "../config.ts"
import { Integrators } from "../onramp/integrators.ts"
import { builtWidget } from "./build.ts"

/** The SHA-256 hashes of react-aria's injected styles (usePress, usePreventScroll). */
export const reactAriaStyles = [
  "sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o=",
  "sha256-gYiS/BvZvRcK27JIXTuwhZ3hs2+VJ1X+2gUlE+farlg=",
]

/** The hash of index.html's one inline script, the theme's boot script and the loader of the widget's scripts
 * (schema/pageBoot.ts): fixed text, so allowed by its hash and nothing else inline runs. */
export const pageBootHash = `sha256-${createHash("sha256").update(pageBootScript).digest("base64")}`

/** The inline style hashes of the current build (./build.ts); none while there is no build. */
const noStyles: ReadonlyArray<string> = []
const builtStyleHashes = (widgetDir: string) => {
  const build = builtWidget(widgetDir)
  return () => build()?.styleHashes ?? noStyles
}

/** The policy of a widget page, framed only by `ancestors` ('self' included). A Telegram mini app's page
 * (`telegram` parameter) also loads Telegram's script and may be framed by Telegram's web client. `styles` are the
 * hashes of the page's own inline style elements. */
export const widgetPolicy = (
  ancestors: ReadonlyArray<string>,
  connect: ReadonlyArray<string>,
  telegram = false,
  styles: ReadonlyArray<string> = [],
) =>
  [
    "default-src 'self'",
    // The built index.html runs its boot script (allowed by its hash), which adds the module script and its preloads
    // after the first paint: nothing else inline, no eval.
    `script-src 'self' '${pageBootHash}'${telegram ? ` ${new URL(telegramScriptUrl).origin}` : ""}`,
    // react-aria adds two fixed <style> elements (touch-action on pressables, overscroll while a modal is open), and
    // the page carries the widget's style sheet inline: allowed by their hashes, so nothing else inline applies. A
    // browser test fails on any violation.
    `style-src 'self' ${[...reactAriaStyles, ...styles].map((hash) => `'${hash}'`).join(" ")}`,
    // Photos of identity documents and receipts are previewed from data: and blob: URLs; the camera is a blob.
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    // The API, and the sandbox chain's RPC that the wallet library reads transactions from.
    `connect-src ${["'self'", ...connect].join(" ")}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${["'self'", ...ancestors, ...(telegram ? [telegramWebOrigin] : [])].join(" ")}`,
  ].join("; ")

const originOfDsn = (dsn: string | undefined) => {
  try {
    return dsn ? new URL(dsn).origin : undefined
  } catch {
    return undefined
  }
}

const everyAnswer = { "x-content-type-options": "nosniff", "referrer-policy": "no-referrer" }

/** Widget pages are the HTML the widget's folder answers (or a 304 for it, so a cached page gets the current
 * policy); the sandbox bank's pages are not the widget. */
const isWidgetPage = (path: string, response: HttpServerResponse.HttpServerResponse) =>
  !path.startsWith("/api/") &&
  !path.startsWith("/sandbox/") &&
  !path.startsWith("/assets/") &&
  (response.status === 304 || response.headers["content-type"]?.startsWith("text/html") === true)

/** What a widget page may connect to beyond itself: the sandbox chain's RPC, the Sentry host, the public chains. */
export const pageConnectSources = Effect.gen(function* () {
  const chain = yield* Chain
  let rpcOrigin: string | undefined
  try {
    rpcOrigin = normalOrigin(new URL(chain.rpcUrl).origin)
  } catch {
    rpcOrigin = undefined // no chain (SANDBOX=0 without CHAIN_RPC_URL): nothing more to reach
  }
  // With SENTRY_DSN set, the widget sends its error reports to that Sentry host (adapters/monitoringErrors.ts).
  const settings = yield* ServerConfig
  const sentryOrigin = originOfDsn(settings.sentryDsn)
  // Outside the sandbox a TON payment asks toncenter for the sender's jetton wallet, and a Solana payment the
  // Solana RPC for a recent blockhash; the sandbox answers the first itself and needs no blockhash.
  const publicChains = settings.sandbox ? [] : [new URL(tonCenterApi).origin, new URL(solanaMainnetRpc).origin]
  return [...(rpcOrigin ? [rpcOrigin] : []), ...(sentryOrigin ? [sentryOrigin] : []), ...publicChains]
})

/** The policy of the page at `/` with no query string (./fastPage.ts): no integrator named, not in Telegram. */
export const standalonePagePolicy = Effect.gen(function* () {
  const connect = yield* pageConnectSources
  const styles = builtStyleHashes((yield* ServerConfig).widgetDir)
  // Made again only when the build's style hashes change (the same array until then): it is on every answer of `/`.
  let kept = { hashes: styles(), policy: widgetPolicy([], connect, false, styles()) }
  return () => {
    const hashes = styles()
    if (hashes !== kept.hashes) kept = { hashes, policy: widgetPolicy([], connect, false, hashes) }
    return kept.policy
  }
})

export const securityHeaders = HttpRouter.middleware(
  Effect.gen(function* () {
    const integrators = yield* Integrators
    const connect = yield* pageConnectSources
    const styles = builtStyleHashes((yield* ServerConfig).widgetDir)
    return (httpEffect) =>
      Effect.gen(function* () {
        const response = HttpServerResponse.setHeaders(yield* httpEffect, everyAnswer)
        const request = yield* HttpServerRequest.HttpServerRequest
        const url = new URL(request.url, "http://widget.invalid")
        if (!isWidgetPage(url.pathname, response)) return response
        const named = namedIntegrator(url.searchParams)
        const origins = named === undefined ? undefined : yield* integrators.originsOf(named)
        return HttpServerResponse.setHeader(
          response,
          "content-security-policy",
          widgetPolicy(origins ?? [], connect, telegramFlagOn(url.searchParams), styles()),
        )
      })
  }),
  { global: true },
)
