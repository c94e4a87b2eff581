// Issue #7 acceptance in Chromium against the sandbox server and its anvil chain: a user signs in, fills the payout
// details, and pays the order from a browser wallet (an EIP-6963 announced EIP-1193 provider whose transactions the
// test signs with a faucet-funded anvil key); the token leaves the wallet and the order reaches Offramp success.
// And the manual flow: a hash of no transaction shows the transaction-invalid state with Provide the correct hash.
import { randomBytes, randomUUID } from "node:crypto"
import type { Page } from "@playwright/test"
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  erc20Abi,
  formatUnits,
  type Hex,
  http,
  parseUnits,
} from "viem"
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts"
import { accountLabels, amountLabels, offrampStatus, screens, screenTitles } from "../../schema/labels.ts"
import { errors, notices, success, validation } from "../../schema/messages.ts"
import {
  offrampAmountLabels,
  offrampDetailsLabels,
  offrampLoginLabels,
  offrampNextLabels,
  offrampPayLabels,
  offrampStatusLabels,
} from "../../schema/offrampLabels.ts"
import type { SandboxChain } from "../../schema/sandbox.ts"
import { swapStatusLabels } from "../../schema/swapStatusLabels.ts"
import { linkProblemMessages, signLink } from "../../server/onramp/signedLinks.ts"
import { freshEmail } from "../support/signIn.ts"
import { expectNoAxeViolations } from "./axe.ts"
import { expect, test } from "./fixtures.ts"
import { nodeRequest } from "./fundedWallet.ts"
import { announceTestWallet } from "./testWallet.ts"
import { setOperatorSettings, signInByCode, signInThroughApi, tokenQuery, Widget, widgetUrl } from "./widget.ts"

test.setTimeout(120_000)

const sale = "countryIsoCode=KE&paymentChannel=mobile_money&network=CELO&asset=USDC&amount=20&currency=crypto"

const sandboxChain = async () => {
  const chains: ReadonlyArray<SandboxChain> = await (await fetch(widgetUrl("/api/sandbox/chains"))).json()
  const celo = chains.find((c) => c.network === "CELO")
  const token = celo?.tokens.find((t) => t.asset === "USDC")
  if (!celo || !token) throw new Error("no sandbox USDC on CELO")
  const chain = defineChain({
    id: celo.chainId,
    name: "Sandbox chain",
    nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
    rpcUrls: { default: { http: [celo.rpcUrl] } },
  })
  return { chain, rpcUrl: celo.rpcUrl, token }
}

/** A fresh anvil key with gas and 100 USDC from the faucet, offered to the page as the browser wallet "Test Wallet". */
const installFundedWallet = async (
  page: Page,
  options: { readonly refuseSending?: boolean; readonly startsOnChain?: number } = {},
) => {
  const { chain, rpcUrl, token } = await sandboxChain()
  const account = privateKeyToAccount(generatePrivateKey())
  const funded = await fetch(widgetUrl("/api/sandbox/faucet"), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ network: "CELO", asset: "USDC", address: account.address, amount: "100" }),
  })
  expect(funded.status).toBe(200)
  const signer = createWalletClient({ account, chain, transport: http(rpcUrl) })
  const reader = createPublicClient({ chain, transport: http(rpcUrl) })
  // The page's wallet asks the test to sign and send; any other call goes to the chain's node.
  await page.exposeFunction("testWalletRequest", async (method: string, params: ReadonlyArray<unknown>) => {
    if (method === "eth_sendTransaction") {
      if (options.refuseSending) throw new Error("User rejected the request.")
      const tx = params[0] as { to: Hex; data?: Hex; value?: Hex; gas?: Hex }
      return signer.sendTransaction({
        to: tx.to,
        data: tx.data,
        value: tx.value ? BigInt(tx.value) : undefined,
        gas: tx.gas ? BigInt(tx.gas) : undefined,
      })
    }
    return nodeRequest(rpcUrl, method, params)
  })
  await announceTestWallet(page, { address: account.address, chainId: options.startsOnChain ?? chain.id })
  const balance = async () =>
    Number(
      formatUnits(
        await reader.readContract({
          address: token.address as Hex,
          abi: erc20Abi,
          functionName: "balanceOf",
          args: [account.address],
        }),
        token.decimals,
      ),
    )
  /** The user's own transfer, outside the widget, as a manual payer would make it. */
  const transfer = async (to: string, amount: string) => {
    const hash = await signer.writeContract({
      address: token.address as Hex,
      abi: erc20Abi,
      functionName: "transfer",
      args: [to as Hex, parseUnits(amount, token.decimals)],
    })
    await reader.waitForTransactionReceipt({ hash })
    return hash
  }
  return { address: account.address, balance, transfer }
}

