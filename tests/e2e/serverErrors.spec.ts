// Server errors as the spec shows them (spec 1 §8, spec 2 §8): a refused call is told in a toast, announced to
// screen readers, with the server's message; a form's own checks stay at their fields. And spec 1 §9: a data query
// of the on-ramp tries again, so a first failed answer does not cost the user the screen.
import type { Page } from "@playwright/test"
import { authMessages } from "../../schema/authErrors.ts"
import { firstScreenDataId } from "../../schema/firstScreenData.ts"
import { accountLabels, onrampNextLabels, screenTitles } from "../../schema/labels.ts"
import { orderRefusals } from "../../schema/onramp.ts"
import { freshEmail } from "../support/signIn.ts"
import { expect, test } from "./fixtures.ts"
import { Widget, widgetUrl } from "./widget.ts"

/** An error toast: in the page's notifications, announced at once (role alert). */
const errorToast = (page: Page, text: string) =>
  page.getByRole("region", { name: "Notifications" }).getByRole("alert").filter({ hasText: text })

/** The messages shown under the form's fields. */
const fieldErrors = (page: Page) => page.locator(".field-error")

test("a wrong sign-in code is told in a toast with the server's message, not under the code", async ({ page }) => {
  const widget = new Widget(page)
  const email = freshEmail("toast-code")
  await widget.open("/auth")
  await page.getByRole("textbox", { name: accountLabels.email }).fill(email)
  await page.getByRole("button", { name: accountLabels.sendCode }).click()
  await expect(widget.heading()).toHaveText(screenTitles.otp)
  const [message] = await (await fetch(widgetUrl(`/api/sandbox/outbox?email=${encodeURIComponent(email)}`))).json()
  await page.getByRole("textbox", { name: "Digit 1 of 6" }).click()
  await page.keyboard.type(message.code === "000000" ? "111111" : "000000")
  await expect(errorToast(page, authMessages.codeIncorrect(4))).toBeVisible()
  await expect(fieldErrors(page)).toHaveCount(0)
})

test("an address the server refuses is told in a toast, not under the field", async ({ page }) => {
  const widget = new Widget(page)
  await widget.open(
    "/?amount=2000&currency=local&countryIsoCode=KE&paymentChannel=mobile_money&network=CELO&asset=CUSD",
  )
  await page.getByRole("button", { name: onrampNextLabels.wallet }).click()
  await expect(widget.heading()).toHaveText(screenTitles.wallet)
  // Not EIP-55 (the last letter's case): the server refuses it.
  await page.getByRole("textbox", { name: /Wallet address/ }).fill("0x765DE816845861e75A25fCA122bb6898B8B1282A")
  await page.getByRole("button", { name: "Next" }).click()
  await expect(errorToast(page, orderRefusals.invalidWalletAddress("CELO"))).toBeVisible()
  await expect(fieldErrors(page)).toHaveCount(0)
  await expect(widget.heading()).toHaveText(screenTitles.wallet)
})

test("the countries' first answer fails: the query tries again and the amount screen shows its offer", async ({
  page,
}) => {
  // The page at / carries the catalogue (issue 17); without it, the widget asks, as on its other pages.
  await page.route(/\/\?amount=/, async (route) => {
    const answer = await route.fetch()
    const html = (await answer.text()).replace(
      new RegExp(`<script [^>]*id="${firstScreenDataId}".*?</script>`, "s"),
      "",
    )
    await route.fulfill({ response: answer, body: html })
  })
  let answered = 0
  await page.route("**/api/public/util/countries", async (route) => {
    answered += 1
    if (answered === 1) await route.fulfill({ status: 500, contentType: "application/json", body: "{}" })
    else await route.continue()
  })
  const widget = new Widget(page)
  await widget.open(
    "/?amount=2000&currency=local&countryIsoCode=KE&paymentChannel=mobile_money&network=CELO&asset=CUSD",
  )
  await expect(widget.heading()).toHaveText(screenTitles.onrampAmount)
  await expect(page.getByRole("button", { name: onrampNextLabels.wallet })).toBeEnabled({ timeout: 15_000 })
  expect(answered).toBe(2)
})
