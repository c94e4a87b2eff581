// Part of `npm test`: generated/ must equal what `npm run generate` makes from the sources of this commit.
import { existsSync, readFileSync } from "node:fs"
import { generatedFiles } from "./generatedFiles.ts"

const stale = (await generatedFiles()).filter(
  (file) => !existsSync(file.path) || readFileSync(file.path, "utf8") !== file.content,
)
if (stale.length > 0) {
  console.error(`generated/ is stale: ${stale.map((f) => f.path).join(", ")}. Run \`npm run generate\` and commit.`)
  process.exit(1)
}
console.log("generated/ is fresh")
