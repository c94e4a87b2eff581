// The status page of an order paid with crypto (spec 2 §2 Off-ramp status and Buy-goods, §4), over the chart both
// products share (machines/cryptoOrderStatus.ts): buy-goods' at /buy-goods/status, the off-ramp's at /offramp/status.
// The path's order (cryptoOrders.ts) is moved on the chain before the page's held read reaches the sandbox: paid in
// full and paying out (the payout left to the test: payoutSeconds 0), paid out (the sandbox's payout-success), or its
// transaction found invalid (sent to another address while the chain did not mine, mined after the order took the
// hash). Each read every 5 s is the chart's own timer, waited for and held.
import type { Page } from "@playwright/test"
import { automine } from "../../e2e/fundedWallet.ts"
import { widgetUrl } from "../../e2e/widget.ts"
import type { ChartSpec } from "../../model/chart.ts"
import type { Action, ChartReplay, Replay } from "../mapping.ts"
import { tagOf } from "./amountActions.ts"
import { heading } from "./authScreens.ts"
import {
  type CryptoProduct,
  confirmed,
  elsewhere,
  orderReaches,
  type PaidOrder,
  paidOrder,
  payInFull,
  payoutSucceeds,
  statusOf,
  typeHashInto,
} from "./cryptoOrders.ts"

export interface StatusPage {
  /** The chart as tests/model/charts/ registers it. */
  readonly chart: ChartSpec
  readonly product: CryptoProduct
  /** Makes the path's order and opens its status page (openPaidOrder, cryptoOrders.ts). */
  readonly open: Action
  /** The page's route (an order no one made is opened there). */
  readonly route: string
  readonly title: string
  readonly labels: { readonly provideHash: string; readonly submitHash: string; readonly newOrder: string }
  readonly textOnPage?: ChartReplay["textOnPage"]
}

const outputStatus = (event: Replay["event"]) => String((event.output as { status: string }).status)

/** Paid in full: the payment job proves it and the payout starts (and waits: payoutSeconds 0). */
const payingOut = async (order: PaidOrder) => {
  await confirmed(order, await payInFull(order))
  await orderReaches(order, "offramp_pending")
}

/** The order moved to what the read answers (the path's event's order): paying out, paid out, or its transaction
 * found invalid. */
const moveTo = async (order: PaidOrder, status: string) => {
  if (status === "offramp_pending") return payingOut(order)
  if (status === "offramp_success") {
    if ((await statusOf(order)) !== "offramp_pending") await payingOut(order)
    await payoutSucceeds(order)
    return orderReaches(order, "offramp_success")
  }
  if (status === "transaction_invalid") {
    // Pending when the order takes it (the chain cannot tell yet), then mined: it pays another address.
    await automine(false)
    try {
      await confirmed(order, await order.wallet.send(elsewhere, order.amount))
    } finally {
      await automine(true)
    }
    return orderReaches(order, "transaction_invalid")
  }
  throw new Error(`no arrangement reads the order as ${status}`)
}

/** The chart's read every 5 s: held when it leaves. */
const nextReadHeld = async ({ read }: PaidOrder) => {
  read.arm()
  const until = Date.now() + 15_000
  while (!read.holding && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 250))
  if (!read.holding) throw new Error("the order was not read again within 15 s")
}

export const cryptoOrderStatusReplay = ({
  chart,
  product,
  open,
  route,
  title,
  labels,
  textOnPage,
}: StatusPage): ChartReplay => {
  const hashField = (page: Page) => page.getByRole("textbox", { name: labels.provideHash })
  const confirmButton = (page: Page) => page.getByRole("button", { name: labels.submitHash })
  const shown = (page: Page) => heading(page, title)
  const id = chart.machine.id
  return {
    chart,
    open,
    calls: { confirmOrder: `POST **${product.api}/${product.confirm}` },
    events: {
      "xstate.done.actor.loadOrder": async ({ event, memo }) => {
        const order = paidOrder(memo)
        await moveTo(order, outputStatus(event))
        await order.read.answer("go", { disarm: true })
      },
      // An order no one made: the page is opened for an unknown id, whose read the sandbox answers not found.
      "xstate.error.actor.loadOrder": async ({ page, memo }) => {
        await page.goto(widgetUrl(`${route}?orderId=${crypto.randomUUID()}`))
        await paidOrder(memo).read.answer("go", { disarm: true })
      },
      [`xstate.after.statusPoll.${id}.waiting`]: async ({ memo }) => nextReadHeld(paidOrder(memo)),
      [`xstate.after.statusPoll.${id}.invalid`]: async ({ memo }) => nextReadHeld(paidOrder(memo)),
      "xstate.done.actor.pollOrder": async ({ event, memo }) => {
        const order = paidOrder(memo)
        await moveTo(order, outputStatus(event))
        await order.read.answer("go", { disarm: true })
      },
      "xstate.error.actor.pollOrder": async ({ memo }) => paidOrder(memo).read.answer("lost", { disarm: true }),
      "hash.change": typeHashInto(hashField),
      "hash.submit": async ({ page }) => confirmButton(page).click(),
      "xstate.done.actor.confirmOrder": async () => {},
      // Already processed: the same hash confirmed elsewhere first (another tab) and proven by the sandbox's payment
      // job, and the order is read again (held); refused: the hash typed to be refused (typeHashInto).
      "xstate.error.actor.confirmOrder": async ({ event, memo }) => {
        if (tagOf(event.error) !== "OrderAlreadyProcessed") return
        const order = paidOrder(memo)
        await confirmed(order, String(memo.hash))
        await orderReaches(order, "offramp_pending")
        order.read.arm()
      },
    },
    ...(textOnPage ? { textOnPage } : {}),
    buttons: { "hash.submit": confirmButton },
    screens: {
      '"loading"': shown,
      '"notFound"': shown,
      '"waiting"': shown,
      '"polling"': shown,
      '"invalid"': hashField,
      '"confirming"': hashField,
      '"final"': (page) => page.getByRole("button", { name: labels.newOrder }),
    },
  }
}
