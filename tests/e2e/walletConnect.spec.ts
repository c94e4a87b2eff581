// "Get from {connector}" in Chromium: a browser wallet that announces itself (EIP-6963, as extensions do) fills the
// address; one that refuses says so. The wallet is the test's: a user's wallet is not part of the product.
import type { Page } from "@playwright/test"
import { onrampNextLabels, screenTitles, walletLabels } from "../../schema/labels.ts"
import { errors } from "../../schema/messages.ts"
import { expect, test } from "./fixtures.ts"
import { announceTestWallet } from "./testWallet.ts"
import { Widget } from "./widget.ts"

const walletAddress = "0x765DE816845861e75A25fCA122bb6898B8B1282a"

const openWalletStep = async (page: Page) => {
  const widget = new Widget(page)
  await widget.open(
    "/?amount=2000&currency=local&countryIsoCode=KE&paymentChannel=mobile_money&network=CELO&asset=CUSD",
  )
  await page.getByRole("button", { name: onrampNextLabels.wallet }).click()
  await expect(widget.heading()).toHaveText(screenTitles.wallet)
}

test("a browser wallet fills the address", async ({ page }) => {
  await announceTestWallet(page, { address: walletAddress })
  await openWalletStep(page)
  await page.getByRole("button", { name: walletLabels.getFrom("Test Wallet") }).click()
  await expect(page.getByRole("textbox", { name: /Wallet address/ })).toHaveValue(walletAddress)
})

test("a wallet that refuses leaves the address empty and says so", async ({ page }) => {
  await announceTestWallet(page, { address: null })
  await openWalletStep(page)
  await page.getByRole("button", { name: walletLabels.getFrom("Test Wallet") }).click()
  await expect(page.getByText(errors.failedToConnectWallet)).toBeVisible()
  await expect(page.getByRole("textbox", { name: /Wallet address/ })).toHaveValue("")
})

test("without a browser wallet no wallet button shows", async ({ page }) => {
  await openWalletStep(page)
  await expect(page.getByRole("button", { name: /^Get from/ })).toHaveCount(0)
})
