// The off-ramp's Pay step over an order (spec 2 §2 Off-ramp pay, §4) at /offramp/pay?orderId=…: the signed-in
// seller's sale (offrampOrders.ts) made for their own funded wallet. The registration starts with a wallet connected
// that is not the order's: the seller connected the browser wallet (the browser tests' EIP-1193 test wallet, on
// another account) on the pay step of an earlier sale of theirs, made for that account, then opened this sale from
// Past orders; its read is held until the path says how it answers. Switching the wallet app's account is what
// connects the order's own wallet (or another); Disconnect is the pill's. Pay opens the wallet's prompt, which the
// seller approves (the transfer, signed with the own wallet's anvil key) or rejects. Cancel order asks first; the
// manual switch shows the hash field (the hash is typed in the manual flow only: the registration starts in the
// wallet mode, so its hash paths are reported skipped).
import { expect, type Page } from "@playwright/test"
import type { AnyMachineSnapshot } from "xstate"
import { accountLabels, screenTitles } from "../../../schema/labels.ts"
import { errors } from "../../../schema/messages.ts"
import { offrampPayLabels } from "../../../schema/offrampLabels.ts"
import { fundedWallet, nodeRequest } from "../../e2e/fundedWallet.ts"
import { announceTestWallet, switchTestWalletAccount } from "../../e2e/testWallet.ts"
import { setOperatorSettings, signInThroughApi, tokenQuery, widgetUrl } from "../../e2e/widget.ts"
import chart from "../../model/charts/offrampPay.ts"
import manualChart from "../../model/charts/offrampPayManual.ts"
import { anotherWallet } from "../../model/cryptoOrderEvents.ts"
import { GatedCall } from "../gatedCalls.ts"
import type { ChartReplay } from "../mapping.ts"
import { tagOf } from "./amountActions.ts"
import { dialog, heading } from "./authScreens.ts"
import {
  answerOrderRead,
  callApi,
  confirmByApi,
  expiryUnreachable,
  type PaidOrder,
  paidOrder,
  typeHashInto,
} from "./cryptoOrders.ts"
import { offrampProduct, saleFor } from "./offrampOrders.ts"

/** The wallet's prompt to send a transaction, open until the seller approves or rejects it in the wallet app. */
class WalletPrompts {
  private readonly open: Array<(decision: "approve" | "reject") => void> = []

  /** The page asked the wallet to send: the seller's decision. */
  asked(): Promise<"approve" | "reject"> {
    return new Promise((resolve) => this.open.push(resolve))
  }

