// The additional-information form in Chromium against the sandbox server (spec 1 §2, §4, §5): a South African bank
// offer asks for an ID number and an account type; the integrator's link prefills the ID number; Create order opens
// the form, Cancel creates nothing, a missing field is explained, Save creates the order, and the order read shows
// the values.

import { extraFieldProblems } from "../../schema/extraFields.ts"
import { additionalInfoLabels, onrampNextLabels, reviewLabels, screenTitles } from "../../schema/labels.ts"
import { validation } from "../../schema/messages.ts"
import { freshEmail } from "../support/signIn.ts"
import { expect, test } from "./fixtures.ts"
import { signInByCode, Widget, widgetUrl } from "./widget.ts"

test.setTimeout(90_000)

const address = "0x765DE816845861e75A25fCA122bb6898B8B1282a"
const prefilled = encodeURIComponent(JSON.stringify({ idNumber: "8001015009087" }))
const link = `/?amount=500&currency=local&countryIsoCode=ZA&paymentChannel=bank&carrierCode=fnb&network=CELO&asset=CUSD&address=${address}&requiredFields=${prefilled}`

test("a ZA bank offer asks for additional information: prefilled, explained, cancelled, then saved into the order", async ({
  page,
}) => {
  const widget = new Widget(page)
  await widget.open(link)
  await page.getByRole("button", { name: onrampNextLabels.verifyEmail }).click()
  await expect(widget.heading()).toHaveText(screenTitles.auth)
  await signInByCode(page, freshEmail("extra"))
  await expect(widget.heading()).toHaveText(screenTitles.swap, { timeout: 15_000 })

  const create = page.getByRole("button", { name: reviewLabels.createOrder })
  await create.click()
  const form = page.getByRole("dialog", { name: additionalInfoLabels.title })
  await expect(form).toBeVisible()
  await expect(form.getByText(additionalInfoLabels.text)).toBeVisible()
  const idNumber = form.getByRole("textbox", { name: "ID number" })
  // From the link's requiredFields, and the account type from the field's default.
  await expect(idNumber).toHaveValue("8001015009087")
  const accountType = form.getByRole("button", { name: "Account type" })
  await expect(accountType).toHaveText(/Cheque/)
  await expect(form.getByRole("checkbox", { name: /Business account/ })).not.toBeChecked()

  // Cancel (Escape): the form closes and nothing is created.
  await page.keyboard.press("Escape")
  await expect(form).toBeHidden()
  await expect(page).toHaveURL(/\/swap/)

  await create.click()
  await expect(idNumber).toHaveValue("8001015009087")
  await idNumber.fill("")
  await form.getByRole("textbox", { name: /E-mail for the receipt/ }).fill("thandi@")
  await form.getByRole("button", { name: additionalInfoLabels.save }).click()
  await expect(form.getByText(extraFieldProblems.required("ID number"))).toBeVisible()
  await expect(form.getByText(extraFieldProblems.email("E-mail for the receipt"))).toBeVisible()
  await expect(form.getByRole("alert").filter({ hasText: validation.formNotFilled })).toBeVisible()
  // Spec 1 §5: the toast too, outside the form.
  await expect(page.locator(".toast").getByText(validation.formNotFilled)).toBeVisible()
  await expect(idNumber).toHaveAttribute("aria-invalid", "true")
  await expect(idNumber).toBeFocused()
  await expect(page).toHaveURL(/\/swap/)

  await idNumber.fill("8001015009087")
  await form.getByRole("textbox", { name: /E-mail for the receipt/ }).fill("thandi@example.com")
  await accountType.click()
  await page.getByRole("dialog", { name: "Account type" }).getByRole("button", { name: "Savings" }).click()
  await expect(accountType).toHaveText(/Savings/)
  await form.getByRole("checkbox", { name: /Business account/ }).check()
  await form.getByRole("button", { name: additionalInfoLabels.save }).click()

  await page.waitForURL(/\/ussd\/[\w-]+/)
  const orderId = new URL(page.url()).pathname.split("/").pop()
  // The values are in the owner's read only (issue 13): read with the page's own token.
  const accessToken = await page.evaluate(
    () => JSON.parse(localStorage.getItem("pay-widget.tokens") ?? "{}").accessToken,
  )
  const order = await (
    await fetch(widgetUrl(`/api/private/pay-widget/onramp/order/${orderId}`), {
      headers: { "x-web": "1", authorization: `Bearer ${accessToken}` },
    })
  ).json()
  expect(order.buySwap.extraFields).toEqual([
    { label: "ID number", value: "8001015009087" },
    { label: "Account type", value: "savings" },
    { label: "Business account", value: "true" },
    { label: "E-mail for the receipt", value: "thandi@example.com" },
  ])
  expect(order.buySwap.cashout.localCurrencyAmount).toBe(500)
})
