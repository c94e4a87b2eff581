// The widget's build as the server answers from it: index.html, the hashes of its inline styles (the pages' policy,
// ./securityHeaders.ts) and the amount screen's prerender (`/`, ./widget.ts). Looked at again at most once a second,
// so a new build is served within a second without a restart; one watcher per build folder, shared by all who read it.
import { createHash } from "node:crypto"
import { existsSync, readFileSync, statSync } from "node:fs"
import { join, resolve } from "node:path"
import { loadAmountShell, type RenderAmount } from "./amountShell.ts"

export interface Build {
  readonly html: string
  /** The hashes of the page's inline <style> elements: the build inlines the widget's style sheet into index.html,
   * so the first paint waits for no other file (vite.config.ts `inline-style-sheet`, issue 17 step 13). */
  readonly styleHashes: ReadonlyArray<string>
  readonly render: RenderAmount | undefined
}

const sha256 = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`

export const inlineStyleHashes = (html: string): ReadonlyArray<string> =>
  [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((style) => sha256(style[1] ?? ""))

const versionOf = (file: string) => (existsSync(file) ? String(statSync(file).mtimeMs) : "")

const watch = (widgetDir: string) => {
  const page = join(widgetDir, "index.html")
  const prerender = join(widgetDir, "prerender", "amountShell.js")
  let kept: { readonly version: string; readonly build: Build | undefined } = { version: "", build: undefined }
  let lookedAt = Number.NEGATIVE_INFINITY
  return (): Build | undefined => {
    const now = Date.now()
    if (now - lookedAt < 1000) return kept.build
    lookedAt = now
    const version = `${versionOf(page)}/${versionOf(prerender)}`
    if (version !== kept.version) {
      const html = existsSync(page) ? readFileSync(page, "utf8") : undefined
      const build =
        html === undefined
          ? undefined
          : {
              html,
              styleHashes: inlineStyleHashes(html),
              render: loadAmountShell(widgetDir),
            }
      kept = { version, build }
    }
    return kept.build
  }
}

const watchers = new Map<string, () => Build | undefined>()

/** The current build in `widgetDir` (undefined while there is none): the same object until the build changes. */
export const builtWidget = (widgetDir: string): (() => Build | undefined) => {
  const folder = resolve(widgetDir)
  const found = watchers.get(folder)
  if (found) return found
  const made = watch(folder)
  watchers.set(folder, made)
  return made
}
