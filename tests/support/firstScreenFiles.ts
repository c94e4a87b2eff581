// The files of the first screen (the on-ramp amount at `/`), read from the build's manifest: the entry with every
// chunk it imports, and the `/` route's chunk with its imports, with their style sheets. Those are what the browser
// must load before the amount screen paints (the monitoring chunk, imported dynamically after start, is not).
import { existsSync, readFileSync } from "node:fs"
import { join } from "node:path"

interface ManifestChunk {
  readonly file: string
  readonly name?: string
  readonly imports?: ReadonlyArray<string>
  readonly css?: ReadonlyArray<string>
}

/** The entry and the amount route's code-split component, as the manifest names them. */
export const firstScreenRoots = ["index.html", "screens/routes/index.tsx?tsr-split=component"]

/** The name of the chunk the build puts the amount route's modules in (vite.config.ts, `firstRouteGroup`): the
 * manifest then names no chunk after the route's component, which is one of that chunk's modules. */
const firstRouteChunkName = "first-route"

/** The built widget: ./dist, or the folder WIDGET_DIR names (a helper's own build, as the test server serves). */
export const widgetDir = process.env.WIDGET_DIR ?? "dist"

export const readManifest = (dist = widgetDir): Record<string, ManifestChunk> => {
  const file = join(dist, ".vite", "manifest.json")
  if (!existsSync(file)) throw new Error(`${file} is missing: build the widget first (npm run build)`)
  return JSON.parse(readFileSync(file, "utf8"))
}

/** Paths under dist/ of the first screen's JS and CSS, the entry first. */
export const firstScreenFiles = (manifest: Record<string, ManifestChunk>): ReadonlyArray<string> => {
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    const chunk = manifest[key]
    if (!chunk) throw new Error(`the build's manifest has no chunk ${key}`)
    seen.add(key)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  const grouped = Object.keys(manifest).filter((key) => manifest[key]?.name === firstRouteChunkName)
  for (const root of firstScreenRoots) {
    if (root in manifest || grouped.length !== 1) visit(root)
    else for (const key of grouped) visit(key)
  }
  const chunks = [...seen].map((key) => manifest[key])
  return [...new Set(chunks.flatMap((chunk) => (chunk ? [chunk.file, ...(chunk.css ?? [])] : [])))]
}
