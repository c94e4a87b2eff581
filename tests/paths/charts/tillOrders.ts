// What the buy-goods pay and status mappings do alike: a till's order made for a buyer's own wallet through the same
// public calls the amount screen makes (Java House's till 174379, 2000 KES in CUSD on Celo), the buyer's transfers
// from that wallet (their wallet app, outside the widget), and the order's read held until a path says how it answers.
import type { Locator, Page } from "@playwright/test"
import type { BuyGoodsOrder } from "../../../schema/buyGoods.ts"
import { asset, fundedWallet } from "../../e2e/fundedWallet.ts"
import { setOperatorSettings, widgetUrl } from "../../e2e/widget.ts"
import { GatedCall } from "../gatedCalls.ts"
import type { Replay } from "../mapping.ts"
import { tagOf } from "./amountActions.ts"

/** The deposit address the fixtures' order has (tests/model/buyGoodsFixtures.ts); the sandbox gives each order its own. */
const fixtureDeposit = "0x1111111111111111111111111111111111111111"

export interface TillPath {
  readonly wallet: Awaited<ReturnType<typeof fundedWallet>>
  readonly order: BuyGoodsOrder
  /** The order's read (GET …/buy-goods/order/:id), held while armed. */
  readonly read: GatedCall
}

export const tillPath = (memo: Record<string, unknown>) => memo.till as TillPath

const call = async (method: "GET" | "POST", path: string, body?: unknown) => {
  const answer = await fetch(widgetUrl(path), {
    method,
    headers: { "content-type": "application/json", "x-web": "1" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  return { status: answer.status, body: (await answer.json().catch(() => undefined)) as Record<string, unknown> }
}

const base = "/api/public/pay-widget/buy-goods"

/** The order as the sandbox has it now. */
export const readOrder = async (orderId: string) =>
  (await call("GET", `${base}/order/${orderId}`)).body as BuyGoodsOrder

/** Confirms the order with a hash as the pay screen's Confirm payment does (the buyer in another tab, say). */
export const confirmByApi = (orderId: string, hash: string) =>
  call("POST", `${base}/confirm-payment`, { orderId, hash })

/** A funded wallet and an order made for it; the order's read is held (armed) before the page opens `route`. */
export const openTillOrder = async (page: Page, memo: Record<string, unknown>, route: string) => {
  await setOperatorSettings({ buyGoodsEnabled: true, quoteSeconds: 120 })
  const wallet = await fundedWallet()
  const quote = await call(
    "GET",
    `${base}/quote?tillNumber=174379&amount=2000&countryIsoCode=KE&network=CELO&asset=${asset}`,
  )
  if (quote.status !== 200 || !quote.body) throw new Error(`no quote for the till: ${JSON.stringify(quote)}`)
  const made = await call("POST", `${base}/create-order`, {
    quoteId: quote.body.quoteId,
    tillNumber: "174379",
    network: "CELO",
    asset,
    fromAddress: wallet.address,
  })
  if (made.status !== 200) throw new Error(`the order was refused: ${JSON.stringify(made)}`)
  const order = made.body as unknown as BuyGoodsOrder
  const read = await GatedCall.install(page, "the order's read", `GET **${base}/order/*`, true)
  memo.till = { wallet, order, read } satisfies TillPath
  await page.goto(widgetUrl(`${route}?orderId=${order._id}`))
}

/** The buyer pays the order in full from its wallet: the transfer's hash. */
export const payInFull = ({ wallet, order }: TillPath) =>
  wallet.transfer(order.depositAddress, String(order.cryptoAmount))

/** The buyer sends the amount elsewhere (another address of theirs): the hash of a transfer that does not pay it. */
export const payElsewhere = ({ wallet, order }: TillPath) =>
  wallet.transfer("0x2222222222222222222222222222222222222222", String(order.cryptoAmount))

/** Waits until the sandbox has moved the order to `status` (its payment job, its payout). */
export const orderReaches = async (orderId: string, status: BuyGoodsOrder["status"], timeout = 30_000) => {
  const until = Date.now() + timeout
  for (;;) {
    const now = (await readOrder(orderId)).status
    if (now === status) return
    if (Date.now() > until) throw new Error(`the order is ${now}, not ${status}, after ${timeout / 1000} s`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/** The refusal the fixtures write names their order's deposit address; the page names the path's order's. */
export const tillTextOnPage = (written: string, memo: Record<string, unknown>) =>
  memo.till ? written.replaceAll(fixtureDeposit, tillPath(memo).order.depositAddress) : written

/** The buyer pays from their wallet app and gives that transfer's hash in `field`: one paying the order, or, where
 * the sandbox refuses it next, one sent to another address. */
export const typeHashInto =
  (field: (page: Page) => Locator) =>
  async ({ page, memo, rest }: Replay) => {
    const till = tillPath(memo)
    const refused = rest.some(
      (next) => next.type === "xstate.error.actor.confirmOrder" && tagOf(next.error) === "InvalidRequest",
    )
    memo.hash = refused ? await payElsewhere(till) : await payInFull(till)
    await field(page).fill(String(memo.hash))
  }
