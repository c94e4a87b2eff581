// Monitoring in Chromium against the sandbox server: a scripted visit to the amount screen yields the events a
// product person expects, in order, with nothing personal in them, and the funnel counts the session.
import { randomUUID } from "node:crypto"
import type { Page } from "@playwright/test"
import { amountLabels, onrampNextLabels, screenTitles } from "../../schema/labels.ts"
import type { ErrorReport, StoredMonitoringEvent } from "../../schema/monitoring.ts"
import type { FunnelReport } from "../../schema/monitoringFunnel.ts"
import { freshEmail } from "../support/signIn.ts"
import { expect, test } from "./fixtures.ts"
import { orderIn } from "./ussdOrders.ts"
import { signInByCode, Widget, widgetUrl } from "./widget.ts"

const distinctIdKey = "pay-widget.monitoring.distinct-id"

// The page's scripts load after its first paint and the monitoring module after the page's `load` event; then a report
// makes a round trip to the worker's server. On two cores shared by two browsers and two servers that has taken more
// than the 5 s an expectation waits by default, so these waits allow what the suite's other waits on the app allow.
const appReady = { timeout: 15_000 }

const deviceOf = async (page: Page) => {
  // Monitoring loads after first paint; the device's id appears when it has.
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), distinctIdKey), appReady).not.toBeNull()
  return page.evaluate((key) => localStorage.getItem(key) ?? "", distinctIdKey)
}

const eventsOf = async (distinctId: string) =>
  (await (
    await fetch(widgetUrl(`/api/sandbox/monitoring/events?distinctId=${distinctId}`))
  ).json()) as Array<StoredMonitoringEvent>

test("a visit to the amount screen is recorded as impressions, a pick, typing, a click and operations", async ({
  page,
}) => {
  const source = `monitoring-${randomUUID().slice(0, 8)}`
  const widget = new Widget(page)
  const channel = { paymentChannel: "mobile_money", carrierCode: "safaricom", network: "celo", asset: "CUSD" }
  await widget.open(`/?${new URLSearchParams({ source, email: "ann@example.com", ...channel })}`)
  await expect(widget.heading()).toHaveText(screenTitles.onrampAmount)
  const distinctId = await deviceOf(page)

  await page.getByRole("button", { name: amountLabels.country }).click()
  await page.getByRole("dialog").getByRole("button", { name: "Kenya" }).click()
  const youPay = page.getByRole("textbox", { name: new RegExp(`^${amountLabels.youPay}`) })
  await youPay.clear()
  await youPay.pressSequentially("1500")
  const next = page.getByRole("button", { name: onrampNextLabels.wallet })
  await expect(next).toBeEnabled({ timeout: 10_000 })
  await next.click()
  await expect(widget.heading()).toHaveText(screenTitles.wallet)
  // Leaving the page sends what waits with sendBeacon.
  await page.goto("about:blank")

  await expect
    .poll(async () => (await eventsOf(distinctId)).some((e) => e.type === "impression" && e.pageName === "/wallet"))
    .toBe(true)
  const events = await eventsOf(distinctId)
  expect(events.filter((e) => e.type !== "operation" && e.type !== "scroll").map((e) => `${e.type} ${e.name}`)).toEqual(
    [
      "impression /",
      `click ${amountLabels.country}`,
      `pick ${amountLabels.country}: Kenya`,
      // Five keys within 2 s: one typing event.
      `type ${amountLabels.youPay} (KES)`,
      `click ${onrampNextLabels.wallet}`,
      "impression /wallet",
    ],
  )
  const quotes = events.filter((e) => e.name === "onramp.fetchOffer").map((e) => e.operationStatus)
  expect(quotes).toContain("start")
  expect(quotes).toContain("success")
  expect(new Set(events.map((e) => e.sessionId)).size).toBe(1)
  // The address's e-mail stays out of every event; how the widget was opened stays in.
  for (const event of events) {
    expect(event.queryParams).toEqual({ ...channel, source })
  }

  const report = (await (await fetch(widgetUrl("/api/sandbox/funnel"))).json()) as FunnelReport
  const slice = report.slices.find((s) => s.journey === "onramp" && s.source === source)
  expect(slice?.steps.slice(0, 2)).toEqual([
    { step: "Amount", sessions: 1, conversion: null },
    { step: "Wallet", sessions: 1, conversion: 1 },
  ])
})

