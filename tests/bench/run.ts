// `npm run bench`: figures to watch, printed, never asserted. Later issues add theirs here.
// `node tests/bench/run.ts server` (or `npm run bench -- server`) prints one part only: firstScreen, lighthouse,
// onramp or server; with none named, all of them.
import { chromium } from "@playwright/test"
import { firstScreenFigures } from "./firstScreen.ts"
import { lighthouseFigures } from "./lighthouse.ts"
import { onrampFigures } from "./onramp.ts"
import { serverFigures } from "./server.ts"

const parts = ["firstScreen", "lighthouse", "onramp", "server"] as const
const asked = process.argv.slice(2)
const unknown = asked.filter((name) => !(parts as ReadonlyArray<string>).includes(name))
if (unknown.length > 0) throw new Error(`unknown bench part ${unknown.join(", ")}: the parts are ${parts.join(", ")}`)
const runs = (part: (typeof parts)[number]) => asked.length === 0 || asked.includes(part)

if (runs("firstScreen")) {
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
  })
  try {
    await firstScreenFigures(browser)
  } finally {
    await browser.close()
  }
}
if (runs("lighthouse")) await lighthouseFigures()
if (runs("onramp")) await onrampFigures()
if (runs("server")) await serverFigures()
