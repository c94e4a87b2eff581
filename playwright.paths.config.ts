import { defineConfig } from "@playwright/test"
import base from "./playwright.config.ts"

// The generated paths replayed in the browser (tests/paths/, `npm run test:paths`): the widget's own size only, as
// a path checks what the chart and the screen agree on, which the width does not change.
export default defineConfig({
  ...base,
  testDir: "tests/paths",
  // A step's page may wait on the server's next answers (an order made, its page read): up to 15 s on a loaded
  // 2-core machine, where 5 s was missed once.
  expect: { timeout: 15_000 },
  projects: [{ name: "paths", use: { viewport: { width: 552, height: 800 } } }],
})
