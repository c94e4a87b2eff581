// The on-ramp order's status page (spec 2 §2, §4) at /swap-status?orderId=…, read by a visitor with the link (not
// signed in: the public read). Each read the page makes is held until the sandbox's order is where the path's
// answer says: the buyer confirms, the agent decides, the withdrawal is sent on the chain or fails, through the
// sandbox's own calls (tests/e2e/orders.ts), as a buyer and the sandbox agent would.
import { expect, type Page } from "@playwright/test"
import { errors } from "../../../schema/messages.ts"
import type { OnrampOrder } from "../../../schema/onrampModels.ts"
import { statusTitles, swapStatusLabels } from "../../../schema/swapStatusLabels.ts"
import { test } from "../../e2e/fixtures.ts"
import { confirmTransfer, decide, failWithdrawal, type MadeOrder, makeOrder, readOrder } from "../../e2e/orders.ts"
import { setOperatorSettings, widgetUrl } from "../../e2e/widget.ts"
import chart from "../../model/charts/swapStatus.ts"
import type { ChartReplay } from "../mapping.ts"

type OrderRead = Pick<OnrampOrder, "buySwap" | "withdrawal">

const server = () => widgetUrl("")
const orderOf = (memo: Record<string, unknown>) => memo.order as MadeOrder | undefined

/** Where an order stands, as far as the page's title goes: the swap, the withdrawal and whether it was sent. */
const standing = (order: OrderRead) =>
  `${order.buySwap.status}/${order.withdrawal.status}/${order.withdrawal.transactionHash ? "sent" : "unsent"}`

/** Moves the sandbox's order to where the path's read finds it, as the buyer, the agent and the chain would. */
const arrange = async (made: MadeOrder, wanted: OrderRead) => {
  const now = (await readOrder(server(), made.orderId)) as OrderRead
  if (standing(now) === standing(wanted)) return
  const swap = wanted.buySwap.status
  const withdrawal = wanted.withdrawal.status
  if (now.buySwap.status === "initiated") await confirmTransfer(server(), made)
  if (swap === "buyer_confirmed" && withdrawal === "pending") return
  if (swap === "seller_rejected") return void (await decide(server(), made, "seller-reject"))
  if (swap === "seller_confirmed" && withdrawal === "failed") return void (await failWithdrawal(server(), made))
  if (swap === "seller_confirmed" && withdrawal === "complete") {
    if (now.buySwap.status !== "seller_confirmed") await decide(server(), made, "seller-confirm")
    // The sandbox sends the crypto on its chain (anvil) by a job: up to 40 s on a loaded machine.
    test.info().setTimeout(test.info().timeout + 60_000)
    await expect
      .poll(async () => standing((await readOrder(server(), made.orderId)) as OrderRead), { timeout: 60_000 })
      .toBe(standing(wanted))
    return
  }
  // The agent's confirmation before the sending, and the sending before the chain confirms it, last a moment the
  // sandbox's job decides; an order expires 20 minutes after creation (spec 2 §9).
  throw new Error(`no sandbox call holds an order at ${standing(wanted)} for the page's read to find`)
}

const isNotFound = (error: unknown) => (error as { _tag?: string } | undefined)?._tag === "NotFound"

/** Spec 2 §4: polling stops at these; their titles. */
const finalTitles = [
  statusTitles.completed,
  statusTitles.transferFailed,
  statusTitles.agentRejected,
  statusTitles.expired,
  statusTitles.rejected,
]
// The status title (h1), whether or not the receipt modal that opens by itself hides the page from the reader.
const finalTitle = (page: Page) => page.locator("h1").filter({ hasText: new RegExp(`^(${finalTitles.join("|")})$`) })
const updating = (page: Page) => page.getByText(swapStatusLabels.updating, { exact: true })

/** The page has had this many answers to the order's rewards read (at least). */
const rewardsRead = (memo: Record<string, unknown>, count: number) =>
  expect
    .poll(() => (memo.rewardsRead as Array<unknown>).length, { message: `the rewards read ${count} times` })
    .toBeGreaterThanOrEqual(count)

export const swapStatus: ChartReplay = {
  chart,
  // The page opens on a new order of the path's buyer, or, when the path's first read is refused as not found, on
  // an order id the sandbox does not know (a mistyped link).
  open: async ({ page, email, rest, memo }) => {
    // The paths decide for the agent: the sandbox's own agent would confirm 15 s after the buyer.
    await setOperatorSettings({ agentConfirmSeconds: 0 })
    const unknown = rest[0]?.type === "xstate.error.actor.loadOrder" && isNotFound(rest[0].error)
    if (!unknown) memo.order = await makeOrder(server(), email)
    const orderId = orderOf(memo)?.orderId ?? `unknown-${Date.now()}`
    memo.rewardsRead = []
    page.on("response", (response) => {
      if (response.url().includes("/onramp/order-rewards/") && response.ok())
        (memo.rewardsRead as Array<unknown>).push(response.url())
    })
    await page.goto(widgetUrl(`/swap-status?orderId=${encodeURIComponent(orderId)}`))
  },
  calls: {
    // The public read of the order, at the first read and at each poll.
    loadOrder: "GET **/api/public/pay-widget/onramp/order/*",
  },
  events: {
    "xstate.done.actor.loadOrder": async ({ event, memo }) => {
      const made = orderOf(memo)
      if (!made) throw new Error("the page is on an order the sandbox does not know: no read of it succeeds")
      await arrange(made, event.output as OrderRead)
    },
    // Not found: the page is on an order id the sandbox does not know (open). A read of an order that exists is
    // never refused as not found, and a read that fails otherwise is a lost connection: the chart treats every
    // failed read alike (Order not found at the first, the next tick after).
    "xstate.error.actor.loadOrder": async ({ event, memo }) =>
      isNotFound(event.error) && !orderOf(memo) ? undefined : "lost",
    // The rewards read is not held (its answer changes no state): the page has had its answer.
    "xstate.done.actor.loadRewards": ({ memo }) => rewardsRead(memo, 1),
    "xstate.done.actor.rereadRewards": ({ memo }) => rewardsRead(memo, 2),
    retry: async ({ page }) => page.getByRole("button", { name: swapStatusLabels.tryAgain }).click(),
  },
  internal: {
    "xstate.after.statusPoll.swapStatus.watching.waiting": "the page's own 5 s poll (spec 2 §9)",
  },
  unreachable: {
    // The page offers copying (the transaction hash, a detail) only beside the order it shows.
    "detail.copy": (sentIn) =>
      sentIn?.matches("watching") ? undefined : "nothing is shown to copy before the order is read",
  },
  buttons: {
    retry: (page) => page.getByRole("button", { name: swapStatusLabels.tryAgain }),
  },
  screens: {
    '"loading"': (page) => page.getByRole("status").filter({ hasText: swapStatusLabels.loading }),
    '"notFound"': (page) => page.getByRole("alert").filter({ hasText: errors.orderNotFound }),
    '{"watching":"waiting"}': updating,
    '{"watching":"refreshing"}': updating,
    '{"watching":"settled"}': finalTitle,
    '{"watching":"finished"}': finalTitle,
  },
}
