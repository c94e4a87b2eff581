// `npm run test:paths`: the generated paths replayed in the browser (tests/paths/). With a chart's name, that chart's
// paths; with a path's name (as `--list` prints it, `login › "email" via (start)` or `"email" via (start)`), that
// path; `--list` lists them without running. Other options go to Playwright as they are (`--workers 1`).
import { spawnSync } from "node:child_process"

// Playwright's options that take a value (`--output /tmp/pw`): the value is not a chart's or a path's name.
const withValue = new Set(["--output", "--reporter", "--workers", "-j", "--grep", "-g", "--grep-invert", "--shard"])
const options: Array<string> = []
const names: Array<string> = []
const args = process.argv.slice(2)
for (let index = 0; index < args.length; index += 1) {
  const arg = args[index] as string
  if (!arg.startsWith("-")) names.push(arg)
  else {
    options.push(arg)
    const value = args[index + 1]
    if (withValue.has(arg) && value !== undefined) {
      options.push(value)
      index += 1
    }
  }
}
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
