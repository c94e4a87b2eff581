import { readdir, readFile, writeFile } from "node:fs/promises"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { promisify } from "node:util"
import { brotliCompress, constants, gzip } from "node:zlib"
import { tanstackRouter } from "@tanstack/router-plugin/vite"
import react from "@vitejs/plugin-react"
import { build, defineConfig, type Plugin } from "vite"
import { entryMeta, moduleMeta } from "./schema/pageBoot.ts"
import { buildTextIndex } from "./screens/i18n/textIndex.ts"
import { firstPaintHtml, pageBootHtml } from "./screens/shell/firstPaint.ts"
import { routerGeneratorOptions } from "./scripts/routerConfig.ts"

const apiServer = `http://127.0.0.1:${process.env.PORT ?? 8080}`

/** Writes a brotli (best) and a gzip copy beside each built JS and CSS file, which the server sends as they are
 * (server/http/assets.ts): compressing once at build time affords brotli's slowest, smallest setting. */
const precompress = (): Plugin => ({
  name: "precompress",
  apply: "build",
  async writeBundle(options) {
    // The amount's prerender for Node (below) has no browser assets.
    if (this.environment.config.consumer === "server") return
    const assets = join(options.dir ?? "dist", "assets")
    const files = (await readdir(assets)).filter((name) => /\.(js|css)$/.test(name))
    await Promise.all(
      files.map(async (name) => {
        const file = join(assets, name)
        const raw = await readFile(file)
        const brotli = promisify(brotliCompress)(raw, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
        })
        await writeFile(`${file}.br`, await brotli)
        await writeFile(`${file}.gz`, await promisify(gzip)(raw, { level: 9 }))
      }),
    )
  },
})

/** The amount screen's route component (code-split by the router plugin), the first screen of most visits. */
const firstRoute = "screens/routes/index.tsx?tsr-split=component"

/** The `/` route's own modules, which every page preloads with the entry (`preloadFirstRoute`), go in one chunk
 * instead of the twenty or so small ones the automatic splitting cut them into by which lazy chunks share each of
 * them: under DevTools' slow-4G throttling each file costs a round trip and HTTP/1.1 gives six connections a host, and
 * the app started with the last of them (issue 17, docs/performance.md step 14). The group captures the route's
 * component and, by Rolldown's `includeDependenciesRecursively`, what it imports statically and uses, so what it loads
 * later (dialogs, sign-in, wallets, the HTTP API client, other routes) keeps chunks of its own. It comes after the
 * entry's group, which keeps what the entry imports. Lazy chunks sharing a module with the route import this chunk,
 * which every page preloads anyway. */
const firstRouteGroup = { name: "first-route", test: (id: string) => id.endsWith(`/${firstRoute}`) }

/** Adds `<link rel=modulepreload>` for the first route's chunks beside the entry's, so the browser fetches them with
 * the entry instead of after it ran (a second round trip). Pages other than `/` load them early for nothing, but
 * they are mostly the shared kit (buttons, fields, the journey) that those pages use too. */
const preloadFirstRoute = (): Plugin => ({
  name: "preload-first-route",
  apply: "build",
  transformIndexHtml: {
    order: "post",
    handler(html, { bundle }) {
      const chunks = Object.values(bundle ?? {}).flatMap((output) => (output.type === "chunk" ? [output] : []))
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
      // The route's component is the facade of its own chunk, or one of the modules of the first-route group's.
      const route = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(firstRoute)))
      if (!route) throw new Error(`no chunk for ${firstRoute}: the first route's preload needs it`)
      const files = new Set<string>()
      const visit = (file: string) => {
        if (files.has(file)) return
        files.add(file)
        for (const imported of byFile.get(file)?.imports ?? []) visit(imported)
      }
      visit(route.fileName)
      return [...files]
        .filter((file) => !html.includes(`/${file}"`))
        .map((file) => ({
          tag: "link",
          attrs: { rel: "modulepreload", crossorigin: true, href: `/${file}` },
          injectTo: "head" as const,
        }))
    },
  },
})

/** Puts the widget's empty frame in index.html before the root (screens/shell/firstPaint.ts): the first paint comes
 * from the HTML, not after the scripts ran; the boot script, first in the head, paints it in the link's theme. */
const paintFrameFromHtml = (): Plugin => ({
  name: "paint-frame-from-html",
  transformIndexHtml(html) {
    const root = '<div id="root"></div>'
    if (!html.includes(root)) throw new Error(`index.html has no ${root} to paint the frame before`)
    const head = "<head>"
    if (!html.includes(head)) throw new Error(`index.html has no ${head} to put the theme's boot script in`)
    return html.replace(head, `${head}\n    ${pageBootHtml()}`).replace(root, `${firstPaintHtml()}\n    ${root}`)
  },
})

/** Names the entry and its module preloads in <meta> tags, which fetch nothing, in place of the module script and
 * `modulepreload` links Vite and `preloadFirstRoute` write; the page's boot script (schema/pageBoot.ts) adds them
 * back once the first frame is painted (issue 17, docs/performance.md step 13). The page paints its first screen from
 * its HTML, so the scripts never held that paint, but fetched from the head they finished before it on a fast
 * connection, and Lighthouse's simulation then counts all of them (about 135 KiB) before the first and the largest
 * paint; on a slow one they share the bandwidth with the style sheet the paint waits for. Runs after the plugins
 * that add preloads (post, last in the list). */
