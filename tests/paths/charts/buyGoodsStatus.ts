// Buy-goods' status page (spec 2 §2 Buy-goods, §4) at /buy-goods/status?orderId=…: the till's order is made for a
// funded wallet through the amount screen's calls and moved on the chain before the page's held read reaches the
// sandbox: paid in full and paying the shop (the payout left to the test: payoutSeconds 0), the shop paid (the
// sandbox's payout-success), or its transaction found invalid (sent to another address while the chain did not mine,
// mined after the order took the hash). Each read every 5 s is the chart's own timer, waited for and held.
import type { Page } from "@playwright/test"
import type { BuyGoodsOrder } from "../../../schema/buyGoods.ts"
import { buyGoodsStatusLabels } from "../../../schema/buyGoodsLabels.ts"
import { screenTitles } from "../../../schema/labels.ts"
import { automine } from "../../e2e/fundedWallet.ts"
import { setOperatorSettings, widgetUrl } from "../../e2e/widget.ts"
import chart from "../../model/charts/buyGoodsStatus.ts"
import type { ChartReplay, Replay } from "../mapping.ts"
import { tagOf } from "./amountActions.ts"
import { heading } from "./authScreens.ts"
import {
  confirmByApi,
  openTillOrder,
  orderReaches,
  payInFull,
  readOrder,
  type TillPath,
  tillPath,
  tillTextOnPage,
  typeHashInto,
} from "./tillOrders.ts"

const hashField = (page: Page) => page.getByRole("textbox", { name: buyGoodsStatusLabels.provideHash })
const confirmButton = (page: Page) => page.getByRole("button", { name: buyGoodsStatusLabels.submitHash })
const statusOf = (event: Replay["event"]) => (event.output as { status: BuyGoodsOrder["status"] }).status

const confirmed = async (till: TillPath, hash: string) => {
  const answer = await confirmByApi(till.order._id, hash)
  if (answer.status !== 200) throw new Error(`the hash was refused: ${JSON.stringify(answer)}`)
}

/** Paid in full: the payment job proves it and the payout to the till starts (and waits: payoutSeconds 0). */
const payingTheShop = async (till: TillPath) => {
  await confirmed(till, await payInFull(till))
  await orderReaches(till.order._id, "offramp_pending")
}

/** The order moved to what the read answers (the path's event's order): paying the shop, the shop paid, or its
 * transaction found invalid; as made (initiated) it is read as it is. */
const moveTo = async (till: TillPath, status: BuyGoodsOrder["status"]) => {
  const orderId = till.order._id
  if (status === "offramp_pending") return payingTheShop(till)
  if (status === "offramp_success") {
    if ((await readOrder(orderId)).status !== "offramp_pending") await payingTheShop(till)
    const paid = await fetch(widgetUrl(`/api/sandbox/buy-goods/${orderId}/payout-success`), { method: "POST" })
    if (paid.status !== 200) throw new Error(`the sandbox did not pay the shop: ${paid.status}`)
    return orderReaches(orderId, "offramp_success")
  }
  if (status === "transaction_invalid") {
    // Pending when the order takes it (the chain cannot tell yet), then mined: it pays another address.
    await automine(false)
    try {
      const hash = await till.wallet.send("0x2222222222222222222222222222222222222222", String(till.order.cryptoAmount))
      await confirmed(till, hash)
    } finally {
      await automine(true)
    }
    return orderReaches(orderId, "transaction_invalid")
  }
  throw new Error(`no arrangement reads the order as ${status}`)
}

/** The chart's read every 5 s: held when it leaves. */
const nextReadHeld = async (till: TillPath) => {
  till.read.arm()
  const until = Date.now() + 15_000
  while (!till.read.holding && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 250))
  if (!till.read.holding) throw new Error("the order was not read again within 15 s")
}

export const buyGoodsStatus: ChartReplay = {
  chart,
  open: async ({ page, memo }) => {
    await setOperatorSettings({ payoutSeconds: 0 })
    await openTillOrder(page, memo, "/buy-goods/status")
  },
  calls: { confirmOrder: "POST **/api/public/pay-widget/buy-goods/confirm-payment" },
  events: {
    "xstate.done.actor.loadOrder": async ({ event, memo }) => {
      const till = tillPath(memo)
      await moveTo(till, statusOf(event))
      await till.read.answer("go", { disarm: true })
    },
    // An order no one made: the page is opened for an unknown id, whose read the sandbox answers not found.
    "xstate.error.actor.loadOrder": async ({ page, memo }) => {
      await page.goto(widgetUrl(`/buy-goods/status?orderId=${crypto.randomUUID()}`))
      await tillPath(memo).read.answer("go", { disarm: true })
    },
    "xstate.after.statusPoll.buyGoodsStatus.waiting": async ({ memo }) => nextReadHeld(tillPath(memo)),
    "xstate.after.statusPoll.buyGoodsStatus.invalid": async ({ memo }) => nextReadHeld(tillPath(memo)),
    "xstate.done.actor.pollOrder": async ({ event, memo }) => {
      const till = tillPath(memo)
      await moveTo(till, statusOf(event))
      await till.read.answer("go", { disarm: true })
    },
    "xstate.error.actor.pollOrder": async ({ memo }) => tillPath(memo).read.answer("lost", { disarm: true }),
    "hash.change": typeHashInto(hashField),
    "hash.submit": async ({ page }) => confirmButton(page).click(),
    "xstate.done.actor.confirmOrder": async () => {},
    // Already processed: the same hash confirmed elsewhere first (another tab), and the order is read again (held);
    // refused: the hash of the transfer to another address, as typed.
    "xstate.error.actor.confirmOrder": async ({ event, memo }) => {
      if (tagOf(event.error) !== "OrderAlreadyProcessed") return
      await confirmed(tillPath(memo), String(memo.hash))
      tillPath(memo).read.arm()
    },
  },
  textOnPage: tillTextOnPage,
  buttons: { "hash.submit": confirmButton },
  screens: {
    '"loading"': (page) => heading(page, screenTitles.buyGoodsStatus),
    '"notFound"': (page) => heading(page, screenTitles.buyGoodsStatus),
    '"waiting"': (page) => heading(page, screenTitles.buyGoodsStatus),
    '"polling"': (page) => heading(page, screenTitles.buyGoodsStatus),
    '"invalid"': hashField,
    '"confirming"': hashField,
    '"final"': (page) => page.getByRole("button", { name: buyGoodsStatusLabels.newPayment }),
  },
}