const readOrder = async (orderId: string) =>
  (await (
    await fetch(widgetUrl(`/api/public/pay-widget/offramp/order/${orderId}`), { headers: { "x-web": "1" } })
  ).json()) as { status: string; fromAddress: string; hash: string | null; refundHash: string | null }

/** The step bar's steps; on a phone the bar is hidden (spec 1 §2), so there is nothing to read. */
const expectSteps = async (page: Page, steps: ReadonlyArray<string>) => {
  const items = page.getByRole("list", { name: screens.steps }).getByRole("listitem")
  if ((page.viewportSize()?.width ?? 0) < 480) await expect(items).toHaveCount(0)
  else await expect(items).toHaveText([...steps])
}

/** Each off-ramp screen passes axe's accessibility rules. React Aria's live announcer is left out: after the code
 * input announces, it keeps an empty node labelled by an element that is gone, which is not ours to fix. */
const expectAccessible = async (page: Page) => await expectNoAxeViolations(page, { exclude: ["[data-live-announcer]"] })

/** Spec 2 §4's badge colours as the widget paints them (the palette of the on-ramp status badges), written down. */
const badgeBackground = {
  green: "rgb(220, 252, 231)",
  yellow: "rgb(254, 243, 199)",
  red: "rgb(254, 226, 226)",
} as const

/** The status badge reads `label` in `colour` (not the default yellow), and the page passes axe (contrast too). */
const expectBadge = async (page: Page, label: string, colour: keyof typeof badgeBackground) => {
  const badge = page.locator("[data-badge]")
  await expect(badge).toHaveText(label, { timeout: 15_000 })
  await expect(badge).toHaveAttribute("data-badge", colour)
  await expect(badge).toHaveCSS("background-color", badgeBackground[colour])
  await expectAccessible(page)
}

const orderIdOf = (page: Page) => new URL(page.url()).searchParams.get("orderId") ?? ""

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

