// `npm run generate`: writes every file of generated/ from its source (the contract, the route files).
import { writeFileSync } from "node:fs"
import { generatedFiles } from "./generatedFiles.ts"

for (const file of await generatedFiles()) {
  writeFileSync(file.path, file.content)
  console.log(`wrote ${file.path}`)
}
