// The amount screen's promotion banner (spec 1 §2) shows the promotion for the chosen payment method: Kenya's
// "No agent fee on weekends for M-Pesa orders" is for M-Pesa, so it does not show with Airtel Money or a bank.
import type { Page } from "@playwright/test"
import { amountLabels, screenTitles } from "../../schema/labels.ts"
import { expect, test } from "./fixtures.ts"
import { Widget } from "./widget.ts"

const address = "0x765DE816845861e75A25fCA122bb6898B8B1282a"
const mpesaPromotion = "No agent fee on weekends for M-Pesa orders"

const pick = async (page: Page, label: string, option: string) => {
  await page.getByRole("button", { name: label, exact: true }).click()
  await page.getByRole("dialog", { name: label }).getByRole("button", { name: option }).click()
  await expect(page.getByRole("dialog")).toHaveCount(0)
}

test("the M-Pesa promotion shows with M-Pesa only, not with Airtel Money or a bank", async ({ page }) => {
  // Four choices, each asking for an offer and the promotion again: more than the default 30 s on a loaded machine.
  test.setTimeout(60_000)
  const widget = new Widget(page)
  await widget.open(`/?countryIsoCode=KE&paymentChannel=mobile_money&carrierCode=safaricom&address=${address}`)
  await expect(widget.heading()).toHaveText(screenTitles.onrampAmount)
  const promotion = page.getByText(mpesaPromotion)
  await expect(promotion).toBeVisible({ timeout: 15_000 })

  await pick(page, amountLabels.carrier, "Airtel Money")
  await expect(page.getByRole("button", { name: amountLabels.carrier })).toContainText("Airtel Money")
  await expect(promotion).toHaveCount(0)

  await pick(page, amountLabels.paymentMethod, "Bank")
  await expect(page.getByRole("button", { name: amountLabels.bank, exact: true })).toBeVisible()
  await expect(promotion).toHaveCount(0)

  // Mobile money again starts with its first carrier, M-Pesa: the promotion is back.
  await pick(page, amountLabels.paymentMethod, "Mobile money")
  await expect(page.getByRole("button", { name: amountLabels.carrier })).toContainText("Safaricom M-Pesa")
  await expect(promotion).toBeVisible()
})