test("a signed-in user fills the details, pays from a browser wallet, and the payout succeeds", async ({ page }) => {
  await setOperatorSettings({ payoutSeconds: 0 })
  try {
    const wallet = await installFundedWallet(page)
    const widget = new Widget(page)
    await widget.open(`/offramp?${sale}`)
    await expectSteps(page, ["Amount", "Login", "Details", "Pay", "Status"])
    await expect(page.getByRole("button", { name: offrampNextLabels.verifyEmail })).toBeEnabled()
    await expectAccessible(page)
    await page.getByRole("button", { name: offrampNextLabels.verifyEmail }).click()
    await expect(widget.heading()).toHaveText(screenTitles.auth)
    await expectSteps(page, ["Amount", "Login", "Details", "Pay", "Status"])
    await signInByCode(page, freshEmail("offramp"))
    await expect(widget.heading()).toHaveText(screenTitles.offrampDetails, { timeout: 15_000 })
    await expectSteps(page, ["Amount", "Details", "Pay", "Status"])
    await expectAccessible(page)
    await fillDetails(page)

    await expect(widget.heading()).toHaveText(screenTitles.offrampPay)
    await page.getByRole("button", { name: offrampPayLabels.connectWith("Test Wallet") }).click()
    await expect(page.getByText(/^Connected: /)).toBeVisible()
    await page.getByRole("button", { name: offrampPayLabels.createOrder }).click()
    await page.waitForURL(/orderId=/)
    const orderId = orderIdOf(page)
    expect((await readOrder(orderId)).fromAddress.toLowerCase()).toBe(wallet.address.toLowerCase())
    await expect(page.getByText(/^Expires in \d+:\d\d$/)).toBeVisible()
    await expectAccessible(page)

    await page.getByRole("button", { name: /^Pay / }).click()
    await page.waitForURL(/\/offramp\/status\?/, { timeout: 20_000 })
    expect(await wallet.balance()).toBeCloseTo(80, 6)

    await expect
      .poll(async () => (await readOrder(orderId)).status, { timeout: 30_000 })
      .toMatch(/offramp_pending|offramp_retry/)
    const decided = await fetch(widgetUrl(`/api/sandbox/offramp/${orderId}/payout-success`), { method: "POST" })
    expect(decided.status).toBe(200)
    await expectBadge(page, "Offramp success", "green")
    // The completed order's block-explorer link (spec 1 §9): in the sandbox, the server's page of the transaction.
    const hash = (await readOrder(orderId)).hash
    const explorerLink = page.getByRole("link", { name: swapStatusLabels.viewOnExplorer })
    await expect(explorerLink).toHaveAttribute("href", `/sandbox/explorer/tx/${hash}`)
    await expect(explorerLink).toHaveAttribute("target", "_blank")
    // It opens the sandbox explorer's page naming the transaction: its hash, the wallet it came from, Success.
    const [explorer] = await Promise.all([page.context().waitForEvent("page"), explorerLink.click()])
    await expect(explorer.getByText(hash ?? "")).toBeVisible()
    await expect(explorer.getByText(wallet.address, { exact: false })).toBeVisible()
    await expect(explorer.getByText("Success", { exact: true })).toBeVisible()
    await explorer.close()
    await expect(page.getByText(notices.zaDelivery)).toHaveCount(0)
    await expect(page.getByRole("list", { name: offrampStatusLabels.timeline })).toContainText(
      offrampStatus.transaction_confirmed.label,
    )
  } finally {
    await setOperatorSettings({ payoutSeconds: 15 })
  }
})

/** The pay step has looked for browser wallets: what it found is shown. */
const walletsFound = (page: Page) =>
  expect(page.getByText(offrampPayLabels.findingWallets)).toHaveCount(0, { timeout: 15_000 })

/** A signed-in user at the Pay step with the details filled, and an order made for `address` in the manual flow. */
const orderForAddress = async (page: Page, address: string) => {
  const { tokens } = await signInThroughApi(freshEmail("offramp-order"))
  const widget = new Widget(page)
  await widget.open(`/offramp?${sale}&${tokenQuery(tokens)}`)
  await page.getByRole("button", { name: offrampNextLabels.provideDetails }).click()
  await fillDetails(page)
  await walletsFound(page)
  await page.getByRole("button", { name: offrampPayLabels.manual }).click()
  await page.getByRole("textbox", { name: offrampPayLabels.fromAddress }).fill(address)
  await page.getByRole("button", { name: offrampPayLabels.createOrder }).click()
  await page.waitForURL(/orderId=/)
  return orderIdOf(page)
}

/** An order made in the manual mode (orderForAddress), whose pay step the user switches back to a browser wallet. */
const orderToPayFromWallet = async (page: Page, address: string) => {
  const orderId = await orderForAddress(page, address)
  await walletsFound(page)
  await page.getByRole("button", { name: offrampPayLabels.useWallet }).click()
  return orderId
}

