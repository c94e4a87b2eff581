// The off-ramp Pay step offers only wallets that can pay on the order's network (spec 2 §2): the browser wallets the
// widget connects are EVM wallets, so a TRON sale offers none (their 0x address would be refused as the sender) and
// asks for the address the user sends from, while a Celo sale offers them.
import type { Page } from "@playwright/test"
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts"
import { offrampDetailsLabels, offrampNextLabels, offrampPayLabels } from "../../schema/offrampLabels.ts"
import { freshEmail } from "../support/signIn.ts"
import { expect, test } from "./fixtures.ts"
import { announceTestWallet } from "./testWallet.ts"
import { signInThroughApi, tokenQuery, Widget, widgetUrl } from "./widget.ts"

const tronAddress = "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t"

/** The mobile-money details of a Kenyan payout, as a person fills them. */
const fillDetails = async (page: Page) => {
  await page.getByRole("button", { name: "Mobile network" }).click()
  await page.getByRole("dialog").locator(".picker-item").first().click()
  await page.getByRole("textbox", { name: "Mobile number" }).fill("0712 345 678")
  await page.getByRole("textbox", { name: "Account name" }).fill("Amina Otieno")
  await page.getByRole("button", { name: offrampDetailsLabels.validate }).click()
  await expect(page.getByText("+254712345678")).toBeVisible()
  await page.getByRole("button", { name: offrampDetailsLabels.next }).click()
}

/** A signed-in seller with a browser wallet installed, at the Pay step of a sale on `network`. */
const payStepOf = async (page: Page, network: string, asset: string) => {
  await announceTestWallet(page, { address: privateKeyToAccount(generatePrivateKey()).address, chainId: 31337 })
  const { tokens } = await signInThroughApi(freshEmail("offramp-networks"))
  const widget = new Widget(page)
  await widget.open(
    `/offramp?countryIsoCode=KE&paymentChannel=mobile_money&network=${network}&asset=${asset}&amount=20&currency=crypto&${tokenQuery(tokens)}`,
  )
  await page.getByRole("button", { name: offrampNextLabels.provideDetails }).click()
  await fillDetails(page)
  await expect(page.getByText(offrampPayLabels.findingWallets)).toHaveCount(0, { timeout: 15_000 })
}

test("a TRON sale offers no EVM wallet: the seller gives the TRON address they send from", async ({ page }) => {
  test.setTimeout(60_000)
  await payStepOf(page, "TRON", "USDT")
  await expect(page.getByRole("button", { name: offrampPayLabels.connectWith("Test Wallet") })).toHaveCount(0)
  await expect(page.getByRole("button", { name: offrampPayLabels.useWallet })).toHaveCount(0)
  await page.getByRole("textbox", { name: offrampPayLabels.fromAddress }).fill(tronAddress)
  await page.getByRole("button", { name: offrampPayLabels.createOrder }).click()
  await page.waitForURL(/orderId=/, { timeout: 20_000 })
  const orderId = new URL(page.url()).searchParams.get("orderId") ?? ""
  const order = await (
    await fetch(widgetUrl(`/api/public/pay-widget/offramp/order/${orderId}`), { headers: { "x-web": "1" } })
  ).json()
  expect(order).toMatchObject({ network: "TRON", fromAddress: tronAddress })
})

test("a Celo sale offers the browser wallet", async ({ page }) => {
  test.setTimeout(60_000)
  await payStepOf(page, "CELO", "USDC")
  await expect(page.getByRole("button", { name: offrampPayLabels.connectWith("Test Wallet") })).toBeVisible()
})
