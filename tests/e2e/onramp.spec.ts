// The on-ramp journey in Chromium against the sandbox server: from an integrator's link to a created order.
import { expect, type Page, test } from "@playwright/test"
import { accountLabels, kycLabels, onrampNextLabels, reviewLabels, screens, screenTitles } from "../../schema/labels.ts"
import { notices } from "../../schema/messages.ts"
import { freshEmail } from "../support/signIn.ts"
import { Widget, widgetUrl } from "./widget.ts"

test.setTimeout(90_000)

const address = "0x765DE816845861e75A25fCA122bb6898B8B1282a"
const link = (amount: number) =>
  `/?amount=${amount}&currency=local&countryIsoCode=KE&paymentChannel=mobile_money&carrierCode=safaricom&network=celo&asset=CUSD&address=${address}`

const signInByCode = async (page: Page, email: string) => {
  await page.getByRole("textbox", { name: accountLabels.email }).fill(email)
  await page.getByRole("button", { name: accountLabels.sendCode }).click()
  await expect(page.getByRole("heading", { name: screenTitles.otp })).toBeVisible()
  const messages = await (await fetch(widgetUrl(`/api/sandbox/outbox?email=${encodeURIComponent(email)}`))).json()
  await page.getByRole("textbox", { name: "Digit 1 of 6" }).click()
  await page.keyboard.type(messages[0].code)
}

test("a new user follows an integrator's link, signs in, passes KYC for a large amount and creates an order", async ({
  page,
}) => {
  const widget = new Widget(page)
  await widget.open(link(20000))
  await expect(widget.heading()).toHaveText(screenTitles.onrampAmount)
  const next = page.getByRole("button", { name: onrampNextLabels.verifyEmail })
  await expect(next).toBeEnabled()
  await next.click()

  await expect(widget.heading()).toHaveText(screenTitles.auth)
  await signInByCode(page, freshEmail("onramp"))

  // 20000 KES is over the basic minimum: the ID check comes first.
  await expect(widget.heading()).toHaveText(screenTitles.kyc, { timeout: 15_000 })
  await page.getByRole("button", { name: "National ID card" }).click()
  await page.getByRole("textbox", { name: "First name" }).fill("Amina")
  await page.getByRole("textbox", { name: "Last name" }).fill("Otieno")
  await page.getByLabel("Date of birth").fill("1994-03-12")
  await page.getByRole("button", { name: kycLabels.takePhoto }).click()
  await page.getByRole("button", { name: kycLabels.capture }).click()
  await page.getByRole("textbox", { name: kycLabels.documentNumber }).fill("A1234567")
  await page.getByRole("button", { name: kycLabels.submit }).click()
  await page.getByRole("button", { name: kycLabels.continue }).click({ timeout: 15_000 })

  await expect(widget.heading()).toHaveText(screenTitles.swap, { timeout: 15_000 })
  await expect(page.getByText(address)).toBeVisible()
  const create = page.getByRole("button", { name: reviewLabels.createOrder })
  // A double click makes one order.
  await create.dblclick()
  await page.waitForURL(/\/ussd\/[\w-]+/)
  const orderId = new URL(page.url()).pathname.split("/").pop()
  const order = await (
    await fetch(widgetUrl(`/api/public/pay-widget/onramp/order/${orderId}`), { headers: { "x-web": "1" } })
  ).json()
  expect(order).toMatchObject({
    walletAddress: address,
    walletType: "CELO",
    asset: "CUSD",
    buySwap: { status: "initiated", cashout: { localCurrencyAmount: 20000 } },
  })
})

test("a small amount needs no ID check, and the wallet step asks for an address when the link has none", async ({
  page,
}) => {
  const widget = new Widget(page)
  await widget.open(
    "/?amount=2000&currency=local&countryIsoCode=KE&paymentChannel=mobile_money&network=CELO&asset=CUSD",
  )
  await page.getByRole("button", { name: onrampNextLabels.wallet }).click()
  await expect(widget.heading()).toHaveText(screenTitles.wallet)
  await page.getByRole("textbox", { name: /Wallet address/ }).fill("0x765DE816845861e75A25fCA122bb6898B8B1282A")
  await page.getByRole("button", { name: "Next" }).click()
  await expect(page.getByText("This is not a valid CELO wallet address.")).toBeVisible()
  await page.getByRole("textbox", { name: /Wallet address/ }).fill(address)
  await page.getByRole("button", { name: "Next" }).click()
  await expect(widget.heading()).toHaveText(screenTitles.auth)
  await signInByCode(page, freshEmail("small"))
  await expect(widget.heading()).toHaveText(screenTitles.swap, { timeout: 15_000 })
  await page.getByRole("button", { name: reviewLabels.createOrder }).click()
  await page.waitForURL(/\/ussd\/[\w-]+/)
  const orderPath = new URL(page.url()).pathname

  // Back on the amount screen, the open order is announced with Open.
  await widget.open("/")
  await expect(page.getByRole("status").filter({ hasText: notices.orderInProgress })).toBeVisible()
  await page.getByRole("link", { name: screens.open }).click()
  await expect(page).toHaveURL(new RegExp(`${orderPath}$`))
})