test("the manual flow: a wrong hash shows Transaction invalid, and the correct hash moves the order on", async ({
  page,
}) => {
  const wallet = await installFundedWallet(page)
  const orderId = await orderForAddress(page, wallet.address)

  // The order was made in the manual mode: its pay step opens there, with no second press.
  await walletsFound(page)
  await page.getByRole("button", { name: offrampPayLabels.submitHash }).click()
  await expect(page.getByText(validation.transactionHashRequired)).toBeVisible()
  // A hash of no transaction, new each run: a hash once claimed is refused for any other order.
  await page.getByRole("textbox", { name: offrampPayLabels.hash }).fill(`0x${randomBytes(32).toString("hex")}`)
  await page.getByRole("button", { name: offrampPayLabels.submitHash }).click()
  await page.waitForURL(/\/offramp\/status\?/)
  await expect(page.getByText(offrampStatus.transaction_invalid.label, { exact: true }).first()).toBeVisible({
    timeout: 20_000,
  })
  // Spec 2 §4: Transaction invalid is a status whose badge is not shown.
  await expect(page.locator("[data-badge]")).toHaveCount(0)

  const order = await (
    await fetch(widgetUrl(`/api/public/pay-widget/offramp/order/${orderId}`), { headers: { "x-web": "1" } })
  ).json()
  const hash = await wallet.transfer(order.toAddress, String(order.cashout.cryptoAmount))
  await page.getByRole("textbox", { name: offrampStatusLabels.provideHash }).fill(hash)
  await page.getByRole("button", { name: offrampStatusLabels.submitHash }).click()
  await expect(page.getByText(hash)).toBeVisible({ timeout: 15_000 })
  await expect(page.getByRole("textbox", { name: offrampStatusLabels.provideHash })).toHaveCount(0, { timeout: 15_000 })
  expect((await readOrder(orderId)).status).not.toBe("transaction_invalid")
})

test("manualFlow opens the pay step in the manual mode: one Create order, then the hash field at once", async ({
  page,
}) => {
  const { tokens } = await signInThroughApi(freshEmail("offramp-manual-flow"))
  const widget = new Widget(page)
  await widget.open(`/offramp?${sale}&manualFlow=true&${tokenQuery(tokens)}`)
  await page.getByRole("button", { name: offrampNextLabels.provideDetails }).click()
  await fillDetails(page)
  await expect(widget.heading()).toHaveText(screenTitles.offrampPay)
  // One path: the address to pay from and one Create order; the way back to a wallet is a link, not a second button.
  await page
    .getByRole("textbox", { name: offrampPayLabels.fromAddress })
    .fill(privateKeyToAccount(generatePrivateKey()).address)
  await expect(page.getByRole("button", { name: offrampPayLabels.createOrder })).toHaveCount(1)
  await expect(page.getByRole("button", { name: offrampPayLabels.manual })).toHaveCount(0)
  // It reads as a link: no filled background, underlined (the pay step's one filled button is Create order).
  const backToWallet = page.getByRole("button", { name: offrampPayLabels.useWallet })
  await expect(backToWallet).toHaveCSS("background-color", "rgba(0, 0, 0, 0)")
  await expect(backToWallet).toHaveCSS("text-decoration-line", "underline")
  await page.getByRole("button", { name: offrampPayLabels.createOrder }).click()
  await page.waitForURL(/orderId=/)
  await expect(page.getByRole("textbox", { name: offrampPayLabels.hash })).toBeVisible({ timeout: 15_000 })
  await expect(page.getByRole("button", { name: offrampPayLabels.submitHash })).toBeVisible()
})

