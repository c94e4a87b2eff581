// Embedding in Chromium against the real server: a page on an origin its integrator registered frames the widget
// and hears its events; a page on any other origin cannot frame it (the server's frame-ancestors); an outside URL
// off the registered origins is ignored with a notice and never followed.
import type { Page } from "@playwright/test"
import { embeddingMessages } from "../../schema/embedding.ts"
import { onrampNextLabels, reviewLabels, screenTitles } from "../../schema/labels.ts"
import { parentEventSource } from "../../schema/parentEvents.ts"
import { statusTitles } from "../../schema/swapStatusLabels.ts"
import { freshEmail } from "../support/signIn.ts"
import { expect, test } from "./fixtures.ts"
import { type FramingPage, framingPage, receivedMessages, registerIntegrator } from "./framing.ts"
import { confirmTransfer, type MadeOrder, makeOrder } from "./orders.ts"
import { signInByCode, Widget, widgetUrl } from "./widget.ts"

// The worker's server is known once its fixture ran, not when this file is loaded.
const base = () => widgetUrl("")
const confirmedOrder = async (): Promise<MadeOrder> => {
  const order = await makeOrder(base(), freshEmail("embedded"))
  await confirmTransfer(base(), order)
  return order
}
const statusUrl = (order: MadeOrder, query: Record<string, string>) =>
  `${base()}/swap-status?${new URLSearchParams({ orderId: order.orderId, ...query })}`

/** Chromium's words in the framing page's console when frame-ancestors refuses it. */
const frameRefusals = (page: Page) => {
  const refusals: Array<string> = []
  page.on("console", (message) => {
    if (message.text().includes("frame-ancestors")) refusals.push(message.text())
  })
  return refusals
}

let pages: Array<FramingPage> = []
test.afterEach(async () => {
  await Promise.all(pages.map((p) => p.close()))
  pages = []
})

test("a page on a registered origin frames the widget and receives its events, sent to that origin", async ({
  page,
}) => {
  const order = await confirmedOrder()
  let integrator = ""
  const parent = await framingPage(() => statusUrl(order, { integrator }))
  pages.push(parent)
  integrator = await registerIntegrator(base(), [parent.origin])
  await page.goto(parent.url)
  const widget = page.frameLocator("iframe")
  // The first load of the framed widget, on a machine other tests share.
  await expect(widget.getByRole("heading", { level: 1 })).toHaveText(statusTitles.inProgress, { timeout: 15_000 })
  await expect
    .poll(async () => (await receivedMessages(page)).map((m) => JSON.parse(m.data).event))
    .toEqual(["buyer_confirmed", "pending_seller_confirmation"])
  for (const message of await receivedMessages(page)) {
    // Sent by the widget's origin; the browser delivers it only because it was addressed to this page's origin.
    expect(message.origin).toBe(base())
    expect(JSON.parse(message.data)).toMatchObject({ source: parentEventSource, orderId: order.orderId })
  }
})

test("a page on an origin the integrator did not register cannot frame the widget, nor can any page frame it standalone", async ({
  page,
}) => {
  const order = await confirmedOrder()
  let framed = "about:blank"
  const registered = await framingPage(() => framed)
  pages.push(registered)
  const integrator = await registerIntegrator(base(), [registered.origin])
  // Another loopback origin (same host name, another port) framing the integrator's page.
  const stranger = await framingPage(() => statusUrl(order, { integrator }))
  pages.push(stranger)
  // Then the registered origin framing a page that names no integrator: standalone, it may be framed by no one.
  for (const parent of [stranger, registered]) {
    framed = statusUrl(order, {})
    const refusals = frameRefusals(page)
    await page.goto(parent.url)
    await expect.poll(() => refusals.length, { message: parent.url }).toBeGreaterThan(0)
    expect(refusals[0]).toContain("frame-ancestors 'self'")
    await expect(page.frameLocator("iframe").getByRole("heading", { level: 1 })).toHaveCount(0)
    expect(await receivedMessages(page)).toEqual([])
  }
})

