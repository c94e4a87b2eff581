// Live flows in Stately (issue 15): `?inspect` on a sandbox page opens Stately's inspector window and sends it the
// widget's charts as they run. A local page stands in for the inspector at its address: like the real one, it
// tells its opener it is connected (`@statelyai.connected`) and keeps each message the widget posts to it.
import { existsSync, readFileSync } from "node:fs"
import type { Page } from "@playwright/test"
import { onrampNextLabels, screenTitles } from "../../schema/labels.ts"
import { expect, test } from "./fixtures.ts"
import { Widget } from "./widget.ts"

const inspectorAddress = "https://stately.ai/inspect**"
const standIn = `<!doctype html><title>Inspector stand-in</title><script>
  window.received = []
  window.addEventListener("message", (message) => window.received.push(message.data))
  window.opener.postMessage({ type: "@statelyai.connected" }, "*")
</script>`

const amountLink = "/?amount=2000&currency=local&countryIsoCode=KE&paymentChannel=mobile_money&network=CELO&asset=CUSD"

interface Received {
  readonly type: string
  readonly name?: string
  readonly sessionId?: string
  readonly event?: { readonly type?: string }
}
const receivedBy = (inspector: Page) =>
  inspector.evaluate(() => (window as unknown as { received: Received[] }).received)

/** Watches the page's scripts, and answers those built from @statelyai/inspect (read from the build's source maps). */
const watchInspectorScripts = (page: Page) => {
  const scripts: string[] = []
  page.on("response", (response) => {
    if (response.url().endsWith(".js")) scripts.push(new URL(response.url()).pathname)
  })
  return () =>
    scripts.filter((path) => {
      const map = `${process.env.WIDGET_DIR ?? "dist"}${path}.map`
      return existsSync(map) && readFileSync(map, "utf8").includes("node_modules/@statelyai/inspect/")
    })
}

test("with ?inspect the inspector window is told of each chart the journey starts and of what the user does", async ({
  page,
  context,
}) => {
  test.slow()
  await context.route(inspectorAddress, (route) => route.fulfill({ contentType: "text/html", body: standIn }))
  const inspectorScripts = watchInspectorScripts(page)
  const opened = context.waitForEvent("page")
  const widget = new Widget(page)
  await widget.open(`${amountLink}&inspect`)
  const inspector = await opened
  expect(inspector.url()).toMatch(/^https:\/\/stately\.ai\/inspect/)
  expect(inspectorScripts()).not.toEqual([])

  // The session, the on-ramp journey, and the quote loop it invokes for the amount (an invoked chart is named by its
  // invoke id, "quote", as the inspector shows it) with the offer call the loop makes.
  const actorNames = async () =>
    (await receivedBy(inspector)).filter((message) => message.type === "@xstate.actor").map((message) => message.name)
  await expect.poll(actorNames).toEqual(expect.arrayContaining(["session", "onramp", "quote", "fetchOffer"]))

  // The user presses Next on the amount: the inspector sees the on-ramp journey receive it.
  await page.getByRole("button", { name: onrampNextLabels.wallet }).click()
  await expect(widget.heading()).toHaveText(screenTitles.wallet)
  // The inspector hands each message on in an idle moment of the page (requestIdleCallback), which a busy machine
  // delays by seconds: wait longer than for the screen, and say what did arrive when the wait fails.
  const received = async () => {
    const messages = await receivedBy(inspector)
    const onrampSessions = new Set(
      messages.filter((m) => m.type === "@xstate.actor" && m.name === "onramp").map((m) => m.sessionId),
    )
    const nextReceived = messages.some(
      (m) => m.type === "@xstate.event" && onrampSessions.has(m.sessionId) && m.event?.type === "next",
    )
    const summary = messages
      .filter((m) => m.type !== "@xstate.snapshot")
      .map((m) => `${m.type} ${m.name ?? ""} ${m.sessionId ?? ""} ${m.event?.type ?? ""}`)
    return { nextReceived, summary }
  }
  const arrived = await expect
    .poll(async () => (await received()).nextReceived, { timeout: 20_000 })
    .toBe(true)
    .then(
      () => true,
      () => false,
    )
  expect(
    arrived,
    `the on-ramp journey's "next" reaches the inspector; it had: ${(await received()).summary.join("; ")}`,
  ).toBe(true)
})

test("without ?inspect no inspector opens and its code is not loaded", async ({ page, context }) => {
  const inspectorRequests: string[] = []
  await context.route(inspectorAddress, (route) => {
    inspectorRequests.push(route.request().url())
    return route.fulfill({ contentType: "text/html", body: standIn })
  })
  const inspectorScripts = watchInspectorScripts(page)
  const widget = new Widget(page)
  await widget.open(amountLink)
  await page.getByRole("button", { name: onrampNextLabels.wallet }).click()
  await expect(widget.heading()).toHaveText(screenTitles.wallet)
  expect(context.pages()).toHaveLength(1)
  expect(inspectorRequests).toEqual([])
  expect(inspectorScripts()).toEqual([])
})