test("an anonymous user sells with the manual hash flow: the token leaves their wallet and the payout succeeds", async ({
  page,
}) => {
  await setOperatorSettings({ payoutSeconds: 0 })
  try {
    const wallet = await installFundedWallet(page)
    const widget = new Widget(page)
    await widget.open(`/offramp?${sale}`)
    await page.getByRole("button", { name: offrampNextLabels.verifyEmail }).click()
    await expect(widget.heading()).toHaveText(screenTitles.auth)
    await page.getByRole("button", { name: offrampLoginLabels.withoutAccount }).click()
    await expect(widget.heading()).toHaveText(screenTitles.offrampDetails)
    await fillDetails(page)
    await walletsFound(page)
    await page.getByRole("button", { name: offrampPayLabels.manual }).click()
    await page.getByRole("textbox", { name: offrampPayLabels.fromAddress }).fill(wallet.address)
    await page.getByRole("button", { name: offrampPayLabels.createOrder }).click()
    await page.waitForURL(/orderId=/)
    const orderId = orderIdOf(page)
    expect((await readOrder(orderId)).fromAddress.toLowerCase()).toBe(wallet.address.toLowerCase())
    // Nobody signed in made it, so nobody can cancel it: it expires unpaid.
    await walletsFound(page)
    await expect(page.getByRole("button", { name: offrampPayLabels.cancelOrder })).toHaveCount(0)

    const order = await (
      await fetch(widgetUrl(`/api/public/pay-widget/offramp/order/${orderId}`), { headers: { "x-web": "1" } })
    ).json()
    const hash = await wallet.transfer(order.toAddress, String(order.cashout.cryptoAmount))
    expect(await wallet.balance()).toBe(100 - order.cashout.cryptoAmount)
    await page.getByRole("textbox", { name: offrampPayLabels.hash }).fill(hash)
    await page.getByRole("button", { name: offrampPayLabels.submitHash }).click()
    await page.waitForURL(/\/offramp\/status\?/)
    await expect
      .poll(async () => (await readOrder(orderId)).status, { timeout: 30_000 })
      .toMatch(/offramp_pending|offramp_retry/)
    expect((await fetch(widgetUrl(`/api/sandbox/offramp/${orderId}/payout-success`), { method: "POST" })).status).toBe(
      200,
    )
    await expect(page.getByText(offrampStatus.offramp_success.label, { exact: true }).first()).toBeVisible({
      timeout: 15_000,
    })
  } finally {
    await setOperatorSettings({ payoutSeconds: 15 })
  }
})

test("an amount that needs an ID check cannot be sold without an account", async ({ page }) => {
  const widget = new Widget(page)
  await widget.open(`/offramp?${sale.replace("amount=20", "amount=150")}`)
  await page.getByRole("button", { name: offrampNextLabels.verifyEmail }).click()
  await expect(widget.heading()).toHaveText(screenTitles.auth)
  await expect(page.getByRole("textbox").first()).toBeVisible()
  await expect(page.getByRole("button", { name: offrampLoginLabels.withoutAccount })).toHaveCount(0)
})

test("a wallet that fails to send shows Failed to send transaction and leaves the order to pay", async ({ page }) => {
  const wallet = await installFundedWallet(page, { refuseSending: true })
  const orderId = await orderToPayFromWallet(page, wallet.address)
  await page.getByRole("button", { name: offrampPayLabels.connectWith("Test Wallet") }).click()
  await page.getByRole("button", { name: /^Pay / }).click()
  await expect(page.getByText(errors.failedToSendTransaction)).toBeVisible()
  expect((await readOrder(orderId)).status).toBe("initiated")
  expect(await wallet.balance()).toBe(100)
})

