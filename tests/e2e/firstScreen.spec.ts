// The first screen stays light: no wallet library is loaded until a wallet is needed.

import { screens, screenTitles } from "../../schema/labels.ts"
import { widgetRelease } from "../../schema/release.ts"
import { loadFirstScreen, walletLibraries } from "../support/firstScreen.ts"
import { expect, test, widgetSizeOnly } from "./fixtures.ts"
import { widgetUrl } from "./widget.ts"

test("the first screen loads no wallet library", widgetSizeOnly, async ({ page }) => {
  const files = await loadFirstScreen(page, widgetUrl("/"))
  expect(files.some((file) => file.kind === "js")).toBe(true)
  // Source maps tell which modules each script holds; without them the check below would prove nothing. (The
  // bundler's own chunks, its runtime and Vite's preload helper for dynamic imports, under 2 KB each, hold
  // no module of ours or of a library and have no map.)
  const bundlerRuntime = /\/(rolldown-runtime|preload-helper)-[\w-]+\.js$/
  expect(
    files.filter((file) => file.kind === "js" && file.sources === undefined && !bundlerRuntime.test(file.path)),
  ).toEqual([])
  expect(files.some((file) => file.sources?.some((source) => source.includes("screens/")))).toBe(true)
  const walletModules = files.flatMap((file) => (file.sources ?? []).filter((source) => walletLibraries.test(source)))
  expect(walletModules).toEqual([])
})

// Issue 17: the first paint comes from the HTML, not after the scripts ran, and nothing moves when React's frame
// takes its place (layout shift).
test("the frame shows before any script runs, where the widget's frame then stands", async ({ browser, page }) => {
  // The header and its brand: the footer below moves down with the screen's content, painted or not.
  const frameBoxes = async (shown: typeof page) => ({
    header: await shown.locator(".widget-header").boundingBox(),
    brand: await shown.locator(".widget-brand").boundingBox(),
  })
  const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize() })
  const painted = await noScript.newPage()
  await painted.goto(widgetUrl("/"))
  await expect(painted.locator(".widget-brand")).toHaveText(screens.brand)
  await expect(painted.locator(".widget-footer")).toHaveText(`v${widgetRelease}`)
  const before = await frameBoxes(painted)
  await noScript.close()

  await page.goto(widgetUrl("/"))
  await page.getByRole("heading", { level: 1, name: screenTitles.onrampAmount }).waitFor()
  // One frame: the painted one has given way.
  await expect(page.locator(".widget")).toHaveCount(1)
  expect(await frameBoxes(page)).toEqual(before)
})
