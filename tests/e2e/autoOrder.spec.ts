// The auto-order route /auto-onramp in Chromium against the sandbox server (issue #8 acceptance): a link with
// everything lands on the order without a click, a refused address falls back to the amount with the reason, a
// signed-out visitor signs in first, and an off-ramp link goes as far as the details or the pay step.
import type { Page } from "@playwright/test"
import { screenTitles } from "../../schema/labels.ts"
import { freshEmail } from "../support/signIn.ts"
import { expect, test } from "./fixtures.ts"
import { signInByCode, signInThroughApi, tokenQuery, Widget, widgetUrl } from "./widget.ts"

test.setTimeout(60_000)

const address = "0x765DE816845861e75A25fCA122bb6898B8B1282a"
// M-Pesa is paid by a prompt on the phone: the order is made at once only when the link names the number (issue 16).
const buy =
  "/auto-onramp?amount=2000&currency=local&countryIsoCode=KE&paymentChannel=mobile_money&carrierCode=safaricom&network=CELO&asset=CUSD&phone=0712345678"
const sell =
  "/auto-onramp?flow=offramp&countryIsoCode=KE&paymentChannel=mobile_money&network=CELO&asset=USDC&amount=20&currency=crypto"

const readOrder = async (page: Page) => {
  const orderId = new URL(page.url()).pathname.split("/").pop()
  const answer = await fetch(widgetUrl(`/api/public/pay-widget/onramp/order/${orderId}`), { headers: { "x-web": "1" } })
  return answer.json()
}

test("a signed-in user's link with an address lands on the order in progress without a click", async ({ page }) => {
  const { tokens } = await signInThroughApi(freshEmail("auto"))
  const widget = new Widget(page)
  await widget.open(`${buy}&address=${address}&${tokenQuery(tokens)}`)
  await page.waitForURL(/\/ussd\/[\w-]+/, { timeout: 20_000 })
  await expect(widget.heading()).toHaveText(screenTitles.ussd)
  expect(await readOrder(page)).toMatchObject({
    walletAddress: address,
    asset: "CUSD",
    buySwap: { status: "initiated", cashout: { localCurrencyAmount: 2000 } },
  })
})

test("a link with an invalid address falls back to the amount with the reason, and makes no order", async ({
  page,
}) => {
  const { tokens } = await signInThroughApi(freshEmail("auto-bad"))
  const widget = new Widget(page)
  // The address's checksum is wrong in its last letter.
  await widget.open(`${buy}&address=0x765DE816845861e75A25fCA122bb6898B8B1282A&${tokenQuery(tokens)}`)
  await expect(page.getByRole("alert").filter({ hasText: "This is not a valid CELO wallet address." })).toBeVisible({
    timeout: 20_000,
  })
  expect(new URL(page.url()).pathname).toBe("/")
  await expect(widget.heading()).toHaveText(screenTitles.onrampAmount)
  // The configured amount stays, for the user to go on by hand.
  await expect(page.getByRole("textbox", { name: /You Pay/ })).toHaveValue("2000")
  const pending = await fetch(widgetUrl("/api/private/pay-widget/onramp/pending-order"), {
    headers: { "x-web": "1", authorization: `Bearer ${tokens.accessToken}` },
  })
  expect(pending.status).toBe(200)
  expect(await pending.json()).toBeNull()
})

test("a signed-out visitor is sent to sign in, then lands on the order without another click", async ({ page }) => {
  const widget = new Widget(page)
  await widget.open(`${buy}&address=${address}`)
  await expect(widget.heading()).toHaveText(screenTitles.auth, { timeout: 20_000 })
  await signInByCode(page, freshEmail("auto-out"))
  await page.waitForURL(/\/ussd\/[\w-]+/, { timeout: 20_000 })
  expect(await readOrder(page)).toMatchObject({ walletAddress: address, buySwap: { status: "initiated" } })
})

test("the order made while the review's code still loads is where the visitor lands, not a new amount", async ({
  page,
}) => {
  // Signed in, the auto-order passes the review by itself: on a slow phone the order exists before the review's route
  // has loaded. Held here until the order is made, the page must follow the journey to the order, not start anew.
  let orderMade = () => {}
  const made = new Promise<void>((resolve) => {
    orderMade = resolve
  })
  page.on("response", (answer) => {
    if (answer.request().method() === "POST" && /\/onramp\/order$/.test(new URL(answer.url()).pathname)) orderMade()
  })
  await page.route(/\/assets\/swap-[\w-]+\.js$/, async (route) => {
    await made
    await route.continue()
  })
  const widget = new Widget(page)
  await widget.open(`${buy}&address=${address}`)
  await expect(widget.heading()).toHaveText(screenTitles.auth, { timeout: 20_000 })
  await signInByCode(page, freshEmail("auto-slow"))
  await page.waitForURL(/\/ussd\/[\w-]+/, { timeout: 20_000 })
  await expect(widget.heading()).toHaveText(screenTitles.ussd)
  expect(await readOrder(page)).toMatchObject({ walletAddress: address, buySwap: { status: "initiated" } })
})

test("a refused parameter falls back to the amount of its flow with the reason", async ({ page }) => {
  const widget = new Widget(page)
  await widget.open(`${sell.replace("amount=20", "amount=lots")}`)
  // The page names the refused parameter at once; the flow then falls back to its amount, which names it too.
  await page.waitForURL((url) => url.pathname === "/offramp", { timeout: 20_000 })
  await expect(widget.heading()).toHaveText(screenTitles.offrampAmount)
  await expect(page.getByText('Query parameter "amount" is invalid: expected a number.')).toBeVisible()
})

test("an off-ramp link of a signed-in user stops at the details form, or at Pay when the details are remembered", async ({
  page,
}) => {
  const { tokens } = await signInThroughApi(freshEmail("auto-sell"))
  const widget = new Widget(page)
  await widget.open(`${sell}&${tokenQuery(tokens)}`)
  await page.waitForURL(/\/offramp\/create/, { timeout: 20_000 })
  await expect(widget.heading()).toHaveText(screenTitles.offrampDetails)
  await expect(page.getByRole("textbox", { name: "Account name" })).toHaveValue("")

  // Details this device remembers from an earlier sale are checked by themselves: on to Pay.
  await page.evaluate(() =>
    localStorage.setItem(
      "pay-widget.offramp.fields",
      JSON.stringify({ carrierCode: "safaricom", phoneNumber: "0712 345 678", accountName: "Amina Otieno" }),
    ),
  )
  const again = await signInThroughApi(freshEmail("auto-sell"))
  await widget.open(`${sell}&${tokenQuery(again.tokens)}`)
  await page.waitForURL(/\/offramp\/pay/, { timeout: 20_000 })
  await expect(widget.heading()).toHaveText(screenTitles.offrampPay)
})
