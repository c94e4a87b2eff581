// Issue #8 acceptance in Chromium against the sandbox server and its anvil chain: a user pays a merchant's till
// with crypto. The till and amount give a quote naming the merchant; the order is made for the user's wallet; the
// user sends the token from that wallet (a fresh faucet-funded anvil key, sent with viem by the test as the user's
// own wallet app would), pastes the hash and confirms; the status follows the payment to the till to its success.

import { buyGoodsRefusals } from "../../schema/buyGoods.ts"
import { buyGoodsAmountLabels, buyGoodsPayLabels, buyGoodsStatusLabels } from "../../schema/buyGoodsLabels.ts"
import { screenTitles } from "../../schema/labels.ts"
import { errors, success } from "../../schema/messages.ts"
import { transactionProblems } from "../../schema/offramp.ts"
import { swapStatusLabels } from "../../schema/swapStatusLabels.ts"
import { expectNoAxeViolations } from "./axe.ts"
import { expect, test } from "./fixtures.ts"
import { asset, fundedWallet } from "./fundedWallet.ts"
import { widgetUrl } from "./widget.ts"

test.setTimeout(60_000)

test("a till is paid with crypto: quote, order, the transfer's hash confirmed, the payout reaches success", async ({
  page,
}) => {
  const wallet = await fundedWallet()
  await page.goto(widgetUrl("/buy-goods"))
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(screenTitles.buyGoods)

  // A till no merchant has is refused with the server's reason.
  await page.getByLabel(buyGoodsAmountLabels.tillNumber).fill("99999")
  await page.getByLabel(buyGoodsAmountLabels.amount("KES")).fill("2000")
  await expect(page.getByText(buyGoodsRefusals.unknownTill("99999", "Kenya"))).toBeVisible()
  await expect(page.getByRole("button", { name: buyGoodsAmountLabels.next })).toBeDisabled()

  await page.getByLabel(buyGoodsAmountLabels.tillNumber).fill("174379")
  await expect(page.getByText("Java House Kimathi Street")).toBeVisible()
  await expect(page.getByText(/^1 CUSD = [\d.]+ KES$/)).toBeVisible()
  await expectNoAxeViolations(page, { exclude: ["[data-live-announcer]"] })

  await page.getByLabel(buyGoodsAmountLabels.fromAddress).fill(wallet.address)
  await page.getByRole("button", { name: buyGoodsAmountLabels.next }).click()

  await expect(page.getByRole("heading", { level: 1 })).toHaveText(screenTitles.buyGoodsPay)
  await expect(page).toHaveURL(/\/buy-goods\/pay\?orderId=/)
  const row = (label: string) => page.locator(".detail-row", { hasText: label }).locator("dd .break")
  const amount = ((await row(buyGoodsPayLabels.sendExactly).textContent()) ?? "").replace(` ${asset}`, "")
  const deposit = (await row(buyGoodsPayLabels.depositAddress).textContent()) ?? ""
  expect(deposit).toMatch(/^0x[0-9a-fA-F]{40}$/)
  await expect(page.getByText(wallet.address)).toBeVisible()

  // Too little first: refused with its reason, and the order still waits for its payment.
  const small = await wallet.transfer(deposit, "1")
  await page.getByLabel(buyGoodsPayLabels.hash).fill(small)
  await page.getByRole("button", { name: buyGoodsPayLabels.confirm }).click()
  await expect(
    page.getByText(errors.failedToConfirmPayment(transactionProblems.tooSmall("1", amount, asset))),
  ).toBeVisible()

  const paid = await wallet.transfer(deposit, amount)
  await page.getByLabel(buyGoodsPayLabels.hash).fill(paid)
  await page.getByRole("button", { name: buyGoodsPayLabels.confirm }).click()
  await expect(page.getByText(success.paymentConfirmed)).toBeVisible()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(screenTitles.buyGoodsStatus)
  await expect(page.getByText(paid)).toBeVisible()

  // The payment is confirmed on chain and the payout to the till starts; the provider (the sandbox) pays it.
  const orderId = new URL(page.url()).searchParams.get("orderId") ?? ""
  const badge = page.locator("[data-badge]")
  // The shopper reads the statuses in shop words, not the off-ramp's ("Offramp pending", "Offramp success").
  await expect(badge).toHaveText("Paying the shop", { timeout: 15_000 })
  await expect(badge).toHaveCSS("background-color", "rgb(254, 243, 199)") // spec 2 §4: pending is yellow
  expect((await fetch(widgetUrl(`/api/sandbox/buy-goods/${orderId}/payout-success`), { method: "POST" })).status).toBe(
    200,
  )
  await expect(badge).toHaveText("Shop paid", { timeout: 10_000 })
  await expect(badge).toHaveCSS("background-color", "rgb(220, 252, 231)") // spec 2 §4: success is green
  await expectNoAxeViolations(page, { exclude: ["[data-live-announcer]"] })
  // The paid order's block-explorer link (spec 1 §9): in the sandbox, the server's page of the transaction.
  const explorerLink = page.getByRole("link", { name: swapStatusLabels.viewOnExplorer })
  await expect(explorerLink).toHaveAttribute("href", `/sandbox/explorer/tx/${paid}`)
  await expect(explorerLink).toHaveAttribute("target", "_blank")
  await expect(explorerLink).toHaveAttribute("rel", "noopener noreferrer")
  const [explorer] = await Promise.all([page.context().waitForEvent("page"), explorerLink.click()])
  await expect(explorer.getByText(paid)).toBeVisible()
  await expect(explorer.getByText("Success", { exact: true })).toBeVisible()
  await explorer.close()
  const timeline = page.getByRole("list", { name: buyGoodsStatusLabels.timeline })
  await expect(timeline.getByRole("listitem")).toHaveCount(6)
  await expect(page.getByRole("button", { name: buyGoodsStatusLabels.newPayment })).toBeVisible()
})