const loadScriptsAfterFirstPaint = (): Plugin => ({
  name: "load-scripts-after-first-paint",
  apply: "build",
  transformIndexHtml: {
    order: "post",
    handler(html) {
      const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/g
      const preload = /<link rel="modulepreload" crossorigin href="([^"]+)">/g
      const entries = [...html.matchAll(entry)]
      if (entries.length !== 1) throw new Error(`index.html has ${entries.length} module scripts, not one entry`)
      const meta = (name: string, href: string) => `<meta name="${name}" content="${href}">`
      return html
        .replace(entry, (_, href: string) => meta(entryMeta, href))
        .replace(preload, (_, href: string) => meta(moduleMeta, href))
    },
  },
})

/** The entry's style sheet as the build names it: `index-<hash>.css`, after index.html. */
const entryStyleSheet = /^assets\/index-[\w-]+\.css$/

/** Writes the entry's style sheet into index.html as a <style> element, so the first paint waits for the page alone:
 * the sheet was a second round trip before it, about 0.7 s under DevTools' slow-4G throttling (issue 17,
 * docs/performance.md step 13). 3.3 KiB with brotli, inside the page's compression. The page policy allows it by its
 * hash, read from the built page (server/http/securityHeaders.ts). Its <link> stays, `disabled` (not fetched, not
 * applied), because Vite's loader of lazy chunks adds a sheet a chunk imports unless a stylesheet link names it. */
const inlineStyleSheet = (): Plugin => ({
  name: "inline-style-sheet",
  apply: "build",
  transformIndexHtml: {
    order: "post",
    handler(html, { bundle }) {
      const link = /<link rel="stylesheet" crossorigin href="\/([^"]+)">/g
      const sheets = [...html.matchAll(link)]
      if (sheets.length !== 1 || !entryStyleSheet.test(sheets[0]?.[1] ?? ""))
        throw new Error(`index.html links ${sheets.map((sheet) => sheet[1]).join(", ")}, not the entry's one sheet`)
      return html.replace(link, (_, file: string) => {
        const asset = bundle?.[file]
        if (asset?.type !== "asset") throw new Error(`no asset ${file} to inline`)
        const css = typeof asset.source === "string" ? asset.source : new TextDecoder().decode(asset.source)
        if (css.includes("</")) throw new Error(`${file} holds "</", which would end its <style> element`)
        return `<style>${css}</style>\n    <link rel="stylesheet" crossorigin href="/${file}" disabled>`
      })
    },
  },
})

/** The amount screen's prerender (screens/shell/amountShell.tsx), built for Node into `prerender/` beside the widget
 * once the widget is built: the server renders the amount into the page at `/` with it (server/http/amountShell.ts,
 * issue 17 step 12). Bundled whole (Preact for React, as the widget), so the server needs nothing of the build. */
const prerenderAmountShell = (): Plugin => {
  let outDir = "dist"
  let forServer = false
  return {
    name: "prerender-amount-shell",
    apply: "build",
    configResolved(config) {
      outDir = config.build.outDir
      forServer = Boolean(config.build.ssr)
    },
    async closeBundle() {
      if (forServer) return
      await build({
        logLevel: "warn",
        publicDir: false,
        build: {
          ssr: "screens/shell/amountShell.tsx",
          outDir: join(outDir, "prerender"),
          emptyOutDir: true,
          sourcemap: false,
          manifest: false,
          rolldownOptions: { output: { entryFileNames: "amountShell.js" } },
        },
        ssr: { noExternal: true, target: "node" },
      })
    },
  }
}

/** Serves "virtual:text-index": schema's English indexed for the translators (screens/i18n/textIndex.ts), computed
 * here so a language's chunk imports no schema module (which would split the first screen's chunks). */
const textIndex = (): Plugin => {
  const id = "virtual:text-index"
  return {
    name: "text-index",
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load: (resolved) => (resolved === `\0${id}` ? `export default ${JSON.stringify(buildTextIndex())}` : undefined),
  }
}

/** React's API from Preact's compatibility layer (issue 17, docs/performance.md step 10, decisions "Preact in place of
 * React DOM"): the widget's code and its React libraries (react-aria, the TanStack router and query, @xstate/react)
 * import `react` and `react-dom` as before and get preact/compat, about 7 KiB with brotli where React DOM was 56.
 * `react-dom/client` is ours (screens/preact/client.ts): preact/compat's root, with the keyboard events and the
 * timing of effects that react-aria counts on from React. The build and `npm run dev` use it; Vitest has its own
 * config (vitest.config.ts) and keeps React. Going back to React: delete this list, its use below and
 * screens/preact/. */
const preactForReact = [
  { find: /^react$/, replacement: "preact/compat" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react-dom\/client$/, replacement: fileURLToPath(new URL("screens/preact/client.ts", import.meta.url)) },
  { find: /^react\/jsx-runtime$/, replacement: "preact/compat/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/compat/jsx-dev-runtime" },
]

export default defineConfig({
  resolve: { alias: preactForReact },
  plugins: [
    tanstackRouter(routerGeneratorOptions),
    react(),
    precompress(),
    preloadFirstRoute(),
    paintFrameFromHtml(),
    textIndex(),
    prerenderAmountShell(),
    loadScriptsAfterFirstPaint(),
    inlineStyleSheet(),
  ],
  build: {
    outDir: "dist",
    target: "es2022",
    sourcemap: true,
    manifest: true,
    // Every module the entry imports statically is loaded on every page anyway: one chunk, not the many small ones
    // the automatic splitting makes of modules that lazy chunks share with the entry (issue 17, docs/performance.md
    // step 9). Fewer files to wait for over HTTP/1.1, and brotli compresses them together.
    // The `/` route's modules make one chunk beside it (firstRouteGroup, docs/performance.md step 14).
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [{ name: "initial", tags: ["$initial"] }, firstRouteGroup] },
      },
    },
  },
  // `npm run dev` serves the widget with hot reload and forwards API calls and the sandbox pages to a running server.
  server: { proxy: { "/api": apiServer, "/sandbox": apiServer } },
})
