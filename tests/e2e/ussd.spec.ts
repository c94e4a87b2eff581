// The on-ramp order in progress (/ussd/{orderId}) in Chromium against the sandbox server: each payment flow as a
// buyer meets it, I Transferred, Cancel Order, leaving the page, and what the server then holds.

import type { Page } from "@playwright/test"
import { screens, screenTitles } from "../../schema/labels.ts"
import { errors, notices, success, validation } from "../../schema/messages.ts"
import { ussdLabels } from "../../schema/ussdLabels.ts"
import { freshEmail } from "../support/signIn.ts"
import { expectNoAxeViolations } from "./axe.ts"
import { expect, test, widgetSizeOnly } from "./fixtures.ts"
import { type markets, orderIn, outbox } from "./ussdOrders.ts"
import { signInByCode, signInThroughApi, tokenQuery, Widget } from "./widget.ts"

test.setTimeout(60_000)

const button = (page: Page, name: string) => page.getByRole("button", { name, exact: true })
const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text })
/** A new order paid by the market's flow, its page open as its buyer (`extra` added to the page's query). */
const openOrder = async (page: Page, market: keyof typeof markets, extra = "") => {
  const order = await orderIn(market)
  const widget = new Widget(page)
  await widget.open(order.path(extra))
  return { order, widget }
}

test("a payment prompt is sent, cools down, and I Transferred moves on to the status page", async ({ page }) => {
  const { order, widget } = await openOrder(page, "prompt")
  await expect(widget.heading()).toHaveText(screenTitles.ussd)
  await expect(page.getByText(/Expires in 1?\d:\d\d/)).toBeVisible()
  await expectNoAxeViolations(page)

  await button(page, "Send payment prompt").click()
  await expect(toast(page, success.transferInitiated)).toBeVisible()
  // Spec 2 §9: the prompt may be sent again after 60 s; the button counts down meanwhile.
  const retry = page.getByRole("button", { name: /^Resend prompt \(\d:\d\d\)$/ })
  await expect(retry).toBeDisabled()
  expect((await order.read()).buySwap.lastTransferAttemptAt).not.toBeNull()

  await button(page, ussdLabels.iTransferred).click()
  await page.waitForURL(/\/swap-status\?/)
  const url = new URL(page.url())
  expect(url.searchParams.get("orderId")).toBe(order.orderId)
  expect(url.searchParams.get("network")).toBe("CELO")
  expect((await order.read()).buySwap.status).not.toBe("initiated")
})

test("Cancel Order shows the order rejected, and Create New Order goes back to the amount with the configuration", async ({
  page,
}) => {
  const { order, widget } = await openOrder(page, "prompt")
  await button(page, ussdLabels.cancelOrder).click()
  await expect(widget.heading()).toHaveText(ussdLabels.rejectedTitle)
  await expect(page.getByText(ussdLabels.rejectedText)).toBeVisible()
  await expect(toast(page, success.orderCancelled)).toBeVisible()
  expect((await order.read()).buySwap.status).toBe("buyer_rejected")

  await button(page, ussdLabels.createNewOrder).click()
  await expect(widget.heading()).toHaveText(screenTitles.onrampAmount)
  const url = new URL(page.url())
  expect(url.pathname).toBe("/")
  expect(url.searchParams.get("network")).toBe("CELO")
  expect(url.searchParams.get("countryIsoCode")).toBe("KE")
})

