// What the built index.html asks the browser for before its first paint (issue 17, docs/performance.md step 13). The
// page paints the amount from its HTML (step 12); nothing else should stand before that paint: its style sheet is
// written into it (a second round trip before, about 0.7 s under DevTools' slow-4G throttling). Module scripts and their preloads named in the head were fetched before the paint on a fast
// connection, and Lighthouse's simulation then counted all of them (about 135 KiB with gzip) before the first and
// the largest paint: 2.2 to 2.5 s cold on its mobile profile where the goal is 1.0 s. The page's boot script loads
// them once the first frame is painted (schema/pageBoot.ts). Reads the build `npm test` has just made.
import { existsSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { entryMeta, moduleMeta, pageBootScript } from "../../schema/pageBoot.ts"
import { firstScreenFiles, readManifest, widgetDir } from "../support/firstScreenFiles.ts"

const KiB = 1024
/** The style sheet the page carries, with brotli: 3.3 KiB (2026-11-24). */
const styleBudget = 6 * KiB

const page = () => {
  const file = join(widgetDir, "index.html")
  if (!existsSync(file)) throw new Error(`${file} is missing: build the widget first (npm run build)`)
  return readFileSync(file, "utf8")
}

const tags = (html: string, name: string) => html.match(new RegExp(`<${name}\\b[^>]*>`, "g")) ?? []
const attribute = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1]

describe("the built page before its first paint", () => {
  it("asks for no script: no script file, no module preload, no preload", () => {
    const html = page()
    expect(tags(html, "script").filter((tag) => attribute(tag, "src") !== undefined)).toEqual([])
    const links = tags(html, "link").map((tag) => attribute(tag, "rel"))
    expect(links.filter((rel) => rel === "modulepreload" || rel === "preload" || rel === "prefetch")).toEqual([])
  })

  it("runs one inline script, the boot script the page policy allows by its hash", () => {
    const scripts = [...page().matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)]
    expect(scripts.map((script) => script[1])).toEqual([pageBootScript])
  })

  it("names the entry and the first route's modules for the boot script to load after the paint", () => {
    const html = page()
    const named = (name: string) =>
      tags(html, "meta")
        .filter((tag) => attribute(tag, "name") === name)
        .map((tag) => attribute(tag, "content"))
    const manifest = readManifest()
    const entry = manifest["index.html"]?.file
    expect(named(entryMeta)).toEqual([`/${entry}`])
    const scripts = firstScreenFiles(manifest).filter((file) => file.endsWith(".js") && file !== entry)
    expect(scripts.length).toBeGreaterThan(0)
    expect(new Set(named(moduleMeta))).toEqual(new Set(scripts.map((file) => `/${file}`)))
  })

  it(`waits for no style sheet: the entry's sheet is in the page, within ${styleBudget / KiB} KiB with brotli`, () => {
    const html = page()
    const sheet = readManifest()["index.html"]?.css ?? []
    expect(sheet).toHaveLength(1)
    const file = sheet[0] ?? ""
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((style) => style[1])
    expect(styles).toEqual([readFileSync(join(widgetDir, file), "utf8")])
    expect(readFileSync(join(widgetDir, `${file}.br`)).length).toBeLessThanOrEqual(styleBudget)
    // Its link stays, disabled (neither fetched nor applied), so Vite's loader of lazy chunks does not add it again.
    const sheets = tags(html, "link").filter((tag) => attribute(tag, "rel") === "stylesheet")
    expect(sheets.map((tag) => [attribute(tag, "href"), /\sdisabled[\s>]/.test(tag)])).toEqual([[`/${file}`, true]])
  })
})
