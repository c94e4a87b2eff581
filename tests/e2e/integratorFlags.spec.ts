// An integrator's on/off parameters as the README's table gives them: true or 1 turns one on, false or 0 leaves it
// off, and a value that is neither is refused with a notice naming the parameter (the rest of the link still holds).

import type { Page } from "@playwright/test"
import { amountLabels, screenTitles } from "../../schema/labels.ts"
import { ussdLabels } from "../../schema/ussdLabels.ts"
import { expectNoAxeViolations } from "./axe.ts"
import { expect, test } from "./fixtures.ts"
import { orderIn } from "./ussdOrders.ts"
import { Widget } from "./widget.ts"

test.setTimeout(60_000)

const buyLink =
  "/?amount=2000&currency=local&countryIsoCode=KE&paymentChannel=mobile_money&carrierCode=safaricom&network=CELO&asset=CUSD"
const sellLink =
  "/offramp?countryIsoCode=KE&paymentChannel=mobile_money&network=CELO&asset=USDC&amount=20&currency=crypto"

/** The amount screen's Buy/Sell switch, once the screen shows its asset (the switch needs it). */
const switchShown = async (page: Page, title: string, other: string) => {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title)
  // Next is enabled once the offer is in, the asset known: by then the switch is shown or it never will be.
  await expect(page.getByRole("button", { name: /^Next/ })).toBeEnabled({ timeout: 15_000 })
  return (await page.getByRole("navigation", { name: title }).getByRole("button", { name: other }).count()) === 1
}

for (const [value, hidden] of [
  ["true", true],
  ["1", true],
  ["false", false],
  ["0", false],
] as const) {
  test(`hideSwitch=${value} ${hidden ? "hides" : "shows"} the Buy/Sell switch on the on-ramp and the off-ramp`, async ({
    page,
  }) => {
    const widget = new Widget(page)
    await widget.open(`${buyLink}&hideSwitch=${value}`)
    expect(await switchShown(page, screenTitles.onrampAmount, amountLabels.sell("CUSD"))).toBe(!hidden)
    await widget.open(`${sellLink}&hideSwitch=${value}`)
    expect(await switchShown(page, screenTitles.offrampAmount, amountLabels.buy("USDC"))).toBe(!hidden)
  })
}

test("a hideSwitch that is neither true, false, 1 nor 0 is refused with a notice naming it", async ({ page }) => {
  const widget = new Widget(page)
  await widget.open(`${buyLink}&hideSwitch=maybe`)
  await expect(page.getByRole("alert").filter({ hasText: 'Query parameter "hideSwitch" is invalid' })).toBeVisible()
  // Refused, the parameter is not given: the switch shows, and the link's other parameters still hold.
  expect(await switchShown(page, screenTitles.onrampAmount, amountLabels.sell("CUSD"))).toBe(true)
  await expectNoAxeViolations(page)
})

test("noRedirect=0 leaves the payment page to open by itself, as without noRedirect", async ({ page }) => {
  const order = await orderIn("redirect")
  const widget = new Widget(page)
  await widget.open(order.path("&noRedirect=0"))
  await page.getByRole("button", { name: "Go to payment", exact: true }).click()
  await page.waitForURL(/\/sandbox\/pay\//)
  await expect(page.getByRole("dialog", { name: ussdLabels.redirectRequired })).toHaveCount(0)
})