test("a wallet on another chain is told so by name and switches; a payout that fails twice is refunded, with its hash", async ({
  page,
}) => {
  // Two transactions on the chain and two payout rounds: on a loaded machine it outlasts the file's 120 s.
  test.setTimeout(240_000)
  await setOperatorSettings({ payoutSeconds: 0 })
  try {
    // The wallet sits on Ethereum mainnet (chain 1); the sandbox pays CELO orders on its local chain.
    const wallet = await installFundedWallet(page, { startsOnChain: 1 })
    const orderId = await orderToPayFromWallet(page, wallet.address)
    await page.getByRole("button", { name: offrampPayLabels.connectWith("Test Wallet") }).click()
    // The connected-wallet pill (spec 2 §2): the address and its Disconnect on one line.
    const address = await page.getByText(/^Connected: /).boundingBox()
    const disconnect = await page.getByRole("button", { name: offrampPayLabels.disconnect }).boundingBox()
    expect(
      Math.abs((address?.y ?? 0) + (address?.height ?? 0) / 2 - (disconnect?.y ?? 0) - (disconnect?.height ?? 0) / 2),
    ).toBeLessThan(4)
    // Spec 2 §8: 'Unsupported network ({name})', with the wallet's chain named; it cannot pay from there.
    await expect(page.getByText(errors.unsupportedNetwork("Ethereum"), { exact: true })).toBeVisible()
    await expect(page.getByRole("button", { name: /^Pay / })).toHaveCount(0)
    await expectAccessible(page)
    await page.getByRole("button", { name: offrampPayLabels.switchNetwork("CELO") }).click()
    await expect(page.getByText(errors.unsupportedNetwork("Ethereum"), { exact: true })).toHaveCount(0)
    await page.getByRole("button", { name: /^Pay / }).click()
    await page.waitForURL(/\/offramp\/status\?/, { timeout: 20_000 })
    expect(await wallet.balance()).toBeCloseTo(80, 6)
    expect((await readOrder(orderId)).hash).toMatch(/^0x[0-9a-f]{64}$/)

    // The payout fails, is retried and fails again: the crypto goes back to the wallet (spec 2 §4 refunding,
    // refunded), and the status shows the refund's transaction (spec 2 §3 refundHash) with its explorer page.
    await expect.poll(async () => (await readOrder(orderId)).status, { timeout: 30_000 }).toMatch(/offramp_pending/)
    for (const _ of [1, 2])
      expect((await fetch(widgetUrl(`/api/sandbox/offramp/${orderId}/payout-fail`), { method: "POST" })).status).toBe(
        200,
      )
    await expectBadge(page, "Refunded", "yellow")
    const refundHash = (await readOrder(orderId)).refundHash
    expect(refundHash).toMatch(/^0x[0-9a-f]{64}$/)
    await expect(page.getByRole("link", { name: refundHash ?? "" })).toHaveAttribute(
      "href",
      `/sandbox/explorer/tx/${refundHash}`,
    )
    expect(await wallet.balance()).toBeCloseTo(100, 6)
  } finally {
    await setOperatorSettings({ payoutSeconds: 15 })
  }
})

test("a wallet other than the order's cannot pay it; Cancel order asks, then cancels", async ({ page }) => {
  await installFundedWallet(page)
  const orderId = await orderToPayFromWallet(page, privateKeyToAccount(generatePrivateKey()).address)

  await page.getByRole("button", { name: offrampPayLabels.connectWith("Test Wallet") }).click()
  await expect(page.getByText(errors.walletMismatchNotice)).toBeVisible()
  // Paying from it is refused before anything is sent (spec 2 §8 Wallet mismatch).
  await page.getByRole("button", { name: /^Pay / }).click()
  await expect(page.getByText(errors.walletMismatch, { exact: true })).toBeVisible()
  await page.getByRole("button", { name: offrampPayLabels.disconnect }).click()
  await expect(page.getByRole("button", { name: offrampPayLabels.connectWith("Test Wallet") })).toBeVisible()
  expect((await readOrder(orderId)).status).toBe("initiated")

  await page.getByRole("button", { name: offrampPayLabels.cancelOrder }).click()
  await page.getByRole("button", { name: offrampPayLabels.cancelNo }).click()
  expect((await readOrder(orderId)).status).toBe("initiated")
  await page.getByRole("button", { name: offrampPayLabels.cancelOrder }).click()
  await page.getByRole("button", { name: offrampPayLabels.cancelYes }).click()
  await expect(page.getByText(success.orderCancelled)).toBeVisible()
  await page.waitForURL(/\/offramp\/status\?/)
  await expectBadge(page, "Cancelled", "red")
  expect((await readOrder(orderId)).status).toBe("cancelled")
})

/** Spec 2 §2, §4: an order still to pay opens pay with its parameters, those of the sale (`sale`) it was made for. */
const expectSaleQuery = (page: Page, orderId: string) =>
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject({
    orderId,
    amount: "20",
    currency: "crypto",
    network: "CELO",
    asset: "USDC",
    countryIsoCode: "KE",
    paymentChannel: "mobile_money",
  })

