// The off-ramp Pay step offers only wallets that can pay on the order's network (spec 2 §2, issue 19): EVM wallets on
// EVM networks, TronLink on TRON and Wallet Standard wallets on Solana, so a TRON sale offers no EVM wallet (its 0x
// address would be refused as the sender); without TronLink it is paid by hand from the address the user gives. With
// TronLink, a Solana wallet or a TON Connect wallet (the injected test wallets, whose transfers the sandbox ledger
// records), the order is paid from the wallet and completes. The Solana wallet also fills the on-ramp Wallet step's
// address.
import { createHash, randomBytes } from "node:crypto"
import type { Page } from "@playwright/test"
import { Address } from "@ton/core"
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts"
import { offrampStatus, onrampNextLabels, screenTitles, walletLabels } from "../../schema/labels.ts"
import { errors } from "../../schema/messages.ts"
import { offrampDetailsLabels, offrampNextLabels, offrampPayLabels } from "../../schema/offrampLabels.ts"
import { base58Encode } from "../../server/chain/ledger.ts"
import { freshEmail } from "../support/signIn.ts"
import { expect, test, widgetSizeOnly } from "./fixtures.ts"
import { catalogAsset, decidePayout, fundAddress, readOfframpOrder } from "./orders.ts"
import { freshSolanaAddress, injectTestSolanaWallet, testSolanaWalletName } from "./testSolanaWallet.ts"
import { injectTestTonWallet } from "./testTonWallet.ts"
import { injectTestTronWallet } from "./testTronWallet.ts"
import { announceTestWallet } from "./testWallet.ts"
import { setOperatorSettings, signInThroughApi, tokenQuery, Widget, widgetUrl } from "./widget.ts"

const tronAddress = "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t"

/** A fresh TRON address: version byte 0x41, 20 random bytes and the base58check checksum (double SHA-256). */
const freshTronAddress = () => {
  const payload = Buffer.concat([Buffer.from([0x41]), randomBytes(20)])
  const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest()
  return base58Encode(Buffer.concat([payload, sha256(sha256(payload)).subarray(0, 4)]))
}

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

/** A signed-in seller with an EVM browser wallet installed, at the Pay step of a sale on `network`. */
const payStepOf = async (page: Page, network: string, asset: string) => {
  await announceTestWallet(page, { address: privateKeyToAccount(generatePrivateKey()).address, chainId: 31337 })
  await openPayStep(page, network, asset)
}

const openPayStep = async (page: Page, network: string, asset: string) => {
  const { tokens } = await signInThroughApi(freshEmail("offramp-networks"))
  const widget = new Widget(page)
  await widget.open(
    `/offramp?countryIsoCode=KE&paymentChannel=mobile_money&network=${network}&asset=${asset}&amount=20&currency=crypto&${tokenQuery(tokens)}`,
  )
  await page.getByRole("button", { name: offrampNextLabels.provideDetails }).click()
  await fillDetails(page)
  await expect(page.getByText(offrampPayLabels.findingWallets)).toHaveCount(0, { timeout: 15_000 })
}

/** Payouts wait for the test's decision while `run` goes (the sandbox pays out by itself otherwise). */
const withPayoutsHeld = async (run: () => Promise<void>) => {
  await setOperatorSettings({ payoutSeconds: 0 })
  try {
    await run()
  } finally {
    await setOperatorSettings({ payoutSeconds: 15 })
  }
}

/** The wallet connected (its address shortened as the Pay step shows it), Create order makes the order on `network`
 * with the wallet's address as its sender; answers the order's id. */
const createOrderFrom = async (page: Page, network: string, address: string) => {
  await expect(page.getByText(offrampPayLabels.connected(`${address.slice(0, 6)}…${address.slice(-4)}`))).toBeVisible()
  await page.getByRole("button", { name: offrampPayLabels.createOrder }).click()
  await page.waitForURL(/orderId=/, { timeout: 20_000 })
  const orderId = new URL(page.url()).searchParams.get("orderId") ?? ""
  expect(await readOfframpOrder(widgetUrl(""), orderId)).toMatchObject({ network, fromAddress: address })
  return orderId
}

/** Pay {amount} sends from the wallet and leads to the status page; answers the order as the server then has it. */
const payFromWallet = async (page: Page, orderId: string, amount: string) => {
  await page.getByRole("button", { name: offrampPayLabels.pay(amount) }).click()
  await page.waitForURL(/\/offramp\/status\?/, { timeout: 20_000 })
  return readOfframpOrder(widgetUrl(""), orderId)
}

/** The confirmed transfer moves the order to its payout; paid out, the status page says so. */
const expectPaidOut = async (page: Page, orderId: string) => {
  await expect
    .poll(async () => (await readOfframpOrder(widgetUrl(""), orderId)).status, { timeout: 30_000 })
    .toMatch(/offramp_pending|offramp_retry/)
  await decidePayout(widgetUrl(""), orderId, "payout-success")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(screenTitles.offrampStatus)
  await expect(page.locator("[data-badge]")).toHaveText(offrampStatus.offramp_success.label, { timeout: 15_000 })
}