test("a USSD code with {pin} asks for the SIM PIN before dialling; one without is a tel: link", async ({ page }) => {
  const { widget } = await openOrder(page, "ussdPin")
  await expect(page.getByText(/\*334\*1\*.+\*PIN#/)).toBeVisible()
  await button(page, ussdLabels.dialWithPin).click()
  await expect(page.getByText(validation.pinRequired)).toBeVisible()
  await page.getByRole("textbox", { name: ussdLabels.simPin }).fill("1234")
  await expect(page.getByText(validation.pinRequired)).toHaveCount(0)

  const airtime = await orderIn("airtime")
  await widget.open(airtime.path())
  const code = (await airtime.read()).buySwap.transferInstructions.ussdCode as string
  const dial = page.getByRole("link", { name: ussdLabels.dial(code) })
  await expect(dial).toHaveAttribute("href", `tel:${encodeURIComponent(code)}`)
  await expect(page.getByRole("textbox", { name: ussdLabels.simPin })).toHaveCount(0)
})

test("the OTP flow sends the code by itself, I Transferred waits for it, and the code from the outbox verifies", async ({
  page,
}) => {
  const { order } = await openOrder(page, "otp")
  await expect(toast(page, success.transferInitiated)).toBeVisible()
  await expect(button(page, ussdLabels.iTransferred)).toBeDisabled()
  // Spec 2 §9: a new code may be asked for after 30 s.
  await expect(page.getByRole("button", { name: /^Resend code \(0:[0-3]\d\)$/ })).toBeDisabled()

  let code: string | undefined
  await expect
    .poll(async () => {
      code = (await outbox(order.email)).find((message) => message.subject === "Your payment code")?.code
      return code
    })
    .toBeTruthy()
  await page.getByRole("textbox", { name: "Digit 1 of 6" }).click()
  await page.keyboard.type(code ?? "")
  await button(page, ussdLabels.verifyCode).click()
  await expect(toast(page, success.otpVerified)).toBeVisible()
  // Started once: the one code sent is the one verified.
  expect((await outbox(order.email)).filter((message) => message.subject === "Your payment code")).toHaveLength(1)

  await button(page, ussdLabels.iTransferred).click()
  await page.waitForURL(/\/swap-status\?/)
  expect((await order.read()).buySwap.status).not.toBe("initiated")
})

test("with noRedirect, the payment page opens from the Redirect required modal, and the paid order moves on", async ({
  page,
}) => {
  const { order } = await openOrder(page, "redirect", "&noRedirect=true")
  await button(page, "Go to payment").click()
  const dialog = page.getByRole("dialog", { name: ussdLabels.redirectRequired })
  await expect(dialog).toBeVisible()
  const proceed = dialog.getByRole("link", { name: ussdLabels.proceedToPayment })
  const swapId = (await order.read()).buySwap._id
  await expect(proceed).toHaveAttribute("href", `/sandbox/pay/${swapId}`)
  expect(new URL(page.url()).pathname).toBe(`/ussd/${order.orderId}`)

  const [bank] = await Promise.all([page.waitForEvent("popup"), proceed.click()])
  await bank.getByRole("button", { name: /^Pay / }).click()
  // The widget reads the order every 3 s and follows it to the status page.
  await page.waitForURL(/\/swap-status\?/, { timeout: 15_000 })
  expect((await order.read()).buySwap.status).not.toBe("initiated")
})

test("without noRedirect, the widget goes to the payment page, which brings the buyer back once paid", async ({
  page,
}) => {
  const { order } = await openOrder(page, "redirect")
  await button(page, "Go to payment").click()
  await page.waitForURL(/\/sandbox\/pay\//)
  expect((await order.read()).redirected).toBe(true)
  await page.getByRole("button", { name: /^Pay / }).click()
  await page.waitForURL(/\/swap-status\?/, { timeout: 15_000 })
  expect(new URL(page.url()).searchParams.get("orderId")).toBe(order.orderId)
})

test("leaving the page asks first: Stay keeps the order, leaving cancels it", async ({ page }) => {
  const order = await orderIn("prompt")
  const widget = new Widget(page)
  // In-app: from the amount screen's order-in-progress banner to the page, then back.
  await widget.open(`/?network=CELO&asset=CUSD&${tokenQuery(order.tokens)}`)
  await page
    .getByRole("status")
    .filter({ hasText: notices.orderInProgress })
    .getByRole("link", { name: screens.open })
    .click()
  // The order is read (the heading shows while it loads too).
  await expect(button(page, ussdLabels.iTransferred)).toBeEnabled()

  await page.goBack()
  const dialog = page.getByRole("dialog", { name: ussdLabels.leaveTitle })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText(ussdLabels.leaveText)
  await expect(dialog.getByRole("button", { name: ussdLabels.stay })).toBeFocused()
  await dialog.getByRole("button", { name: ussdLabels.stay }).click()
  await expect(dialog).toHaveCount(0)
  expect(new URL(page.url()).pathname).toBe(`/ussd/${order.orderId}`)
  expect((await order.read()).buySwap.status).toBe("initiated")

  await page.goBack()
  await page
    .getByRole("dialog", { name: ussdLabels.leaveTitle })
    .getByRole("button", { name: ussdLabels.leaveAndCancel })
    .click()
  await expect(widget.heading()).toHaveText(screenTitles.onrampAmount)
  await expect.poll(async () => (await order.read()).buySwap.status).toBe("buyer_rejected")
})

test("an order that does not exist says so", async ({ page }) => {
  const { tokens } = await signInThroughApi(freshEmail("no-order"))
  const widget = new Widget(page)
  await widget.open(`/ussd/no-such-order?network=CELO&${tokenQuery(tokens)}`)
  await expect(page.getByRole("alert")).toHaveText(errors.orderNotFound)
  await expect(button(page, ussdLabels.createNewOrder)).toBeVisible()
})

/** Spec 1 §6: the buyer's steps need the signed-in owner, so a signed-out visitor of the order's page is sent to the
 * sign-in (this page's configured URL). */
const openSignedOut = async (page: Page) => {
  const order = await orderIn("prompt")
  const widget = new Widget(page)
  await widget.open(`/ussd/${order.orderId}?network=CELO&countryIsoCode=KE`)
  await expect(widget.heading()).toHaveText(screenTitles.auth)
  return { order, widget }
}

test(
  "the order's page is guarded: a signed-out visitor is sent to sign in with the query, and nothing is cancelled",
  widgetSizeOnly,
  async ({ page }) => {
    const { order, widget } = await openSignedOut(page)
    const url = new URL(page.url())
    expect(url.pathname).toBe("/auth")
    expect(url.searchParams.get("network")).toBe("CELO")
    expect(url.searchParams.get("countryIsoCode")).toBe("KE")
    expect((await order.read()).buySwap.status).toBe("initiated")
    // Signed in as the order's owner, the visitor is back on the order, not on the amount screen.
    await signInByCode(page, order.email)
    await expect(widget.heading()).toHaveText(screenTitles.ussd, { timeout: 20_000 })
    expect(new URL(page.url()).pathname).toBe(`/ussd/${order.orderId}`)
    expect(new URL(page.url()).searchParams.get("network")).toBe("CELO")
  },
)

test(
  "a visitor who leaves the guarded order for a new purchase is not sent back to that order after signing in",
  widgetSizeOnly,
  async ({ page }) => {
    const { order, widget } = await openSignedOut(page)
    // They start again from the amount screen instead, and sign in on the purchase's way.
    await widget.open("/?network=CELO&countryIsoCode=KE")
    await expect(widget.heading()).toHaveText(screenTitles.onrampAmount)
    await widget.open("/auth?network=CELO&countryIsoCode=KE")
    await signInByCode(page, order.email)
    await expect(widget.heading()).toHaveText(screenTitles.onrampAmount, { timeout: 20_000 })
    expect(new URL(page.url()).pathname).toBe("/")
  },
)

test("each detail copies with its button, and Show status opens the status page without asking", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"])
  const { order } = await openOrder(page, "prompt")
  const reference = (await order.read()).buySwap.transferInstructions.transferDetails.find(
    (detail: { label: string }) => detail.label === "Reference",
  )
  await button(page, ussdLabels.copy("Reference")).click()
  await expect(toast(page, success.copied)).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(reference.value)
  await expect(page.locator(".ussd-agent")).toHaveText(/^Agent: \S/)
  // The amount reads grouped, and copies as the digits a payment app's amount field takes.
  const amount = page.locator(".ussd-detail", { has: page.getByText("Amount", { exact: true }) })
  await expect(amount.locator(".ussd-detail-value")).toHaveText("2,000 KES")
  await button(page, ussdLabels.copy("Amount")).click()
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe("2000")

  await page.getByRole("button", { name: ussdLabels.showStatus }).click()
  await page.waitForURL(/\/swap-status\?/)
  expect(new URL(page.url()).searchParams.get("orderId")).toBe(order.orderId)
  expect((await order.read()).buySwap.status).toBe("initiated")
})

test("closing the page asks first, and the order is cancelled once the buyer leaves", async ({ page }) => {
  const { order, widget } = await openOrder(page, "prompt")
  await expect(button(page, ussdLabels.iTransferred)).toBeEnabled()
  // Browsers ask before unloading only a page the user interacted with.
  await widget.heading().click()
  const asked = page.waitForEvent("dialog")
  await page.close({ runBeforeUnload: true })
  const dialog = await asked
  expect(dialog.type()).toBe("beforeunload")
  await dialog.accept()
  await expect.poll(async () => (await order.read()).buySwap.status).toBe("buyer_rejected")
})

// Issue 13: handing the buyer to the dialer or the bank's page is not leaving, and never cancels a paid order.
test("after Dial the code on a KE Airtel order, Show status and I Transferred still answer", async ({ page }) => {
  const order = await orderIn("ussdPin")
  const widget = new Widget(page)
  const dialThenWait = async () => {
    await page.getByRole("textbox", { name: ussdLabels.simPin }).fill("1234")
    await button(page, ussdLabels.dialWithPin).click()
    // The buyer is in the dialer a while: the page reads the order again meanwhile (every 3 s).
    await page.waitForResponse((response) => response.url().includes(`/onramp/order/${order.orderId}`))
  }
  await widget.open(order.path())
  await dialThenWait()
  await button(page, ussdLabels.showStatus).click()
  await page.waitForURL(/\/swap-status\?/)
  expect((await order.read()).buySwap.status).toBe("initiated")

  await widget.open(order.path())
  await dialThenWait()
  await button(page, ussdLabels.iTransferred).click()
  await page.waitForURL(/\/swap-status\?/)
  expect((await order.read()).buySwap.status).toBe("buyer_confirmed")
})

test("after the code is dialled, a reload and then closing the page keep the order", async ({ page }) => {
  const { order, widget } = await openOrder(page, "airtime")
  // A buyer who reloads or closes answers the browser's question, if it asks, by going on.
  const asked: Array<string> = []
  page.on("dialog", (dialog) => {
    asked.push(dialog.type())
    void dialog.accept()
  })
  const code = (await order.read()).buySwap.transferInstructions.ussdCode as string
  await page.getByRole("link", { name: ussdLabels.dial(code) }).click()

  await page.reload()
  await expect(button(page, ussdLabels.iTransferred)).toBeEnabled()
  expect((await order.read()).buySwap.status).toBe("initiated")

  await widget.heading().click()
  await page.close({ runBeforeUnload: true })
  expect(asked).toEqual([])
  // The cancel would be sent as the page unloads: give it time to land before reading.
  await new Promise((resolve) => setTimeout(resolve, 1000))
  expect((await order.read()).buySwap.status).toBe("initiated")
})

test("coming back from the bank's payment page unpaid, the page answers and a reload keeps the order", async ({
  page,
}) => {
  const { order, widget } = await openOrder(page, "redirect")
  page.on("dialog", (dialog) => void dialog.accept())
  const toTheBankAndBack = async () => {
    await button(page, "Go to payment").click()
    await page.waitForURL(/\/sandbox\/pay\//)
    await page.goBack()
    await expect(widget.heading()).toHaveText(screenTitles.ussd)
  }
  await toTheBankAndBack()
  await page.reload()
  await expect(button(page, ussdLabels.iTransferred)).toBeEnabled()
  expect((await order.read()).buySwap.status).toBe("initiated")

  await toTheBankAndBack()
  await button(page, ussdLabels.iTransferred).click()
  await page.waitForURL(/\/swap-status\?/)
  expect((await order.read()).buySwap.status).toBe("buyer_confirmed")
})