test("past orders: an order still to pay opens its pay screen, an unknown one says so; details are prefilled", async ({
  page,
}) => {
  const orderId = await orderForAddress(page, privateKeyToAccount(generatePrivateKey()).address)
  await page.goto(widgetUrl("/offramp"))
  await page.getByRole("button", { name: accountLabels.menu }).click()
  await page.getByRole("button", { name: accountLabels.pastOrders }).click()
  await page.getByRole("link", { name: accountLabels.details }).first().click()
  await page.waitForURL(new RegExp(`/offramp/pay\\?.*orderId=${orderId}`))
  expectSaleQuery(page, orderId)
  await expect(page.getByText(/^Expires in \d+:\d\d$/)).toBeVisible()
  await page.goto(widgetUrl("/offramp/pay?orderId=no-such-order"))
  await expect(page.getByText(errors.orderNotFound)).toBeVisible()

  // The order still to pay is announced on the amount screen, and Open leads back to it.
  await page.goto(widgetUrl(`/offramp?${sale}`))
  await expect(page.getByText(notices.orderInProgress)).toBeVisible()
  await page.getByRole("link", { name: screens.open }).click()
  await page.waitForURL(new RegExp(`/offramp/pay\\?.*orderId=${orderId}`))
  expectSaleQuery(page, orderId)

  // The details of the last order are remembered on the device and prefilled for the next one.
  await page.goto(widgetUrl(`/offramp?${sale}`))
  await page.getByRole("button", { name: offrampNextLabels.provideDetails }).click()
  await expect(page.getByRole("textbox", { name: "Account name" })).toHaveValue("Amina Otieno")
  await expect(page.getByRole("textbox", { name: "Mobile number" })).toHaveValue("0712 345 678")
  await expect(page.getByRole("button", { name: offrampDetailsLabels.validate })).toBeEnabled()
})

test("an integrator's frozen wallet and amount: neither changes, and the order is paid from the frozen address", async ({
  page,
}) => {
  const { tokens } = await signInThroughApi(freshEmail("offramp-frozen"))
  const address = privateKeyToAccount(generatePrivateKey()).address
  const widget = new Widget(page)
  await widget.open(`/offramp?${sale}&freezeWallet=true&freezeAmount=true&address=${address}&${tokenQuery(tokens)}`)
  await expect(page.getByRole("button", { name: offrampNextLabels.provideDetails })).toBeEnabled()
  await expect(page.getByRole("button", { name: amountLabels.asset })).toBeDisabled()
  await expect(page.getByRole("textbox", { name: /^You Pay/ })).toHaveAttribute("readonly", "")
  await page.getByRole("button", { name: offrampNextLabels.provideDetails }).click()
  await fillDetails(page)
  await walletsFound(page)
  await page.getByRole("button", { name: offrampPayLabels.manual }).click()
  const from = page.getByRole("textbox", { name: offrampPayLabels.fromAddress })
  await expect(from).toHaveValue(address)
  await expect(from).toHaveAttribute("readonly", "")
  await page.getByRole("button", { name: offrampPayLabels.createOrder }).click()
  await page.waitForURL(/orderId=/)
  expect((await readOrder(orderIdOf(page))).fromAddress).toBe(address)
})

