// README's integration table: authSuccessUrl is where a user goes after signing in, on the integrator's registered
// origins only (spec 1 §2 lists it among the configuration; issue 16). The sandbox integrator registers loopback.
import { accountLabels, screenTitles } from "../../schema/labels.ts"
import { freshEmail } from "../support/signIn.ts"
import { expect, test } from "./fixtures.ts"
import { signInByCode, Widget, widgetUrl } from "./widget.ts"

test.setTimeout(90_000)

test("after signing in, the page goes to the accepted authSuccessUrl", async ({ page }) => {
  const widget = new Widget(page)
  const target = widgetUrl("/welcome?signedIn=yes")
  await widget.open(`/auth?${new URLSearchParams({ authSuccessUrl: target })}`)
  await expect(widget.heading()).toHaveText(screenTitles.auth, { timeout: 20_000 })
  // The first code of a fresh server can take a while on a loaded machine.
  await expect(page.getByRole("button", { name: accountLabels.sendCode })).toBeEnabled()
  await signInByCode(page, freshEmail("auth-success"))
  await page.waitForURL(target)
  // Signed in there too: the tokens were stored before the page left.
  expect(
    await page.evaluate(() => JSON.parse(localStorage.getItem("pay-widget.tokens") ?? "{}").accessToken),
  ).toBeTruthy()
})

test("without authSuccessUrl, signing in carries on in the widget", async ({ page }) => {
  const widget = new Widget(page)
  await widget.open("/auth")
  await signInByCode(page, freshEmail("auth-no-url"))
  await page.waitForURL((url) => url.pathname === "/")
})
