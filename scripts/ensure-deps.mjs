#!/usr/bin/env node
// Installs what `npm start` and `npm test` need on a fresh machine, and nothing when it is already there.
// Plain JavaScript on purpose: it runs on the machine's own Node before the project's Node 24 is installed.
//   node scripts/ensure-deps.mjs            npm packages (npm ci when node_modules is missing or stale)
//   node scripts/ensure-deps.mjs --browser  and Debian's chromium and its headless shell for the browser tests
import { execSync } from "node:child_process"
import { existsSync, statSync } from "node:fs"

const run = (command) => execSync(command, { stdio: "inherit" })

const installed = "node_modules/.package-lock.json"
const stale = !existsSync(installed) || statSync("package-lock.json").mtimeMs > statSync(installed).mtimeMs
if (stale || !existsSync("node_modules/.bin/node")) {
  console.log("Installing npm packages (npm ci)...")
  run("npm ci --no-audit --no-fund")
}

// The browser tests run in Chromium's headless shell, which draws no window and takes about 40% less time than the
// full browser on 2 cores (docs/decisions.md); the bench and screenshots use the full chromium.
const browserPackages = [
  ["chromium", "/usr/bin/chromium"],
  ["chromium-headless-shell", "/usr/lib/chromium/chromium-headless-shell"],
]
const missing = browserPackages.filter(([, path]) => !existsSync(path)).map(([name]) => name)
if (process.argv.includes("--browser") && missing.length > 0) {
  if (process.getuid?.() !== 0) {
    console.error(
      `The browser tests need Debian's ${missing.join(" and ")}: run \`sudo apt-get install -y ${missing.join(" ")}\`, then npm test again.`,
    )
    process.exit(1)
  }
  console.log(`Installing Debian's ${missing.join(" and ")} for the browser tests...`)
  run(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(" ")}`)
}
