// `npm run test:paths`: the generated paths replayed in the browser (tests/paths/). With a chart's name, that chart's
// paths; with a path's name (as `--list` prints it, `login › "email" via (start)` or `"email" via (start)`), that
// path; `--list` lists them without running. Other options go to Playwright as they are (`--workers 1`).
import { spawnSync } from "node:child_process"

const args = process.argv.slice(2)
const options = args.filter((arg) => arg.startsWith("-"))
const names = args.filter((arg) => !arg.startsWith("-"))
if (names.length > 1) {
  console.error("one chart or one path at a time: quote a path's name as one argument")
  process.exit(2)
}
const listing = options.includes("--list")
const env = { ...process.env, ...(names[0] ? { PATHS_ONLY: names[0].replace(" › ", ": ") } : {}) }
const run = (command: string, commandArgs: ReadonlyArray<string>) => {
  const { status } = spawnSync(command, commandArgs, { stdio: "inherit", env })
  if (status !== 0) process.exit(status ?? 1)
}
// The replay runs the built widget: build it, unless only listing or told where a build is (WIDGET_DIR).
if (!listing && !process.env.WIDGET_DIR) run("npx", ["vite", "build"])
run("npx", ["playwright", "test", "-c", "playwright.paths.config.ts", ...options])
