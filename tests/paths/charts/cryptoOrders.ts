// What the mappings of orders paid with crypto do alike (buy-goods' pay and status pages, the off-ramp's status page):
// an order made for the user's own wallet through the product's public calls, the user's transfers from that wallet
// (their wallet app, outside the widget, on the sandbox's anvil), the order's read held until a path says how it
// answers, and the order moved on as the sandbox's payment job and payout provider move it.
import type { Locator, Page } from "@playwright/test"
import type { EventObject } from "xstate"
import { fundedWallet } from "../../e2e/fundedWallet.ts"
import { widgetUrl } from "../../e2e/widget.ts"
import { GatedCall } from "../gatedCalls.ts"
import type { Replay } from "../mapping.ts"
import { tagOf } from "./amountActions.ts"

export type Wallet = Awaited<ReturnType<typeof fundedWallet>>

/** A product's calls: its public API (`${api}/order/:id` the order's read), its confirmation by hash (`${api}/…`),
 * and the sandbox payout provider's decisions (`${payouts}/:id/payout-success`). */
export interface CryptoProduct {
  readonly api: string
  readonly confirm: string
  readonly payouts: string
  /** A confirmation the sandbox refuses (its error's _tag) and how the user comes by a hash it refuses so. */
  readonly refusal: { readonly tag: string; readonly hash: (order: PaidOrder) => Promise<string> }
}

export interface PaidOrder {
  readonly product: CryptoProduct
  readonly wallet: Wallet
  readonly orderId: string
  /** Where a payment of the order goes (its deposit address), and how much it is. */
  readonly payTo: string
  readonly amount: string
  /** The order's read (GET …/order/:id), held while armed. */
  readonly read: GatedCall
}

export const paidOrder = (memo: Record<string, unknown>) => memo.paid as PaidOrder

/** A call of the sandbox, as the page makes it: a public one, or the signed-in user's (their access token). */
export const callApi = async (method: "GET" | "POST", path: string, body?: unknown, accessToken?: string) => {
  const answer = await fetch(widgetUrl(path), {
    method,
    headers: {
      "content-type": "application/json",
      "x-web": "1",
      ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  return { status: answer.status, body: (await answer.json().catch(() => undefined)) as Record<string, unknown> }
}

/** A funded wallet for an order the product's `make` makes for it; the order's read is held (armed) before the page
 * opens `route`. */
export const openPaidOrder = async (
  page: Page,
  memo: Record<string, unknown>,
  product: CryptoProduct,
  route: string,
  make: (wallet: Wallet) => Promise<Pick<PaidOrder, "orderId" | "payTo" | "amount">>,
) => {
  const wallet = await fundedWallet()
  const made = await make(wallet)
  const read = await GatedCall.install(page, "the order's read", `GET **${product.api}/order/*`, true)
  memo.paid = { product, wallet, read, ...made } satisfies PaidOrder
  await page.goto(widgetUrl(`${route}?orderId=${made.orderId}`))
}

/** The order's status as the sandbox has it now. */
export const statusOf = async ({ product, orderId }: PaidOrder) =>
  String((await callApi("GET", `${product.api}/order/${orderId}`)).body?.status)

/** Confirms the order with a hash as the page's Confirm payment does (the user in another tab, say). */
export const confirmByApi = ({ product, orderId }: PaidOrder, hash: string) =>
  callApi("POST", `${product.api}/${product.confirm}`, { orderId, hash })

/** Confirms the order with a hash the sandbox takes. */
export const confirmed = async (order: PaidOrder, hash: string) => {
  const answer = await confirmByApi(order, hash)
  if (answer.status !== 200) throw new Error(`the hash was refused: ${JSON.stringify(answer)}`)
}

/** Waits until the sandbox has moved the order to `status` (its payment job, its payout). */
export const orderReaches = async (order: PaidOrder, status: string, timeout = 30_000) => {
  const until = Date.now() + timeout
  for (;;) {
    const now = await statusOf(order)
    if (now === status) return
    if (Date.now() > until) throw new Error(`the order is ${now}, not ${status}, after ${timeout / 1000} s`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/** The user pays the order in full from their wallet: the transfer's hash. */
export const payInFull = ({ wallet, payTo, amount }: PaidOrder) => wallet.transfer(payTo, amount)

/** The order's held read answered as a path's loadOrder says: as made (initiated), or already paid (the payer
 * confirmed it elsewhere, say in another tab) before the page's read reaches the sandbox. */
export const answerOrderRead = async ({ event, memo }: Replay) => {
  const order = paidOrder(memo)
  if ((event.output as { status: string }).status !== "initiated") {
    const paid = await confirmByApi(order, await payInFull(order))
    if (paid.status !== 200) throw new Error(`the order was not paid: ${JSON.stringify(paid)}`)
  }
  await order.read.answer("go", { disarm: true })
}

/** Another address of the user's: a transfer there does not pay the order. */
export const elsewhere = "0x2222222222222222222222222222222222222222"

/** The user sends the amount elsewhere: the hash of a transfer that does not pay the order. */
export const payElsewhere = ({ wallet, amount }: PaidOrder) => wallet.transfer(elsewhere, amount)

/** The sandbox's payout provider pays the order out (the payout waits for it: payoutSeconds 0). */
export const payoutSucceeds = async ({ product, orderId }: PaidOrder) => {
  const paid = await fetch(widgetUrl(`${product.payouts}/${orderId}/payout-success`), { method: "POST" })
  if (paid.status !== 200) throw new Error(`the sandbox did not pay out: ${paid.status}`)
}

/** The user pays from their wallet app and gives that transfer's hash in `field`: one paying the order, or, where
 * the sandbox refuses it next, one the product's refusal is made of. */
export const typeHashInto =
  (field: (page: Page) => Locator) =>
  async ({ page, memo, rest }: Replay) => {
    const order = paidOrder(memo)
    const refused = rest.some(
      (next) => next.type === "xstate.error.actor.confirmOrder" && tagOf(next.error) === order.product.refusal.tag,
    )
    memo.hash = refused ? await order.product.refusal.hash(order) : await payInFull(order)
    await field(page).fill(String(memo.hash))
  }

/** The sandbox's orders wait 20 minutes (server/offramp/orders.ts) and no sandbox control moves an order's expiry. */
export const noExpiry =
  "no sandbox control moves an order's expiry (20 minutes), and at it the expiry job makes the order expired"

/** What a pay step's replay cannot bring about for want of an order past its expiry (`chart`: the chart's id). */
export const expiryUnreachable = (chart: string) => ({
  // The timer fires at the order's expiry (the chart then finds it not payable), or after 2^31 - 1 ms (24.8 days)
  // for an order further away; only the latter comes back to ready, as the fixtures' order of 2099 does.
  [`xstate.after.orderExpiry.${chart}.ready`]: `the timer comes back to ready only for an order more than 24.8 days from its expiry; ${noExpiry}`,
  "xstate.done.actor.loadOrder": (_: unknown, event: EventObject) => {
    const order = (event as EventObject & { output: { status: string; expiresAt: string } }).output
    return order.status === "initiated" && Date.parse(order.expiresAt) <= Date.now()
      ? `an initiated order past its expiry: ${noExpiry}`
      : undefined
  },
})
