// A fresh embedded database starts as a copy of a migrated and seeded one. PGlite's initdb, the migrations and the
// seed take about seven seconds of CPU (most of a fresh server's start, and of every test file's); copying their
// result takes milliseconds. The template is made once per PGlite version, migrations and seed, in the system's
// temporary folder, and never changed after.
import { createHash } from "node:crypto"
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { Effect } from "effect"

const parent = join(tmpdir(), "pay-widget-pglite")
/** Templates of other versions or migrations, left by earlier checkouts, are removed after this. */
const keepOthersMillis = 24 * 60 * 60 * 1000

const pgliteVersion = () => {
  const manifest = fileURLToPath(new URL("../package.json", import.meta.resolve("@electric-sql/pglite")))
  return (JSON.parse(readFileSync(manifest, "utf8")) as { version: string }).version
}

/** Changes with PGlite, with any migration's source (an edited migration never meets an old template) and with
 * `contents`, the fingerprint of the rest the template holds. */
const templateName = (contents: string) => {
  const hash = createHash("sha256").update(pgliteVersion()).update(contents)
  const folder = fileURLToPath(new URL("../migrations/", import.meta.url))
  for (const file of readdirSync(folder).sort()) hash.update(file).update(readFileSync(join(folder, file)))
  return `${pgliteVersion()}-${hash.digest("hex").slice(0, 16)}`
}

/** PostgreSQL writes PG_VERSION into a data folder it has initialized. */
const isInitialized = (dir: string) => existsSync(join(dir, "PG_VERSION"))

const removeOldTemplates = (current: string) => {
  for (const name of readdirSync(parent)) {
    const path = join(parent, name)
    if (name !== current && Date.now() - statSync(path).mtimeMs > keepOthersMillis) {
      rmSync(path, { recursive: true, force: true })
    }
  }
}

/**
 * Gives `dir` a prepared database unless it holds one already (its other files, such as the chain's, stay).
 * `prepare` opens an embedded database in the folder it is given, migrates and seeds it, and closes it.
 */
export const initializeFromTemplate = <E, R>(
  dir: string,
  contents: string,
  prepare: (dir: string) => Effect.Effect<void, E, R>,
) =>
  Effect.gen(function* () {
    if (isInitialized(dir)) return
    const name = templateName(contents)
    const template = join(parent, name)
    if (!isInitialized(template)) {
      mkdirSync(parent, { recursive: true })
      // Made aside and renamed into place, so a server starting beside this one never copies a half-made template.
      const making = mkdtempSync(join(parent, "making-"))
      yield* prepare(making)
      try {
        renameSync(making, template)
      } catch {
        // Another server put its own in place first: the two are the same.
        rmSync(making, { recursive: true, force: true })
      }
      removeOldTemplates(name)
    }
    cpSync(template, dir, { recursive: true })
  })