test("errors nothing caught are reported to the server, scrubbed of personal data", async ({ page }) => {
  const marker = randomUUID().slice(0, 8)
  const widget = new Widget(page)
  await widget.open("/")
  await expect(widget.heading()).toHaveText(screenTitles.onrampAmount)
  await deviceOf(page)
  // What the page sends, apart from what the server stores: a failure says which of the two did not happen.
  const sent: Array<string> = []
  page.on("request", (request) => {
    const body = request.postData() ?? ""
    if (request.url().endsWith("/api/public/monitoring/error-report") && body.includes(marker))
      sent.push((JSON.parse(body) as ErrorReport).origin)
  })
  await page.evaluate((marker) => {
    setTimeout(() => {
      throw new Error(`thrown ${marker} for ann@example.com`)
    })
    void Promise.reject(new Error(`rejected ${marker} with token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln`))
  }, marker)
  const reports = async () =>
    ((await (await fetch(widgetUrl("/api/sandbox/monitoring/errors"))).json()) as Array<ErrorReport>)
      .filter((report) => report.message.includes(marker))
      .map((report) => [report.origin, report.message, report.pageName])
      .sort()
  await expect.poll(() => [...sent].sort(), appReady).toEqual(["error", "unhandledrejection"])
  await expect.poll(reports, appReady).toEqual([
    ["error", `Error: thrown ${marker} for [email]`, "/"],
    ["unhandledrejection", `Error: rejected ${marker} with token [token]`, "/"],
  ])
})

test("signing in is reported as an operation and ties the device to the user", async ({ page }) => {
  const widget = new Widget(page)
  await widget.open("/auth")
  await expect(widget.heading()).toHaveText(screenTitles.auth)
  const distinctId = await deviceOf(page)
  await signInByCode(page, freshEmail("monitoring"))
  await expect(widget.heading()).not.toHaveText(screenTitles.otp)
  const tokens = await page.evaluate(() => JSON.parse(localStorage.getItem("pay-widget.tokens") ?? "{}"))
  const user = await (
    await fetch(widgetUrl("/api/private/auth/user"), {
      headers: { "x-web": "1", authorization: `Bearer ${tokens.accessToken}` },
    })
  ).json()
  const identity = async () =>
    (await (await fetch(widgetUrl(`/api/sandbox/monitoring/identity?distinctId=${distinctId}`))).json()).userId
  await expect.poll(identity).toBe(user._id)
  await page.goto("about:blank")
  await expect
    .poll(async () =>
      (await eventsOf(distinctId)).filter((e) => e.name === "login.confirmCode").map((e) => e.operationStatus),
    )
    .toEqual(["start", "success"])
})

test("opening an order's page sends its view at once by the single monitoring-event call, naming the order", async ({
  page,
}) => {
  const order = await orderIn("airtime")
  const single = page.waitForRequest((request) => request.url().endsWith("/api/public/monitoring/monitoring-event"))
  const widget = new Widget(page)
  await widget.open(order.path("&source=partner"))
  // Spec 1 §7: {distinctId, sessionId, orderId, queryParams, pageName, createdAt}, sent before any batch is due.
  const sent = (await single).postDataJSON()
  expect(sent).toMatchObject({
    type: "impression",
    orderId: order.orderId,
    pageName: "/ussd/$orderId",
    queryParams: { source: "partner", network: "CELO", asset: "CUSD" },
  })
  expect(sent.distinctId).toBe(await deviceOf(page))
  expect(typeof sent.sessionId).toBe("string")
  expect(Date.parse(sent.createdAt)).not.toBeNaN()
  // No token of the address travels with it.
  expect(sent.queryParams.at).toBeUndefined()
  expect(sent.queryParams.rt).toBeUndefined()
})
