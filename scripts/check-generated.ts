// Part of `npm test`: generated/ must equal what `npm run generate` makes from the sources of this commit.
import { existsSync, readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { chartsFolder } from "./diagrams.ts"
import { generatedFiles } from "./generatedFiles.ts"

const files = await generatedFiles()
const stale = files.filter((file) => !existsSync(file.path) || readFileSync(file.path, "utf8") !== file.content)
// A diagram of a chart that no longer exists is stale too.
const expected = new Set(files.map((file) => file.path))
const leftover = existsSync(chartsFolder)
  ? readdirSync(chartsFolder)
      .map((name) => join(chartsFolder, name))
      .filter((path) => !expected.has(path))
  : []
if (stale.length > 0 || leftover.length > 0) {
  const named = [...stale.map((f) => f.path), ...leftover.map((path) => `${path} (no longer made)`)]
  console.error(`generated/ is stale: ${named.join(", ")}. Run \`npm run generate\` and commit.`)
  process.exit(1)
}
console.log("generated/ is fresh")
