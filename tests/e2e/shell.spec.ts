// The widget's shell in Chromium, as a visitor meets it: routes, the 404 page, Service Unavailable, a
// restricted country.

import type { Page } from "@playwright/test"
import { screens, screenTitles } from "../../schema/labels.ts"
import { expectNoAxeViolations } from "./axe.ts"
import { expect, test, widgetSizeOnly } from "./fixtures.ts"
import { resetOperatorSettings, setOperatorSettings, Widget } from "./widget.ts"

test.afterEach(resetOperatorSettings)

test("an unknown route shows the 404 page whose Go Home link leads to the amount screen, keeping the query", async ({
  page,
}) => {
  const widget = new Widget(page)
  await widget.open("/no/such/page?network=POLYGON&asset=USDC")
  await expect(widget.heading()).toHaveText(screens.notFoundTitle)
  await expectNoAxeViolations(page)

  await page.getByRole("link", { name: screens.goHome }).click()
  await expect(widget.heading()).toHaveText(screenTitles.onrampAmount)
  const url = new URL(page.url())
  expect(url.pathname).toBe("/")
  expect(url.searchParams.get("network")).toBe("POLYGON")
  expect(url.searchParams.get("asset")).toBe("USDC")
})

test("a 503 from the server swaps in the Service Unavailable page, and Try again brings the widget back", async ({
  page,
}) => {
  await setOperatorSettings({ maintenance: true })
  const widget = new Widget(page)
  await widget.open("/")
  await expect(widget.heading()).toHaveText(screens.serviceUnavailableTitle)
  await expect(page.getByText(screenTitles.onrampAmount)).toHaveCount(0)
  await expectNoAxeViolations(page)

  await setOperatorSettings({ maintenance: false })
  await page.getByRole("button", { name: screens.tryAgain }).click()
  await expect(widget.heading()).toHaveText(screenTitles.onrampAmount)
})

test("RESTRICTED_COUNTRY blanks the whole page", widgetSizeOnly, async ({ page }) => {
  await setOperatorSettings({ restrictedCountries: ["KE"] })
  const widget = new Widget(page)
  const located = widget.waitForLocation()
  await widget.open("/wallet")
  expect((await located).status()).toBe(451)
  await expect(page.locator("#root")).toBeEmpty()
  // innerText is what a visitor sees (textContent would also count the <noscript> fallback).
  expect(await page.locator("body").innerText()).toBe("")
})

test("the phone routes send the visitor to sign-in, keeping the query string", widgetSizeOnly, async ({ page }) => {
  const widget = new Widget(page)
  await widget.open("/phone?email=amina%40example.com&network=CELO")
  await expect(widget.heading()).toHaveText(screenTitles.auth)
  expect(new URL(page.url()).pathname).toBe("/auth")
  expect(new URL(page.url()).searchParams.get("network")).toBe("CELO")

  await widget.open("/offramp/phone?flow=offramp")
  await expect(widget.heading()).toHaveText(screenTitles.auth)
  expect(new URL(page.url()).pathname).toBe("/offramp/auth")
})

const specRoutes = [
  "/welcome",
  "/",
  "/wallet",
  "/auth",
  "/otp",
  "/onramp/kyc",
  "/swap",
  "/ussd/6650f0c2a1b2c3d4e5f60718",
  "/swap-status?orderId=6650f0c2a1b2c3d4e5f60718",
  "/ussd-verify",
  "/auto-onramp",
  "/merchant",
  "/kyc",
  "/kyc/login",
  "/kyc/otp/verify",
  "/kyc/ussd/verify",
  "/ckes-terms",
  "/lisk-terms",
  "/cghs-terms",
  "/offramp",
  "/offramp/create",
  "/offramp/pay",
  "/offramp/status",
  "/offramp/auth",
  "/offramp/otp",
  "/offramp/ussd-verify",
  "/offramp/kyc",
  "/buy-goods",
  "/buy-goods/pay",
  "/buy-goods/status",
]

/**
 * Shows `route` in the running widget as a step back or forward in the tab's history does: the address changes and
 * the router reads it on popstate, matching it against the same route table as a fresh load. A fresh start per
 * route (about 40 page loads) took 41 s of the suite at 552 px; this takes a fraction of that.
 */
const showInWidget = (page: Page, route: string) =>
  page.evaluate((to) => {
    history.pushState(null, "", to)
    dispatchEvent(new PopStateEvent("popstate"))
  }, route)

test("every route of the spec opens a screen of the widget, not the 404 page", widgetSizeOnly, async ({ page }) => {
  // 60 route changes in one page: the default 30 s is for one journey step.
  test.setTimeout(150_000)
  const widget = new Widget(page)
  await widget.open("/no/such/page")
  for (const route of specRoutes) {
    // From the 404 page each time, so the screen that replaces it is the route's own, not the one before it.
    await expect(widget.heading(), `before ${route}`).toHaveText(screens.notFoundTitle)
    await showInWidget(page, route)
    await expect(widget.heading(), route).toBeVisible()
    await expect(widget.heading(), route).not.toHaveText(screens.notFoundTitle)
    await showInWidget(page, "/no/such/page")
  }
})
