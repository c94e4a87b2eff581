// "Get from {connector}" in Chromium: a browser wallet that announces itself (EIP-6963, as extensions do) fills the
// address; one that refuses says so. The wallet is the test's: a user's wallet is not part of the product.
import { expect, type Page, test } from "@playwright/test"
import { onrampNextLabels, screenTitles, walletLabels } from "../../schema/labels.ts"
import { errors } from "../../schema/messages.ts"
import { Widget } from "./widget.ts"

const walletAddress = "0x765DE816845861e75A25fCA122bb6898B8B1282a"

/** A minimal EIP-1193 wallet announced by EIP-6963, answering accounts with `address`, or refusing. */
const installWallet = (page: Page, options: { readonly address: string | null }) =>
  page.addInitScript(({ address }) => {
    const provider = {
      request: async ({ method }: { method: string }) => {
        if (method === "eth_requestAccounts" || method === "eth_accounts") {
          if (!address) throw Object.assign(new Error("User rejected the request."), { code: 4001 })
          return [address]
        }
        if (method === "eth_chainId") return "0x1"
        if (method === "wallet_requestPermissions") return [{ parentCapability: "eth_accounts" }]
        throw Object.assign(new Error(`unsupported ${method}`), { code: 4200 })
      },
      on: () => undefined,
      removeListener: () => undefined,
    }
    const info = {
      uuid: "6b4c0f8e-test-wallet",
      name: "Test Wallet",
      icon: "data:image/svg+xml,<svg/>",
      rdns: "test.wallet",
    }
    const announce = () =>
      window.dispatchEvent(new CustomEvent("eip6963:announceProvider", { detail: Object.freeze({ info, provider }) }))
    window.addEventListener("eip6963:requestProvider", announce)
    announce()
  }, options)

const openWalletStep = async (page: Page) => {
  const widget = new Widget(page)
  await widget.open(
    "/?amount=2000&currency=local&countryIsoCode=KE&paymentChannel=mobile_money&network=CELO&asset=CUSD",
  )
  await page.getByRole("button", { name: onrampNextLabels.wallet }).click()
  await expect(widget.heading()).toHaveText(screenTitles.wallet)
}

test("a browser wallet fills the address", async ({ page }) => {
  await installWallet(page, { address: walletAddress })
  await openWalletStep(page)
  await page.getByRole("button", { name: walletLabels.getFrom("Test Wallet") }).click()
  await expect(page.getByRole("textbox", { name: /Wallet address/ })).toHaveValue(walletAddress)
})

test("a wallet that refuses leaves the address empty and says so", async ({ page }) => {
  await installWallet(page, { address: null })
  await openWalletStep(page)
  await page.getByRole("button", { name: walletLabels.getFrom("Test Wallet") }).click()
  await expect(page.getByText(errors.failedToConnectWallet)).toBeVisible()
  await expect(page.getByRole("textbox", { name: /Wallet address/ })).toHaveValue("")
})

test("without a browser wallet no wallet button shows", async ({ page }) => {
  await openWalletStep(page)
  await expect(page.getByRole("button", { name: /^Get from/ })).toHaveCount(0)
})
