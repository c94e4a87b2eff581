// Spec 1 §2, §8, spec 2 §8: a signed-in user orders in the account's country. Another country shows 'Selected
// country does not match your account country' and keeps Next disabled; with no country in the link, the account's
// country is chosen over the one remembered on the device (spec 1 §4 country choice), however late the session loads.
import type { Page } from "@playwright/test"
import { amountLabels, screenTitles } from "../../schema/labels.ts"
import { errors } from "../../schema/messages.ts"
import { freshEmail } from "../support/signIn.ts"
import { expect, test } from "./fixtures.ts"
import { signInThroughApi, tokenQuery, Widget } from "./widget.ts"

test.setTimeout(60_000)

const address = "0x765DE816845861e75A25fCA122bb6898B8B1282a"
const buyInNigeria = `countryIsoCode=NG&network=CELO&asset=CUSD&amount=5000&currency=local&address=${address}`
const sellInNigeria = "countryIsoCode=NG&network=CELO&asset=USDC&amount=20&currency=crypto"

/** A user whose account was opened in Kenya (the sign-in's country). */
const kenyanAccount = async () => (await signInThroughApi(freshEmail("account-country"))).tokens

const nextButton = (page: Page) => page.getByRole("button", { name: /^Next/ })

test("buying in another country than the account's: the spec's message, and Next stays disabled", async ({ page }) => {
  const tokens = await kenyanAccount()
  const widget = new Widget(page)
  await widget.open(`/?${buyInNigeria}&${tokenQuery(tokens)}`)
  await expect(widget.heading()).toHaveText(screenTitles.onrampAmount)
  await expect(page.getByText(errors.countryDoesNotMatchAccount)).toBeVisible({ timeout: 15_000 })
  await expect(nextButton(page)).toBeDisabled()

  // Back in the account's country, the message goes and Next comes once the offer is in.
  await page.getByRole("button", { name: amountLabels.country }).click()
  await page.getByRole("dialog").getByRole("button", { name: "Kenya" }).click()
  await expect(page.getByText(errors.countryDoesNotMatchAccount)).toHaveCount(0)
  await expect(nextButton(page)).toBeEnabled({ timeout: 15_000 })
})

test("selling in another country than the account's: the same message, and Next stays disabled", async ({ page }) => {
  const tokens = await kenyanAccount()
  const widget = new Widget(page)
  await widget.open(`/offramp?${sellInNigeria}&${tokenQuery(tokens)}`)
  await expect(page.getByText(errors.countryDoesNotMatchAccount)).toBeVisible({ timeout: 15_000 })
  await expect(nextButton(page)).toBeDisabled()
})

test("with no country in the link, the account's country wins over the one remembered on the device", async ({
  page,
}) => {
  const tokens = await kenyanAccount()
  const widget = new Widget(page)
  await widget.open("/welcome")
  await page.evaluate(() => {
    localStorage.setItem("pay-widget.country", "NG")
    localStorage.setItem("pay-widget.offramp.country", "NG")
  })
  await widget.open(`/?network=CELO&asset=CUSD&address=${address}&${tokenQuery(tokens)}`)
  await expect(page.getByRole("button", { name: amountLabels.country })).toContainText("Kenya", { timeout: 15_000 })
  await expect(page.getByText(errors.countryDoesNotMatchAccount)).toHaveCount(0)
  await expect(nextButton(page)).toBeEnabled({ timeout: 15_000 })

  await widget.open(`/offramp?network=CELO&asset=USDC&${tokenQuery(tokens)}`)
  await expect(page.getByRole("button", { name: amountLabels.country })).toContainText("Kenya", { timeout: 15_000 })
  await expect(page.getByText(errors.countryDoesNotMatchAccount)).toHaveCount(0)
})
