// offer_search in Chromium (README "Events to the parent window": "a new offer search (sent each time, no order)"):
// a page on a registered origin framing the amount step hears of the first search and of each new one.

import { amountLabels, screenTitles } from "../../schema/labels.ts"
import { parentEventSource } from "../../schema/parentEvents.ts"
import { expect, test } from "./fixtures.ts"
import { type FramingPage, framingPage, receivedMessages, registerIntegrator } from "./framing.ts"
import { widgetUrl } from "./widget.ts"

test.setTimeout(60_000)

let parent: FramingPage | undefined
test.afterEach(async () => {
  await parent?.close()
})

const searches = async (page: Parameters<typeof receivedMessages>[0]) =>
  (await receivedMessages(page)).map((m) => JSON.parse(m.data)).filter((event) => event.event === "offer_search")

test("the framing page hears offer_search when the amount step searches an offer, and again for a new amount", async ({
  page,
}) => {
  let integrator = ""
  parent = await framingPage(() =>
    widgetUrl(
      `/?integrator=${integrator}&amount=2000&currency=local&countryIsoCode=KE&paymentChannel=mobile_money&carrierCode=safaricom&network=CELO&asset=CUSD`,
    ),
  )
  integrator = await registerIntegrator(widgetUrl(""), [parent.origin])
  await page.goto(parent.url)
  const widget = page.frameLocator("iframe")
  await expect(widget.getByRole("heading", { level: 1 })).toHaveText(screenTitles.onrampAmount, { timeout: 15_000 })
  await expect
    .poll(() => searches(page), { timeout: 15_000 })
    .toEqual([{ source: parentEventSource, event: "offer_search" }])
  for (const message of await receivedMessages(page)) expect(message.origin).toBe(widgetUrl(""))

  await widget.getByRole("textbox", { name: `${amountLabels.youPay} (KES)` }).fill("3000")
  await expect.poll(async () => (await searches(page)).length, { timeout: 15_000 }).toBe(2)
})