test("the amount screen: maintenance, a misconfigured asset, the Lisk/USDT warning, an amount that needs an ID check", async ({
  page,
}) => {
  const widget = new Widget(page)
  await setOperatorSettings({ offRampPayWidgetEnabled: false })
  try {
    await widget.open(`/offramp?${sale}`)
    await expect(page.getByText(offrampAmountLabels.maintenance)).toBeVisible()
  } finally {
    await setOperatorSettings({ offRampPayWidgetEnabled: true })
  }
  await widget.open("/offramp?network=NEAR&asset=USDC")
  await expect(page.getByText(errors.assetMisconfigured)).toBeVisible()
  await widget.open("/offramp?countryIsoCode=KE&network=LISK&asset=USDT")
  await expect(page.getByText(notices.liskUsdt)).toBeVisible()
  await widget.open(`/offramp?${sale}`)
  await expect(page.getByRole("button", { name: offrampNextLabels.verifyEmail })).toBeEnabled()
  await expect(page.getByText(notices.liskUsdt)).toHaveCount(0)

  const { tokens } = await signInThroughApi(freshEmail("offramp-kyc"))
  await widget.open(`/offramp?${sale.replace("amount=20", "amount=150")}&${tokenQuery(tokens)}`)
  await page.getByRole("button", { name: offrampNextLabels.verifyId }).click()
  await expect(widget.heading()).toHaveText(screenTitles.kyc, { timeout: 15_000 })
  await expect(page).toHaveURL(/\/offramp\/kyc\?.*level=basic/)
  await expectSteps(page, ["Amount", "ID Check", "Details", "Pay", "Status"])
})

test("a South African order's status notes that delivery may take up to 24 hours", async ({ page }) => {
  const post = (path: string, body: unknown) =>
    fetch(widgetUrl(path), {
      method: "POST",
      headers: { "content-type": "application/json", "x-web": "1" },
      body: JSON.stringify(body),
    })
  const offer = await (
    await fetch(
      widgetUrl(
        "/api/public/pay-widget/offramp/best-offer?paymentChannel=bank&countryIsoCode=ZA&network=CELO&asset=USDC&currency=crypto&amount=20",
      ),
      { headers: { "x-web": "1" } },
    )
  ).json()
  const created = await post("/api/public/pay-widget/offramp/create-order-anonymous", {
    quoteId: offer.quoteId,
    network: "CELO",
    asset: "USDC",
    amount: 20,
    currency: "crypto",
    address: privateKeyToAccount(generatePrivateKey()).address,
    requiredFields: { bankCode: "fnb", accountNumber: "62812345678", accountName: "Thandi Nkosi" },
  })
  expect(created.status).toBe(200)
  const order = await created.json()
  await page.goto(widgetUrl(`/offramp/status?orderId=${order._id}`))
  await expect(page.getByText(offrampStatus.initiated.label, { exact: true }).first()).toBeVisible()
  await expect(page.getByText(notices.zaDelivery)).toBeVisible()
})

test("an order made from a signed link carries it: a contradicting address is refused, the right one spends the link", async ({
  page,
}) => {
  // README, "Signed links": the order a signed link makes is checked, and the link backs one order only.
  const { tokens } = await signInThroughApi(freshEmail("offramp-signed"))
  const address = privateKeyToAccount(generatePrivateKey()).address
  const signature = signLink("sandbox", "sandbox-signing-secret", {
    jti: randomUUID(),
    exp: Math.floor(Date.now() / 1000) + 600,
    params: { address, network: "CELO", asset: "USDC", amount: "20", currency: "crypto" },
  })
  const widget = new Widget(page)
  await widget.open(`/offramp?${sale}&address=${address}&signature=${signature}&${tokenQuery(tokens)}`)
  await page.getByRole("button", { name: offrampNextLabels.provideDetails }).click()
  await fillDetails(page)
  await walletsFound(page)
  await page.getByRole("button", { name: offrampPayLabels.manual }).click()
  const from = page.getByRole("textbox", { name: offrampPayLabels.fromAddress })
  await from.fill(privateKeyToAccount(generatePrivateKey()).address)
  await page.getByRole("button", { name: offrampPayLabels.createOrder }).click()
  await expect(page.getByRole("alert")).toHaveText(`${linkProblemMessages.contradicted} (address)`)
  await from.fill(address)
  await page.getByRole("button", { name: offrampPayLabels.createOrder }).click()
  await page.waitForURL(/orderId=/)
  expect((await readOrder(orderIdOf(page))).fromAddress).toBe(address)
  const again = await fetch(widgetUrl(`/api/public/pay-widget/validate-params?signature=${signature}`), {
    headers: { "x-web": "1" },
  })
  expect(await again.json()).toMatchObject({ message: linkProblemMessages.used })
})
