// Whose phone gets the payment prompt (issue 16): a Kenyan M-Pesa order, paid by a prompt on the phone (stk_push),
// asks on the review for the payer's number, with the country's flag and +254 before it (spec 1 §2), prefilled from
// the link's `phone`; the order carries it, the order in progress says where the prompt goes, the sandbox phone of
// that number shows the prompt once sent, and the next order on this device starts from the number kept (spec 1 §3
// phone info stored locally).
import type { Page } from "@playwright/test"
import { onrampNextLabels, reviewLabels, screenTitles } from "../../schema/labels.ts"
import { payerPhoneLabels } from "../../schema/payerPhone.ts"
import { freshEmail } from "../support/signIn.ts"
import { expect, test } from "./fixtures.ts"
import { signInThroughApi, tokenQuery, Widget, widgetUrl } from "./widget.ts"

test.setTimeout(90_000)

const address = "0x765DE816845861e75A25fCA122bb6898B8B1282a"
const mpesa = `amount=2000&currency=local&countryIsoCode=KE&paymentChannel=mobile_money&carrierCode=safaricom&network=CELO&asset=CUSD&address=${address}`
const phoneField = (page: Page) => page.getByRole("textbox", { name: payerPhoneLabels.label })

test("the M-Pesa prompt goes to the number the buyer confirms on the review", async ({ page }) => {
  const { tokens } = await signInThroughApi(freshEmail("prompt-phone"))
  const widget = new Widget(page)
  await widget.open(`/?${mpesa}&phone=0712345678&${tokenQuery(tokens)}`)
  await page.getByRole("button", { name: onrampNextLabels.createOrder }).click()
  await expect(widget.heading()).toHaveText(screenTitles.swap, { timeout: 15_000 })

  // The link's number, as the national part after Kenya's flag and dial code.
  const field = phoneField(page)
  await expect(field).toHaveValue("712345678")
  await expect(page.getByRole("img", { name: "Kenya" })).toBeVisible()
  await expect(page.getByText("+254", { exact: true })).toBeVisible()
  const create = page.getByRole("button", { name: reviewLabels.createOrder })
  await expect(create).toBeEnabled()

  // A number that is not a Kenyan mobile number is explained, and nothing can be created with it.
  await field.fill("12345")
  await expect(page.getByText(payerPhoneLabels.problem("+254712345678"))).toBeVisible()
  await expect(create).toBeDisabled()
  await field.fill("0700 111 222")
  await expect(page.getByText(payerPhoneLabels.problem("+254712345678"))).toHaveCount(0)
  await create.click()

  await page.waitForURL(/\/ussd\/[\w-]+/)
  const orderId = new URL(page.url()).pathname.split("/").pop() ?? ""
  // The instructions say where the prompt goes (masked: anyone with the order's id reads them).
  await expect(page.getByText(/payment prompt for 2000 KES to \+2547•••••222\./)).toBeVisible()

  // The sandbox phone of that number shows the prompt once it is sent.
  const phonePage = async (number: string) => (await fetch(widgetUrl(`/sandbox/phone/${number}`))).text()
  expect(await phonePage("+254700111222")).toContain("No payment prompt yet.")
  await page.getByRole("button", { name: "Send payment prompt" }).click()
  await expect.poll(() => phonePage("+254700111222")).toContain("Pay 2000 KES to")
  expect(await phonePage("+254700111222")).toContain(orderId.toUpperCase().replace(/[^A-Z0-9]/g, ""))
  expect(await phonePage("+254712345678")).toContain("No payment prompt yet.")

  // This device keeps the number: the next order's review starts from it, even without `phone` in the link.
  await page.getByRole("button", { name: "Cancel Order" }).click()
  await expect(page.getByRole("button", { name: "Create New Order" })).toBeVisible()
  await widget.open(`/?${mpesa}&${tokenQuery(tokens)}`)
  await page.getByRole("button", { name: onrampNextLabels.createOrder }).click()
  await expect(widget.heading()).toHaveText(screenTitles.swap, { timeout: 15_000 })
  await expect(phoneField(page)).toHaveValue("700111222")
})

test("without a number from the link, the device or the account, the review asks for one before Create order", async ({
  page,
}) => {
  const { tokens } = await signInThroughApi(freshEmail("no-phone"))
  const widget = new Widget(page)
  await widget.open(`/?${mpesa}&${tokenQuery(tokens)}`)
  await page.getByRole("button", { name: onrampNextLabels.createOrder }).click()
  await expect(widget.heading()).toHaveText(screenTitles.swap, { timeout: 15_000 })
  await expect(phoneField(page)).toHaveValue("")
  const create = page.getByRole("button", { name: reviewLabels.createOrder })
  await expect(create).toBeDisabled()
  await phoneField(page).fill("712 345 678")
  await expect(create).toBeEnabled()
})

test("an order paid by a USSD code asks for no phone", async ({ page }) => {
  const { tokens } = await signInThroughApi(freshEmail("ussd-phone"))
  const widget = new Widget(page)
  await widget.open(`/?${mpesa.replace("safaricom", "airtel")}&${tokenQuery(tokens)}`)
  await page.getByRole("button", { name: onrampNextLabels.createOrder }).click()
  await expect(widget.heading()).toHaveText(screenTitles.swap, { timeout: 15_000 })
  await expect(page.getByRole("button", { name: reviewLabels.createOrder })).toBeEnabled()
  await expect(phoneField(page)).toHaveCount(0)
})
