// `npm run bench`: figures to watch, printed, never asserted. Later issues add theirs here.
import { chromium } from "@playwright/test"
import { firstScreenFigures } from "./firstScreen.ts"
import { lighthouseFigures } from "./lighthouse.ts"
import { onrampFigures } from "./onramp.ts"
import { serverFigures } from "./server.ts"

const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
})
try {
  await firstScreenFigures(browser)
} finally {
  await browser.close()
}
await lighthouseFigures()
await onrampFigures()
await serverFigures()