test("a foreign redirectUrl is ignored with a notice and never followed; a registered one is offered", async ({
  page,
}) => {
  const order = await confirmedOrder()
  const integrator = await registerIntegrator(base(), ["https://shop.example"])
  const foreign = "https://evil.example/collect"
  const requested: Array<string> = []
  page.on("request", (request) => requested.push(request.url()))
  // The strict policy must cost nothing: the page and its receipt modal run without a single violation.
  await page.addInitScript(() => {
    const seen: Array<string> = []
    ;(window as unknown as { violations: Array<string> }).violations = seen
    document.addEventListener("securitypolicyviolation", (e) =>
      seen.push(`${e.effectiveDirective} ${e.sourceFile}:${e.lineNumber}`),
    )
  })
  await page.goto(statusUrl(order, { integrator, redirectUrl: foreign, callbackBtnText: "Back to shop" }))
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(statusTitles.inProgress, { timeout: 15_000 })
  await expect(page.getByRole("status").filter({ hasText: embeddingMessages.urlIgnored("redirectUrl") })).toBeVisible()
  await expect(page.getByRole("link", { name: "Back to shop" })).toHaveCount(0)
  // The address no longer carries it, the page stays, and nothing was asked of the foreign site.
  expect(new URL(page.url()).searchParams.has("redirectUrl")).toBe(false)
  expect(new URL(page.url()).origin).toBe(base())
  expect(requested.filter((url) => url.startsWith("https://evil.example"))).toEqual([])
  // The receipt modal (it opens once per order and session) is up, and nothing was refused.
  await expect(page.getByRole("dialog")).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { violations: Array<string> }).violations)).toEqual([])

  await page.goto(
    statusUrl(order, { integrator, redirectUrl: "https://shop.example/thanks", callbackBtnText: "Back to shop" }),
  )
  await expect(page.getByRole("link", { name: "Back to shop" })).toHaveAttribute("href", "https://shop.example/thanks")
  await expect(page.getByText(embeddingMessages.urlIgnored("redirectUrl"))).toHaveCount(0)
})

test("an order made in the widget carries the accepted callbackUrl, and not the refused redirectUrl", async ({
  page,
}) => {
  test.setTimeout(90_000)
  const widget = new Widget(page)
  const integrator = await registerIntegrator(base(), ["https://shop.example"])
  await widget.open(
    `/?${new URLSearchParams({
      integrator,
      callbackUrl: "https://shop.example/hooks/pay",
      redirectUrl: "https://evil.example/back",
      amount: "2000",
      currency: "local",
      countryIsoCode: "KE",
      paymentChannel: "mobile_money",
      carrierCode: "safaricom",
      network: "CELO",
      asset: "CUSD",
      address: "0x765DE816845861e75A25fCA122bb6898B8B1282a",
      // M-Pesa's payment prompt goes to this number (issue 16).
      phone: "0712345678",
    })}`,
  )
  await expect(page.getByText(embeddingMessages.urlIgnored("redirectUrl"))).toBeVisible({ timeout: 15_000 })
  await expect(page.getByText(embeddingMessages.urlIgnored("callbackUrl"))).toHaveCount(0)
  await page.getByRole("button", { name: onrampNextLabels.verifyEmail }).click()
  await signInByCode(page, freshEmail("callback"))
  await expect(widget.heading()).toHaveText(screenTitles.swap, { timeout: 15_000 })
  await page.getByRole("button", { name: reviewLabels.createOrder }).click()
  await page.waitForURL(/\/ussd\/[\w-]+/)
  const orderId = new URL(page.url()).pathname.split("/").at(-1)
  // The URLs are in the owner's read only (issue 13): read with the page's own token.
  const accessToken = await page.evaluate(
    () => JSON.parse(localStorage.getItem("pay-widget.tokens") ?? "{}").accessToken,
  )
  const order = await (
    await fetch(`${base()}/api/private/pay-widget/onramp/order/${orderId}`, {
      headers: { "x-web": "1", authorization: `Bearer ${accessToken}` },
    })
  ).json()
  expect(order).toMatchObject({ callbackUrl: "https://shop.example/hooks/pay", redirectUrl: null })
})
