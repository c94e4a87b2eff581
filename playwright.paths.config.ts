import { defineConfig } from "@playwright/test"
import base from "./playwright.config.ts"

// The generated paths replayed in the browser (tests/paths/, `npm run test:paths`): the widget's own size only, as
// a path checks what the chart and the screen agree on, which the width does not change.
export default defineConfig({
  ...base,
  testDir: "tests/paths",
  projects: [{ name: "paths", use: { viewport: { width: 552, height: 800 } } }],
})
