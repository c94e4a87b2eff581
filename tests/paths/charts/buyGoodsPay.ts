// Buy-goods' pay step (spec 2 §2 Buy-goods) at /buy-goods/pay?orderId=…: the till's order is made for a funded wallet
// through the amount screen's calls, and its read is held until the path says how it answers. The buyer pays from
// their own wallet app outside the widget (a real transfer on the sandbox's anvil) and gives the hash; the screen
// offers the hash and Confirm payment only (no wallet, no Pay, no Cancel: those paths are skipped with why).
import type { Page } from "@playwright/test"
import type { EventObject } from "xstate"
import { buyGoodsPayLabels } from "../../../schema/buyGoodsLabels.ts"
import { screenTitles } from "../../../schema/labels.ts"
import { widgetUrl } from "../../e2e/widget.ts"
import chart from "../../model/charts/buyGoodsPay.ts"
import type { ChartReplay } from "../mapping.ts"
import { tagOf } from "./amountActions.ts"
import { heading } from "./authScreens.ts"
import { answerOrderRead, confirmByApi, expiryUnreachable, noExpiry, paidOrder, typeHashInto } from "./cryptoOrders.ts"
import { openTillOrder, tillTextOnPage } from "./tillOrders.ts"

type ChartEvent = EventObject & Record<string, unknown>

const hashField = (page: Page) => page.getByRole("textbox", { name: buyGoodsPayLabels.hash })
const confirmButton = (page: Page) => page.getByRole("button", { name: buyGoodsPayLabels.confirm })

const noWallet = "buy-goods' pay screen (spec 2 §2 Buy-goods) offers the hash and Confirm payment only: no wallet"
const noCancel = "buy-goods' pay screen (spec 2 §2 Buy-goods) offers no Cancel order"

export const buyGoodsPay: ChartReplay = {
  chart,
  open: async ({ page, memo }) => openTillOrder(page, memo, "/buy-goods/pay"),
  calls: { confirmOrder: "POST **/api/public/pay-widget/buy-goods/confirm-payment" },
  events: {
    "xstate.done.actor.loadOrder": answerOrderRead,
    // An order no one made: the page is opened for an unknown id, whose read the sandbox answers not found.
    "xstate.error.actor.loadOrder": async ({ page, memo }) => {
      await page.goto(widgetUrl(`/buy-goods/pay?orderId=${crypto.randomUUID()}`))
      await paidOrder(memo).read.answer("go", { disarm: true })
    },
    "hash.change": typeHashInto(hashField),
    "hash.submit": async ({ page }) => confirmButton(page).click(),
    "xstate.done.actor.confirmOrder": async () => {},
    // Already processed: the same hash confirmed elsewhere first (another tab) before the page's call arrives;
    // refused: the hash of the transfer to another address, as typed.
    "xstate.error.actor.confirmOrder": async ({ event, memo }) => {
      if (tagOf(event.error) !== "OrderAlreadyProcessed") return
      const first = await confirmByApi(paidOrder(memo), String(memo.hash))
      if (first.status !== 200) throw new Error(`the first confirmation failed: ${JSON.stringify(first)}`)
    },
  },
  textOnPage: tillTextOnPage,
  unreachable: {
    "wallet.connected": `${noWallet} is connected there`,
    "wallet.disconnected": `${noWallet} is connected there`,
    pay: `${noWallet}'s Pay`,
    "xstate.done.actor.sendTransfer": `${noWallet} sends`,
    "xstate.error.actor.sendTransfer": `${noWallet} sends`,
    "manual.toggle": "buy-goods' pay screen always asks for the hash: there is no manual switch",
    cancel: noCancel,
    "cancel.keep": noCancel,
    "cancel.confirm": noCancel,
    "xstate.done.actor.cancelOrder": noCancel,
    "xstate.error.actor.cancelOrder": noCancel,
    ...expiryUnreachable("buyGoodsPay"),
    "xstate.error.actor.confirmOrder": (_, event) =>
      tagOf((event as ChartEvent).error) === "OrderNotPayable"
        ? `an order no longer payable when its hash arrives: ${noExpiry}, and buy-goods offers no Cancel`
        : undefined,
  },
  buttons: { "hash.submit": confirmButton },
  screens: {
    '"loading"': (page) => heading(page, screenTitles.buyGoodsPay),
    '"notFound"': (page) => heading(page, screenTitles.buyGoodsPay),
    '"ready"': hashField,
    '"confirming"': (page) => page.getByText(buyGoodsPayLabels.confirming, { exact: true }),
    // Paid, or no longer initiated: the order's status follows.
    '"done"': (page) => heading(page, screenTitles.buyGoodsStatus),
  },
}