test("a TRON sale offers no EVM wallet: without TronLink the seller gives the TRON address they send from", async ({
  page,
}) => {
  test.setTimeout(60_000)
  await payStepOf(page, "TRON", "USDT")
  await expect(page.getByRole("button", { name: offrampPayLabels.connectWith("Test Wallet") })).toHaveCount(0)
  await expect(page.getByText(offrampPayLabels.noWallet)).toBeVisible()
  await page.getByRole("button", { name: offrampPayLabels.manual }).click()
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

test(
  "a TRON sale is paid from TronLink: a refused connection says so, the next connects, and the order completes",
  widgetSizeOnly,
  async ({ page }) => {
    test.setTimeout(90_000)
    const usdt = await catalogAsset(widgetUrl(""), "TRON", "USDT")
    const address = freshTronAddress()
    await fundAddress(widgetUrl(""), { network: "TRON", asset: "USDT", address, amount: "100" })
    await injectTestTronWallet(page, {
      address,
      token: { contract: usdt.contractAddress, asset: "USDT", decimals: usdt.decimals },
      refusesFirst: true,
    })
    await withPayoutsHeld(async () => {
      await openPayStep(page, "TRON", "USDT")
      const connect = page.getByRole("button", { name: offrampPayLabels.connectWith("TronLink") })
      await connect.click()
      await expect(page.getByText(errors.failedToConnectWallet)).toBeVisible()
      // The buttons' 2 s lock (spec 2 §9) over, the user asks again and allows the page.
      await expect(connect).toBeEnabled({ timeout: 5_000 })
      await connect.click()
      const orderId = await createOrderFrom(page, "TRON", address)
      const order = await payFromWallet(page, orderId, "20 USDT")
      // The wallet sent 20 USDT to the order's deposit address, and the order was confirmed with that transfer's id.
      const sent = await page.evaluate(() => (window as unknown as { testTronWalletSent: unknown }).testTronWalletSent)
      expect(sent).toEqual([{ hash: order.hash, to: order.toAddress, amount: "20000000" }])
      await expectPaidOut(page, orderId)
    })
  },
)

test(
  "a Solana sale is paid from a Wallet Standard wallet: it signs and sends an SPL transfer, and the order completes",
  widgetSizeOnly,
  async ({ page }) => {
    test.setTimeout(90_000)
    const usdc = await catalogAsset(widgetUrl(""), "SOLANA", "USDC")
    const address = freshSolanaAddress()
    await fundAddress(widgetUrl(""), { network: "SOLANA", asset: "USDC", address, amount: "100" })
    const sent = await injectTestSolanaWallet(page, {
      address,
      apiBase: widgetUrl(""),
      token: { mint: usdc.contractAddress, asset: "USDC", decimals: usdc.decimals },
    })
    await withPayoutsHeld(async () => {
      await openPayStep(page, "SOLANA", "USDC")
      await page.getByRole("button", { name: offrampPayLabels.connectWith(testSolanaWalletName) }).click()
      const orderId = await createOrderFrom(page, "SOLANA", address)
      const order = await payFromWallet(page, orderId, "20 USDC")
      // The wallet sent 20 USDC to the order's deposit address (the sandbox has no Solana node: the transaction
      // carries its stand-in blockhash, 32 zero bytes), and the order was confirmed with that transfer's signature.
      expect(sent).toEqual([{ hash: order.hash, to: order.toAddress, amount: "20", blockhash: "1".repeat(32) }])
      await expectPaidOut(page, orderId)
    })
  },
)

test("a Solana wallet fills the on-ramp's wallet address", widgetSizeOnly, async ({ page }) => {
  const address = freshSolanaAddress()
  await injectTestSolanaWallet(page, { address, apiBase: widgetUrl("") })
  const widget = new Widget(page)
  await widget.open(
    "/?amount=2000&currency=local&countryIsoCode=KE&paymentChannel=mobile_money&network=SOLANA&asset=USDC",
  )
  await page.getByRole("button", { name: onrampNextLabels.wallet }).click()
  await expect(widget.heading()).toHaveText(screenTitles.wallet)
  await page.getByRole("button", { name: walletLabels.getFrom(testSolanaWalletName) }).click()
  await expect(page.getByRole("textbox", { name: /Wallet address/ })).toHaveValue(address)
})

test(
  "a TON sale is paid from a TON Connect wallet: its jetton transfer, confirmed with the signed message's hash, completes the order",
  widgetSizeOnly,
  async ({ page }) => {
    test.setTimeout(90_000)
    const usdt = await catalogAsset(widgetUrl(""), "TON", "USDT")
    const owner = new Address(0, randomBytes(32))
    // As the wallet shows its own address, and the order names its sender: non-bounceable (UQ…).
    const address = owner.toString({ bounceable: false })
    await fundAddress(widgetUrl(""), { network: "TON", asset: "USDT", address, amount: "100" })
    const sent = await injectTestTonWallet(page, {
      rawAddress: owner.toRawString(),
      jetton: { master: usdt.contractAddress, asset: "USDT", decimals: usdt.decimals },
    })
    await withPayoutsHeld(async () => {
      await openPayStep(page, "TON", "USDT")
      await page.getByRole("button", { name: offrampPayLabels.connectWith("Tonkeeper") }).click()
      const orderId = await createOrderFrom(page, "TON", address)
      const order = await payFromWallet(page, orderId, "20 USDT")
      // The wallet sent 20 USDT (6 decimals) to the order's deposit address through its jetton wallet, and the order
      // was confirmed with the hash of the message it signed, under which the ledger recorded the transfer.
      expect(sent).toEqual([{ hash: order.hash, to: order.toAddress, amount: "20000000" }])
      await expectPaidOut(page, orderId)
    })
  },
)
