// Issue 17: at `/` the page paints the amount screen from its HTML, before any script ran (its heading, its labels,
// the Next button, which Lighthouse takes as the largest paint), in the visitor's language, and the app's amount
// takes its place where each of those stood (no layout shift, no larger element later). Runs at the widget's size
// and the phone's.
import type { Browser, Page } from "@playwright/test"
import { amountLabels, onrampNextLabels, screenTitles } from "../../schema/labels.ts"
import { expect, test } from "./fixtures.ts"
import { widgetUrl } from "./widget.ts"

// Each test opens the page two or three times in fresh contexts, on a machine other workers share.
test.slow()

/** What the amount shows before its offer, top to bottom: the boxes must not move when the app takes over. */
const parts = [
  ["h1", 0],
  [".steps", 0],
  [".switch", 0],
  [".form > .row-2", 0],
  [".form > .picker", 0],
  [".form > .field", 0],
  [".form > .row-2", 1],
  [".form > .button-block", 0],
] as const

const boxesIn = (page: Page, scope: string) =>
  Promise.all(parts.map(([part, index]) => page.locator(`${scope} ${part}`).nth(index).boundingBox()))

const textsIn = (page: Page, scope: string) =>
  Promise.all([
    page.locator(`${scope} h1`).innerText(),
    page.locator(`${scope} .field-label`).allInnerTexts(),
    page.locator(`${scope} .button-block`).innerText(),
  ])

/** The page as it paints before any script ran. */
const withoutScripts = async (browser: Browser, page: Page, path: string, locale?: string) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: page.viewportSize(),
    ...(locale ? { locale } : {}),
  })
  const painted = await context.newPage()
  await painted.goto(widgetUrl(path))
  return { context, painted }
}

test("the amount screen paints from the HTML before any script runs", async ({ browser, page }) => {
  const { context, painted } = await withoutScripts(browser, page, "/")
  const shell = painted.locator("#first-paint")
  await expect(shell.locator("h1")).toHaveText(screenTitles.onrampAmount)
  await expect(shell.locator(".field-label").filter({ hasText: `${amountLabels.youPay} (KES)` })).toBeVisible()
  await expect(shell.locator(".field-label").filter({ hasText: amountLabels.country })).toBeVisible()
  await expect(shell.locator(".button-block")).toHaveText(onrampNextLabels.wallet)
  // Shown, not usable: nothing in it takes focus, assistive technology skips it (the app's page is the page).
  await expect(shell).toHaveAttribute("aria-hidden", "true")
  await expect(shell).toHaveAttribute("inert", "")
  await painted.keyboard.press("Tab")
  expect(await painted.evaluate(() => document.activeElement?.tagName)).toBe("BODY")
  await context.close()
})

// Step 13: nothing but the page and its style sheet stands before that paint. The scripts fetched from the head
// finished before it on a fast connection, and Lighthouse's simulation counted them all before the first paint.
test("no script is fetched before the painted amount is on the screen", async ({ page }) => {
  await page.goto(widgetUrl("/"))
  // The app's heading (the painted one is hidden from the accessibility tree): its scripts have loaded and run.
  await page.getByRole("heading", { level: 1, name: screenTitles.onrampAmount }).waitFor()
  const { paint, scripts } = await page.evaluate(() => ({
    paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
    scripts: performance
      .getEntriesByType("resource")
      .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
      .map((entry) => entry.startTime),
  }))
  expect(paint).toBeDefined()
  expect(scripts.length).toBeGreaterThan(0)
  expect(Math.min(...scripts)).toBeGreaterThanOrEqual(paint ?? Number.POSITIVE_INFINITY)
})

// Step 13: the page carries its style sheet, so its first paint waits for no other file; the page policy lets it
// apply (by its hash), and no script fetches the sheet again.
test("the painted amount is styled by the sheet in the page: no style sheet is fetched or refused", async ({
  page,
}) => {
  const sheets: Array<string> = []
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.endsWith(".css")) sheets.push(request.url())
  })
  await page.addInitScript(() => {
    const refused: Array<string> = []
    Object.assign(window, { refusedByPolicy: refused })
    document.addEventListener("securitypolicyviolation", (event) => refused.push(event.violatedDirective))
  })
  await page.goto(widgetUrl("/"))
  await page.getByRole("heading", { level: 1, name: screenTitles.onrampAmount }).waitFor()
  // The widget's sheet makes its frame a flex column; unstyled, it is a block.
  expect(await page.locator("#root .widget").evaluate((frame) => getComputedStyle(frame).display)).toBe("flex")
  await page.waitForLoadState("networkidle")
  expect(sheets).toEqual([])
  expect(await page.evaluate(() => (window as unknown as { refusedByPolicy: Array<string> }).refusedByPolicy)).toEqual(
    [],
  )
})

test("the app's amount takes the painted one's place without moving it", async ({ browser, page }) => {
  const { context, painted } = await withoutScripts(browser, page, "/")
  const before = await boxesIn(painted, "#first-paint")
  const paintedTexts = await textsIn(painted, "#first-paint")
  await context.close()
  // The step bar is hidden on a phone (no box); the heading and Next are there at every size.
  expect(before[0]).not.toBeNull()
  expect(before.at(-1)).not.toBeNull()

  // No offer yet: the Next button stays where it first stood (the offer's details come above it later, as before).
  await page.route("**/onramp/best-offer", () => undefined)
  await page.goto(widgetUrl("/"))
  await page.locator("#root .button-block").waitFor()
  await expect(page.locator("#first-paint")).toHaveCount(0)
  await expect(page.locator(".widget")).toHaveCount(1)
  expect(await boxesIn(page, "#root")).toEqual(before)
  expect(await textsIn(page, "#root")).toEqual(paintedTexts)
})

test("the painted amount is in the visitor's language", async ({ browser, page }) => {
  for (const [path, locale] of [
    ["/?lang=fr", undefined],
    ["/", "sw-KE"],
  ] as const) {
    const { context, painted } = await withoutScripts(browser, page, path, locale)
    const paintedTexts = await textsIn(painted, "#first-paint")
    await context.close()
    expect(paintedTexts[0]).not.toBe(screenTitles.onrampAmount)

    const app = await browser.newContext({ viewport: page.viewportSize(), ...(locale ? { locale } : {}) })
    const shown = await app.newPage()
    await shown.route("**/onramp/best-offer", () => undefined)
    await shown.goto(widgetUrl(path))
    await shown.locator("#root .button-block").waitFor()
    expect(await textsIn(shown, "#root")).toEqual(paintedTexts)
    await app.close()
  }
})

test("a link with the amount's parameters paints the frame only", async ({ browser, page }) => {
  const { context, painted } = await withoutScripts(browser, page, "/?amount=50&currency=local")
  await expect(painted.locator("#first-paint .widget-brand")).toBeVisible()
  await expect(painted.locator("#first-paint h1")).toHaveCount(0)
  await context.close()
})
