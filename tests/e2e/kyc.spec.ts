// Identity checks in Chromium against the sandbox server, photos taken with Chromium's fake camera.
import { kycLabels, screenTitles } from "../../schema/labels.ts"
import { errors, validation } from "../../schema/messages.ts"
import { freshEmail } from "../support/signIn.ts"
import { expect, test, widgetSizeOnly } from "./fixtures.ts"
import { fillIdCheck } from "./idCheck.ts"
import { signInThroughApi, tokenQuery, Widget, widgetUrl } from "./widget.ts"

test.setTimeout(60_000)

test("a signed-in user passes a basic check with a photo from the camera", async ({ page }) => {
  const { tokens } = await signInThroughApi(freshEmail("kyc"))
  const widget = new Widget(page)
  await widget.open(`/kyc?${tokenQuery(tokens)}`)
  await expect(widget.heading()).toHaveText(screenTitles.kyc)
  await page.getByRole("button", { name: "National ID card" }).click()

  const submit = page.getByRole("button", { name: kycLabels.submit })
  await expect(submit).toBeDisabled()
  await expect(page.getByText(validation.fillAllFields)).toBeVisible()
  await page.getByRole("textbox", { name: "First name" }).fill("4m1na!")
  await expect(page.getByText(validation.invalidFormat)).toBeVisible()
  await page.getByRole("button", { name: kycLabels.back }).click()

  await fillIdCheck(page, "A1234567")
  await expect(submit).toBeEnabled()
  await submit.click()
  await expect(page.getByRole("heading", { name: kycLabels.verifying })).toBeVisible()
  await expect(page.getByRole("heading", { name: kycLabels.passedTitle })).toBeVisible({ timeout: 15_000 })
})

test("a rejected user starts a new check and passes", async ({ page }) => {
  const { tokens } = await signInThroughApi(freshEmail("retry"))
  const widget = new Widget(page)
  await widget.open(`/onramp/kyc?${tokenQuery(tokens)}`)
  await fillIdCheck(page, "R1234000")
  await page.getByRole("button", { name: kycLabels.submit }).click()
  await expect(page.getByRole("heading", { name: kycLabels.failedTitle })).toBeVisible({ timeout: 15_000 })
  await page.getByRole("button", { name: kycLabels.startAgain }).click()
  await fillIdCheck(page, "A7654321")
  await page.getByRole("button", { name: kycLabels.submit }).click()
  await expect(page.getByRole("heading", { name: kycLabels.passedTitle })).toBeVisible({ timeout: 15_000 })
})

test("a user at the attempt limit sees the limit message and cannot submit", async ({ page }) => {
  const { tokens, userId } = await signInThroughApi(freshEmail("limit"))
  for (let i = 0; i < 3; i++) {
    await fetch(widgetUrl(`/api/sandbox/kyc/${userId}/decide`), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ decision: "rejected" }),
    })
  }
  const widget = new Widget(page)
  await widget.open(`/offramp/kyc?${tokenQuery(tokens)}`)
  await expect(page.getByRole("alert").filter({ hasText: errors.kycAttemptsReached })).toBeVisible()
  await expect(page.getByRole("button", { name: kycLabels.submit })).toHaveCount(0)
  await expect(page.getByRole("button", { name: "National ID card" })).toHaveCount(0)
})

test("a signed-out visitor is sent to sign in first", widgetSizeOnly, async ({ page }) => {
  const widget = new Widget(page)
  await widget.open("/kyc?source=partner")
  await expect(widget.heading()).toHaveText(screenTitles.auth)
  expect(new URL(page.url()).pathname).toBe("/kyc/login")
})