  /** The seller decides on the prompt the page opened (waiting for it to open). */
  async decide(decision: "approve" | "reject", timeout = 15_000) {
    const until = Date.now() + timeout
    while (this.open.length === 0) {
      if (Date.now() > until) throw new Error("the page asked the wallet to send nothing")
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    this.open.shift()?.(decision)
  }
}

interface Seller {
  readonly accessToken: string
  /** The other account of the seller's wallet app, connected at the start (not the order's). */
  readonly other: string
  readonly prompts: WalletPrompts
}
const sellerOf = (memo: Record<string, unknown>) => memo.seller as Seller

/** The pill's short form of an address (screens/offramp/WalletPanel.tsx shows it so). */
const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`
const pill = (page: Page, address: string) => page.getByText(offrampPayLabels.connected(short(address)))

/** What a user can reach: not behind an open dialog (react-aria makes the page under it inert, which Playwright's
 * roles still find). */
const reachable = (page: Page) => page.locator(":not([inert] *)")
const payButton = (page: Page) => page.getByRole("button", { name: /^Pay \d/ }).and(reachable(page))
const hashField = (page: Page) => page.getByRole("textbox", { name: offrampPayLabels.hash })
const confirmButton = (page: Page) => page.getByRole("button", { name: offrampPayLabels.submitHash })
const cancelButton = (page: Page) => page.getByRole("button", { name: offrampPayLabels.cancelOrder })
const button = (name: string) => (page: Page) => page.getByRole("button", { name, exact: true })

const walletMode =
  "the pay screen asks for the hash in the manual flow only (spec 2 §2); in the wallet mode, where this registration starts, it offers the wallet's Pay and no hash field"

/** The seller (signed in), their funded wallet and the sale made for it, and an earlier sale made for the other
 * account of their wallet app: they connect the wallet on that sale's pay step, then open this sale from Past orders,
 * whose read is held. With `manualFlow` the seller opens this sale's link with manualFlow (spec 2 §2): its pay step
 * opens in the manual flow, with no wallet connected. */
export const openWithAnotherWallet = async (
  page: Page,
  memo: Record<string, unknown>,
  email: string,
  { manualFlow = false } = {},
) => {
  await setOperatorSettings({ quoteSeconds: 120 })
  const { tokens } = await signInThroughApi(email)
  const own = await fundedWallet()
  const { privateKeyToAccount, generatePrivateKey } = await import("viem/accounts")
  const other = privateKeyToAccount(generatePrivateKey()).address
  const earlier = await saleFor(other, tokens.accessToken)
  const made = await saleFor(own.address, tokens.accessToken)
  // The own read (signed in) or the public one: held once armed.
  const read = await GatedCall.install(page, "the order's read", "GET **/pay-widget/offramp/order/*", false)
  const prompts = new WalletPrompts()
  // The wallet app: it sends from the order's own wallet once the seller approves its prompt; the other account has
  // nothing to pay with (its Pay is refused before anything is sent). Other calls go to the chain's node.
  await page.exposeFunction("testWalletRequest", async (method: string, params: ReadonlyArray<unknown>) => {
    if (method === "eth_sendTransaction") {
      const tx = params[0] as { from: string; to: `0x${string}`; data?: `0x${string}`; value?: `0x${string}` }
      if ((await prompts.asked()) === "reject") throw new Error("User rejected the request.")
      if (tx.from.toLowerCase() !== own.address.toLowerCase()) throw new Error(`no key for ${tx.from}`)
      return own.sendTransaction(tx)
    }
    return nodeRequest(own.rpcUrl, method, params)
  })
  await announceTestWallet(page, { address: other, chainId: own.chainId })
  memo.paid = { product: offrampProduct, wallet: own, read, ...made } satisfies PaidOrder
  memo.seller = { accessToken: tokens.accessToken, other, prompts } satisfies Seller
  if (manualFlow) {
    read.arm()
    return page.goto(widgetUrl(`/offramp/pay?orderId=${made.orderId}&${tokenQuery(tokens)}&manualFlow=true`))
  }
  await page.goto(widgetUrl(`/offramp/pay?orderId=${earlier.orderId}&${tokenQuery(tokens)}`))
  await page.getByRole("button", { name: offrampPayLabels.connectWith("Test Wallet") }).click()
  await expect(pill(page, other)).toBeVisible()
  read.arm()
  await page.getByRole("button", { name: accountLabels.menu }).click()
  await page.getByRole("button", { name: accountLabels.pastOrders }).click()
  await page.locator(`a[href*="orderId=${made.orderId}"]`).click()
  await expect(page).toHaveURL(new RegExp(`orderId=${made.orderId}`))
}

export const offrampPay: ChartReplay = {
  chart,
  open: async ({ page, memo, email }) => openWithAnotherWallet(page, memo, email),
  calls: {
    confirmOrder: "POST **/api/public/pay-widget/offramp/confirm-order",
    cancelOrder: "POST **/api/private/pay-widget/offramp/cancel-order",
  },
  events: {
    // The page watches the wallet once the order is read (wallet.connected and Disconnect look at it).
    "xstate.done.actor.loadOrder": async (replay) => {
      replay.memo.loaded = true
      await answerOrderRead(replay)
    },
    // An order no one made: the page is opened for an unknown id, whose read the sandbox answers not found.
    "xstate.error.actor.loadOrder": async ({ page, memo }) => {
      await page.goto(widgetUrl(`/offramp/pay?orderId=${crypto.randomUUID()}`))
      await paidOrder(memo).read.answer("go", { disarm: true })
    },
    // The seller switches their wallet app to the order's own account (or another); the pill follows once the page
    // watches the wallet (after the order is read).
    "wallet.connected": async ({ page, event, memo }) => {
      const to = event.address === anotherWallet ? sellerOf(memo).other : paidOrder(memo).wallet.address
      await switchTestWalletAccount(page, to)
      if (memo.loaded) await expect(pill(page, to)).toBeVisible()
    },
    // The pill's Disconnect; while the order loads the screen has none, and the seller disconnects in the wallet app.
    "wallet.disconnected": async ({ page, memo }) => {
      // Before the order is read, or in the manual flow (which shows no pill), the seller disconnects in the wallet app.
      const manualFlow = (await page.getByRole("button", { name: offrampPayLabels.useWallet }).count()) > 0
      if (!memo.loaded || manualFlow) return switchTestWalletAccount(page, null)
      await page.getByRole("button", { name: offrampPayLabels.disconnect }).click()
      await expect(page.getByRole("button", { name: offrampPayLabels.connectWith("Test Wallet") })).toBeVisible()
    },
    pay: async ({ page }) => payButton(page).click(),
    "xstate.done.actor.sendTransfer": async ({ memo }) => sellerOf(memo).prompts.decide("approve"),
    "xstate.error.actor.sendTransfer": async ({ memo }) => sellerOf(memo).prompts.decide("reject"),
    "manual.toggle": async ({ page }) =>
      page
        .getByRole("button", { name: offrampPayLabels.manual })
        .or(page.getByRole("button", { name: offrampPayLabels.useWallet }))
        .click(),
    "hash.change": typeHashInto(hashField),
    "hash.submit": async ({ page }) => confirmButton(page).click(),
    "xstate.done.actor.confirmOrder": async () => {},
    // Already processed: the same hash confirmed elsewhere first (another tab); no longer payable: the seller
    // cancelled the order in another tab; refused: the hash of another sale's payment, as typed.
    "xstate.error.actor.confirmOrder": async ({ event, memo }) => {
      const tag = tagOf(event.error)
      if (tag === "OrderAlreadyProcessed") {
        const first = await confirmByApi(paidOrder(memo), String(memo.hash))
        if (first.status !== 200) throw new Error(`the first confirmation failed: ${JSON.stringify(first)}`)
      }
      if (tag === "OrderNotPayable") {
        const orderId = paidOrder(memo).orderId
        const cancelled = await callApi(
          "POST",
          "/api/private/pay-widget/offramp/cancel-order",
          { orderId },
          sellerOf(memo).accessToken,
        )
        if (cancelled.status !== 200) throw new Error(`the order was not cancelled: ${JSON.stringify(cancelled)}`)
      }
    },
    cancel: async ({ page }) => cancelButton(page).click(),
    "cancel.keep": async ({ page }) => button(offrampPayLabels.cancelNo)(page).click(),
    "cancel.confirm": async ({ page }) => button(offrampPayLabels.cancelYes)(page).click(),
    "xstate.done.actor.cancelOrder": async () => {},
    // No server message: the call is lost on the way.
    "xstate.error.actor.cancelOrder": async () => "lost",
  },
  unreachable: {
    "hash.change": (sentIn) =>
      (sentIn?.context as { manual?: boolean } | undefined)?.manual ? undefined : `${walletMode}`,
    "hash.submit": (sentIn) =>
      (sentIn?.context as { manual?: boolean } | undefined)?.manual ? undefined : `${walletMode}`,
    ...expiryUnreachable("offrampPay"),
  },
  buttons: {
    pay: payButton,
    "hash.submit": confirmButton,
    cancel: cancelButton,
    "cancel.confirm": button(offrampPayLabels.cancelYes),
    "cancel.keep": button(offrampPayLabels.cancelNo),
  },
  screens: {
    '"loading"': (page) => heading(page, screenTitles.offrampPay),
    '"notFound"': (page) => heading(page, screenTitles.offrampPay),
    '"ready"': (page) => page.getByText(/^Expires in \d+:\d\d$/),
    '"askingCancel"': (page) => dialog(page, offrampPayLabels.cancelQuestion),
    '"cancelling"': (page) => heading(page, screenTitles.offrampPay),
    '"sending"': (page) => page.getByText(offrampPayLabels.sending, { exact: true }),
    '"confirming"': (page) => page.getByText(offrampPayLabels.confirming, { exact: true }),
    '"expired"': (page) => page.getByText(errors.orderNotPayable, { exact: true }),
    // Paid, cancelled or no longer initiated: the order's status follows.
    '"done"': (page) => heading(page, screenTitles.offrampStatus),
  },
}

/** A path's step in the manual flow, where the page shows no wallet: what the seller cannot do there. */
const noWalletShown = (sentIn: AnyMachineSnapshot | undefined) =>
  (sentIn?.context as { manual?: boolean } | undefined)?.manual
    ? "the manual flow (spec 2 §2) shows no wallet and no Pay: the seller switches back to a browser wallet first"
    : undefined

/** The same step opened by the sale's link with manualFlow (registration offrampPay (manual flow)). */
export const offrampPayManual: ChartReplay = {
  ...offrampPay,
  chart: manualChart,
  open: async ({ page, memo, email }) => openWithAnotherWallet(page, memo, email, { manualFlow: true }),
  unreachable: {
    ...offrampPay.unreachable,
    pay: noWalletShown,
    // The link opens the step with no wallet connected: there is nothing to disconnect until one connects.
    "wallet.disconnected": (sentIn) =>
      (sentIn?.context as { connected?: string } | undefined)?.connected === undefined
        ? "no wallet is connected: the manual flow's link opens the step without one"
        : undefined,
  },
}
