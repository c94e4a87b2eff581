// The amount screen painted from the page at `/` (issue 17, docs/performance.md step 12): the widget's build leaves a
// prerender for Node beside it (`prerender/amountShell.js`, from screens/shell/amountShell.tsx: the real components
// rendered to a string); this puts its markup for the visitor's language into the empty frame index.html paints
// (screens/shell/firstPaint.ts), with the catalogue the page carries and the on-ramp's payment channels. The app
// keeps that frame until its own amount is ready, then takes its place (same layout, so nothing shifts).
import { existsSync, statSync } from "node:fs"
import { join } from "node:path"
import { pathToFileURL } from "node:url"
import { Duration, Effect, Schema } from "effect"
import { CountryChannels } from "../../schema/catalog.ts"
import { chooseLanguage, type Language, languages } from "../../schema/languages.ts"
import { Catalog } from "../catalog/repository.ts"

/** What index.html's frame is written as (screens/shell/firstPaint.ts); tests/e2e/amountShell.spec.ts fails if the
 * frame is written otherwise. */
const frameOpening = '<div id="first-paint" class="widget" aria-hidden="true">'
const emptyMain = '<div class="widget-main"></div>'

/** The link's parameters the painted amount is right for: with any other, the app's amount may differ (a configured
 * country, amount or asset), so the page paints the empty frame only. */
const paintedWith: ReadonlyArray<string> = ["lang"]

type Render = (input: { firstScreen: unknown; channels: unknown; language: string }) => Promise<string>

/** The language the widget will show (screens/wiring/language.ts) as far as the server can tell: the link's `lang`,
 * else the first of the browser's languages it speaks (`Accept-Language`, by quality); a language chosen earlier in
 * the side panel is on the device only, so such a visitor may see this one until the app shows theirs. */
export const pageLanguageOf = (search: URLSearchParams, acceptLanguage: string | undefined): Language => {
  const browser = (acceptLanguage ?? "")
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";")
      const q = Number(
        params
          .find((p) => p.trim().startsWith("q="))
          ?.trim()
          .slice(2) ?? 1,
      )
      return { tag: tag.trim(), q: Number.isNaN(q) ? 0 : q, index }
    })
    .filter((entry) => entry.tag !== "" && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag)
  const lang = search.get("lang") ?? undefined
  return chooseLanguage({ lang: languages.some((l) => l === lang) ? lang : undefined, remembered: undefined, browser })
}

/** Whether the page at this address gets the painted amount: `/` with no parameter but `lang`. */
export const paintsAmount = (search: URLSearchParams) => [...search.keys()].every((key) => paintedWith.includes(key))

/** Puts the amount's markup into the page's frame, marked so the app keeps the frame until its amount is ready and
 * so that nothing in it is focusable (`inert`) or announced (the frame is aria-hidden), and gives the page the
 * amount's language. The page unchanged when it has no such frame. */
export const withAmount = (html: string, markup: string, language: Language): string => {
  if (!markup || !html.includes(frameOpening) || !html.includes(emptyMain)) return html
  return html
    .replace('<html lang="en">', `<html lang="${language}">`)
    .replace(frameOpening, frameOpening.replace('class="widget"', 'class="widget" data-amount="" inert=""'))
    .replace(emptyMain, `<div class="widget-main">${markup}</div>`)
}

/** The amount's markup for a page (its first-screen block's JSON, the on-ramp's payment channels, the visitor's
 * language), made by the build's prerender; "" when the widget was built without it or a render fails (the page keeps
 * its empty frame, as before the prerender existed). */
export type RenderAmount = (blockJson: string, channelsJson: string, language: Language) => Promise<string>

/** The on-ramp's payment channels as the page's prerender takes them (JSON), read at most every 10 s: an agent's new
 * channel shows in the page within that, and in the app at once. The same string while it holds. */
export const makeChannelsJson = Effect.gen(function* () {
  const catalog = yield* Catalog
  return yield* Effect.cachedWithTTL(
    Effect.flatMap(catalog.channels("onramp"), (all) =>
      Effect.map(Schema.encodeEffect(Schema.Array(CountryChannels))(all), (encoded) => JSON.stringify(encoded)),
    ).pipe(Effect.orDie),
    Duration.seconds(10),
  )
})

/** The prerender of the build in `widgetDir` (`prerender/amountShell.js`, loaded by Node as a module), or undefined
 * when the build has none. Called again after a new build, it loads the new module. */
export const loadAmountShell = (widgetDir: string): RenderAmount | undefined => {
  const file = join(widgetDir, "prerender", "amountShell.js")
  if (!existsSync(file)) return undefined
  // A new build is a new module: the query makes Node load it again rather than answer the cached one.
  const render = import(`${pathToFileURL(file).href}?built=${statSync(file).mtimeMs}`).then(
    (module: { renderAmountShell: Render }) => module.renderAmountShell,
  )
  return (blockJson, channelsJson, language) =>
    render
      .then((r) => r({ firstScreen: JSON.parse(blockJson), channels: JSON.parse(channelsJson), language }))
      .catch(() => "")
}
