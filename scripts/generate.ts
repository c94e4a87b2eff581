// `npm run generate`: writes every file of generated/ from its source (the contract, the route files, the charts).
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs"
import { dirname, join } from "node:path"
import { chartsFolder } from "./diagrams.ts"
import { generatedFiles } from "./generatedFiles.ts"

const files = await generatedFiles()
// A chart that is gone leaves no diagram behind.
const written = new Set(files.map((file) => file.path))
if (existsSync(chartsFolder)) {
  for (const name of readdirSync(chartsFolder)) {
    if (!written.has(join(chartsFolder, name))) rmSync(join(chartsFolder, name))
  }
}
for (const file of files) {
  mkdirSync(dirname(file.path), { recursive: true })
  writeFileSync(file.path, file.content)
  console.log(`wrote ${file.path}`)
}
