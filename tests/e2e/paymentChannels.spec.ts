// The on-ramp's payment methods are the channels open for buying (spec 1 §7 onramp/payment-channels), in the display
// order of spec 1 §9, and the first one has an offer: buying in Ghana or Uganda does not start on a dead end.

import { amountLabels, onrampNextLabels, screenTitles } from "../../schema/labels.ts"
import { errors } from "../../schema/messages.ts"
import { expectNoAxeViolations } from "./axe.ts"
import { expect, test } from "./fixtures.ts"
import { Widget } from "./widget.ts"

const address = "0x765DE816845861e75A25fCA122bb6898B8B1282a"

for (const countryIsoCode of ["GH", "UG"]) {
  test(`buying in ${countryIsoCode} starts on mobile money with an offer and Next enabled`, async ({ page }) => {
    const widget = new Widget(page)
    await widget.open(`/?countryIsoCode=${countryIsoCode}&address=${address}`)
    await expect(widget.heading()).toHaveText(screenTitles.onrampAmount)
    // Banks only pay out there (server/seed/countries.ts): mobile money is the first channel open for buying.
    await expect(page.getByRole("button", { name: amountLabels.paymentMethod })).toContainText("Mobile money")
    await expect(page.getByText(`${amountLabels.agent}:`)).toBeVisible({ timeout: 15_000 })
    await expect(page.getByRole("button", { name: onrampNextLabels.verifyEmail })).toBeEnabled()
    await expect(page.getByText(errors.noOffer)).toHaveCount(0)
    await expectNoAxeViolations(page, { exclude: ["[data-live-announcer]"] })
  })
}

test("Kenya's payment methods for buying are bank, mobile money and airtime, without paybill and buy goods", async ({
  page,
}) => {
  const widget = new Widget(page)
  await widget.open(`/?countryIsoCode=KE&address=${address}`)
  await expect(widget.heading()).toHaveText(screenTitles.onrampAmount)
  await page.getByRole("button", { name: amountLabels.paymentMethod }).click()
  const methods = page.getByRole("dialog", { name: amountLabels.paymentMethod }).getByRole("listitem")
  await expect(methods).toHaveText(["Bank", "Mobile money", "Airtime"])
})

// An integrator's channel still wins when it is open for buying; one that is not falls back to the first open one.
test("a configured channel is kept when open for buying, and replaced by the first open one when not", async ({
  page,
}) => {
  const widget = new Widget(page)
  await widget.open(`/?countryIsoCode=KE&paymentChannel=airtime&address=${address}`)
  await expect(page.getByRole("button", { name: amountLabels.paymentMethod })).toContainText("Airtime")
  await widget.open(`/?countryIsoCode=KE&paymentChannel=paybill&address=${address}`)
  await expect(page.getByRole("button", { name: amountLabels.paymentMethod })).toContainText("Bank")
})
