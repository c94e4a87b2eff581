// The on-ramp order in progress (spec 2 §2 /ussd/{orderId}), one mapping for every payment flow's registration: a
// real order of a fresh buyer in the market whose flow the registration reads (tests/e2e/ussdOrders.ts: a payment
// prompt in Kenya, an OTP in Ghana, a USSD code with the SIM PIN on Kenyan Airtel, a bank's payment page in Nigeria),
// its page opened in the app from the amount screen's order-in-progress banner (so going back is leaving in the app,
// which asks). What a read or a call on the swap finds is arranged through the widget's own calls before the held
// call goes on (the buyer's other tab confirming, cancelling or sending the prompt); the OTP is the one the sandbox
// mails. What differs per flow is the market, the integrator's query and what the device did before (UssdFlow).
import { expect, type Page } from "@playwright/test"
import { screens, screenTitles } from "../../../schema/labels.ts"
import { errors, notices } from "../../../schema/messages.ts"
import { swapProblems } from "../../../schema/swaps.ts"
import { transferTexts } from "../../../schema/transferTexts.ts"
import { ussdLabels } from "../../../schema/ussdLabels.ts"
import { markets, orderIn, outbox } from "../../e2e/ussdOrders.ts"
import { signInThroughApi, tokenQuery, widgetUrl } from "../../e2e/widget.ts"
import type { ChartSpec } from "../../model/chart.ts"
import chart from "../../model/charts/ussdTransfer.ts"
import { freshEmail } from "../../support/signIn.ts"
import type { ChartReplay, Replay } from "../mapping.ts"

type Order = Awaited<ReturnType<typeof orderIn>>
type Event = { readonly type: string } & Record<string, unknown>

const orderOf = (memo: Record<string, unknown>) => memo.order as Order

/** A call on the order's swap as the page makes it, from the buyer's other tab. */
const onSwap = async (order: Order, call: "confirm" | "init-transfer", body: unknown) => {
  const swapId = (await order.read()).buySwap._id as string
  const answer = await fetch(widgetUrl(`/api/private/swaps/buy/${swapId}/${call}`), {
    method: "POST",
    headers: { "content-type": "application/json", "x-web": "1", authorization: `Bearer ${order.tokens.accessToken}` },
    body: JSON.stringify(body),
  })
  if (!answer.ok) throw new Error(`${call} was refused: ${answer.status} ${await answer.text()}`)
}

/** The order as the path's read finds it: still open (a prompt sent before, or not), cancelled or confirmed. */
const arrangeRead = async (order: Order, event: Event) => {
  const swap = (event.output as { order: { buySwap: { status: string; lastTransferAttemptAt: string | null } } }).order
    .buySwap
  if (swap.status === "buyer_rejected") await onSwap(order, "confirm", { confirm: false })
  else if (swap.status === "buyer_confirmed") await onSwap(order, "confirm", { confirm: true })
  else if (swap.lastTransferAttemptAt !== null) await onSwap(order, "init-transfer", {})
}

const errorOf = (event: Event) => event.error as { _tag?: string; message?: string } | undefined
const alreadyProcessed = (event: Event) => errorOf(event)?._tag === "OrderAlreadyProcessed"

/** A button by its whole text, found in the page even while a dialog hides the rest from the accessibility tree. */
const button = (name: string) => (page: Page) =>
  page.locator("button").filter({ hasText: new RegExp(`^${name.replace(/[()]/g, "\\$&")}$`) })
const leaveDialog = (page: Page) => page.getByRole("dialog", { name: ussdLabels.leaveTitle })
const heading = (name: string) => (page: Page) => page.getByRole("heading", { name, exact: true })

/** Pressed Back, the browser's address already shows the page left while the question waits for the answer: the
 * back step has happened (popstate cannot be held back) and the router undoes it only if the buyer stays. */
let backAsking = false

/** The order's page is the written '/ussd/order-1' with the sandbox's own order id (or, while the question asked on
 * Back waits, the page the buyer came from). */
const routeOnPage = (written: string, pathname: string) =>
  written === "/ussd/order-1"
    ? /^\/ussd\/[^/]+$/.test(pathname) || (backAsking && pathname === "/")
    : pathname === written

const expiry =
  "no sandbox call expires an order: it expires 20 minutes after it was made (spec 2 §9), longer than a path may take"

/** The code the sandbox mailed for the OTP (the provider's SMS in the sandbox), once the transfer was started. */
const mailedCode = async (order: Order) => {
  let code: string | undefined
  await expect
    .poll(async () => {
      code = (await outbox(order.email)).findLast((message) => message.subject === "Your payment code")?.code
      return code
    })
    .toBeTruthy()
  return code as string
}

/** The code the buyer types: the mailed one, or another where the path's answer is that the code is not correct. */
const codeToType = async ({ rest, memo }: Replay) => {
  const code = await mailedCode(orderOf(memo))
  const answer = rest.find((event) => event.type.endsWith(".actor.verifyOtp")) as Event | undefined
  const wrong = answer !== undefined && errorOf(answer)?.message === swapProblems.wrongCode
  return wrong ? `${code.slice(0, -1)}${(Number(code.slice(-1)) + 1) % 10}` : code
}

/** What makes a registration's order and page: its market's flow, the integrator's query, and what the device did
 * before the path begins. */
export interface UssdFlow {
  readonly chart: ChartSpec
  readonly market: keyof typeof markets
  /** Added to the widget's query (`&noRedirect=true`). */
  readonly query?: string
  /** What the buyer's device did with the order before the path opens its page. */
  readonly before?: (order: Order, replay: Replay) => Promise<void>
}

/** The button that starts the transfer in each flow: the prompt's, the code's resend, the payment page's; a retry
 * counting down reads 'Resend prompt (0:59)'. */
const startButton = (page: Page) =>
  page.locator("button").filter({
    hasText: new RegExp(
      `^(${[transferTexts.sendPrompt, ussdLabels.resendPrompt, ussdLabels.resendCode, ussdLabels.goToPayment].join("|")})( \\(.*\\))?$`,
    ),
  })

/** The sandbox's payment page the redirect flow opens (its Pay button). */
const paymentPage = (page: Page) => page.getByRole("button", { name: /^Pay / })

export const ussdTransferReplay = ({ chart, market, query = "", before }: UssdFlow): ChartReplay => ({
  chart,
  open: async (replay) => {
    const { page, rest, memo } = replay
    backAsking = false
    // The first read failing: the page of an order the sandbox does not know.
    if (rest[0]?.type === "xstate.error.actor.loadOrder") {
      const { tokens } = await signInThroughApi(freshEmail("paths-ussd-none"))
      await page.goto(widgetUrl(`/ussd/no-such-order?network=CELO&${tokenQuery(tokens)}`))
      return
    }
    const order = await orderIn(market)
    memo.order = order
    await before?.(order, replay)
    const country = markets[market].countryIsoCode
    await page.goto(
      widgetUrl(`/?network=CELO&asset=CUSD&countryIsoCode=${country}${query}&${tokenQuery(order.tokens)}`),
    )
    // The banner's Open, pressed again if the first press came before the page took it (seen on a cold server).
    const open = page
      .getByRole("status")
      .filter({ hasText: notices.orderInProgress })
      .getByRole("link", { name: screens.open })
    await expect(async () => {
      await open.click()
      await expect(page).toHaveURL(/\/ussd\//, { timeout: 3_000 })
    }).toPass()
  },
  routeOnPage,
  calls: {
    loadOrder: "GET **/pay-widget/onramp/order/*",
    initTransfer: "POST **/api/private/swaps/buy/*/init-transfer",
    confirmSwap: "POST **/api/private/swaps/buy/*/confirm",
    verifyOtp: "POST **/api/private/swaps/buy/*/verify-otp",
    setRedirected: "POST **/onramp/order/set-redirected",
  },
  events: {
    "xstate.done.actor.loadOrder": async ({ event, memo }) => arrangeRead(orderOf(memo), event),
    // The first read of an unknown order is refused by the sandbox (opened so); a later read is lost on the way
    // (the chart retries any failed read at the next tick alike, and the sandbox never forgets an order).
    "xstate.error.actor.loadOrder": async ({ memo }) => (memo.order ? "lost" : undefined),
    reload: async ({ page }) => button(screens.reload)(page).click(),
    "transfer.start": async ({ page }) => startButton(page).click(),
    "xstate.done.actor.initTransfer": async () => {},
    "xstate.error.actor.initTransfer": async ({ event, memo }) => {
      if (!alreadyProcessed(event)) return "lost"
      await onSwap(orderOf(memo), "confirm", { confirm: true })
    },
    "order.confirm": async ({ page }) => button(ussdLabels.iTransferred)(page).click(),
    "order.cancel": async ({ page }) => button(ussdLabels.cancelOrder)(page).click(),
    "xstate.done.actor.confirmSwap": async () => {},
    // Already processed: the buyer's other tab confirmed the order first.
    "xstate.error.actor.confirmSwap": async ({ memo }) => onSwap(orderOf(memo), "confirm", { confirm: true }),
    "status.show": async ({ page }) => button(ussdLabels.showStatus)(page).click(),
    // Back in the browser's history: the app's navigation away, which asks first (or leaves, handed off to pay).
    "leave.request": async ({ page }) => {
      await page.goBack()
      backAsking = true
    },
    // Stay answers the question, asked first on Back when it is not showing yet.
    "leave.stay": async ({ page }) => {
      if ((await leaveDialog(page).count()) === 0) await page.goBack()
      await leaveDialog(page).getByRole("button", { name: ussdLabels.stay }).click()
      backAsking = false
    },
    // The buyer answers the question (asked first on Back when it is not showing yet); handed off to pay, Back leaves
    // without asking.
    "leave.confirm": async ({ page }) => {
      if ((await leaveDialog(page).count()) === 0) await page.goBack()
      backAsking = true
      const leave = leaveDialog(page).getByRole("button", { name: ussdLabels.leaveAndCancel })
      await leave.or(heading(screenTitles.onrampAmount)(page)).first().waitFor()
      if (await leave.isVisible()) await leave.click()
    },
    "detail.copy": async ({ page }) => button(ussdLabels.copy("Reference"))(page).click(),
    // The OTP flow: the code typed digit by digit (the mailed one, or a wrong one where the path's answer says so).
    "otp.change": async (replay) => {
      const code = await codeToType(replay)
      await replay.page.getByRole("textbox", { name: "Digit 1 of 6" }).click()
      await replay.page.keyboard.type(code)
    },
    "otp.verify": async ({ page }) => button(ussdLabels.verifyCode)(page).click(),
    "xstate.done.actor.verifyOtp": async () => {},
    // Not correct: the code typed was wrong; already processed: the buyer's other tab cancelled first (confirming
    // needs the code); no server message: the call is lost.
    "xstate.error.actor.verifyOtp": async ({ event, memo }) => {
      if (alreadyProcessed(event)) await onSwap(orderOf(memo), "confirm", { confirm: false })
      else if (errorOf(event)?.message !== swapProblems.wrongCode) return "lost"
    },
    // A USSD code with the SIM PIN: the PIN field and the code's Dial (the dialer opens beside the page).
    "pin.change": async ({ page }) => page.getByRole("textbox", { name: ussdLabels.simPin }).fill("1234"),
    "ussd.dial": async ({ page }) => button(ussdLabels.dialWithPin)(page).click(),
    // The redirect flow: recording the buyer went to pay (held, or lost: the page opens all the same), back from
    // the payment page through the browser's history, and noRedirect's question closed.
    "xstate.done.actor.setRedirected": async () => {},
    "xstate.error.actor.setRedirected": async () => "lost",
    "page.restored": async ({ page }) => page.goBack(),
    "redirect.close": async ({ page }) =>
      page
        .getByRole("dialog", { name: ussdLabels.redirectRequired })
        .getByRole("button", { name: screens.close })
        .click(),
  },
  internal: {
    "xstate.after.ussdOrderRefetch.ussdTransfer.active.ready.waiting": "the page's own read every 3 s",
    "cooldown.over": "the page's own timer, once a sent prompt's or code's cooldown is over",
  },
  unreachable: {
    "detail.copy": (sentIn) =>
      (sentIn?.context as { order?: unknown } | undefined)?.order
        ? undefined
        : "no detail to copy before the order is read",
    "xstate.error.actor.confirmSwap": (_sentIn, event) =>
      (event as Event).error && errorOf(event as Event)?.message?.includes("expired") ? expiry : undefined,
    "xstate.done.actor.confirmSwap": (sentIn, event) =>
      JSON.stringify(sentIn?.value) === '{"active":"cancelling"}' &&
      (event as { output?: { status?: string } }).output?.status !== "buyer_rejected"
        ? "the sandbox answers Cancel Order with the swap rejected, never confirmed"
        : undefined,
    "redirect.close": (sentIn) =>
      (sentIn?.context as { redirectRequired?: boolean } | undefined)?.redirectRequired
        ? undefined
        : "the Redirect required question is not showing: there is nothing to close",
    "page.hide":
      "the page is gone once hidden for good: nothing is left on it to check (tests/e2e/ussd.spec.ts checks the cancel it sends as it unloads)",
  },
  buttons: {
    reload: button(screens.reload),
    "order.confirm": button(ussdLabels.iTransferred),
    "order.cancel": button(ussdLabels.cancelOrder),
    "status.show": button(ussdLabels.showStatus),
    "transfer.start": startButton,
    "otp.verify": button(ussdLabels.verifyCode),
  },
  screens: {
    '"loading"': (page) => page.getByText(screens.loading, { exact: true }),
    '"notFound"': (page) => page.getByRole("alert").filter({ hasText: errors.orderNotFound }),
    '{"active":{"ready":"waiting"}}': button(ussdLabels.iTransferred),
    '{"active":{"ready":"reading"}}': button(ussdLabels.iTransferred),
    '{"active":"confirming"}': button(ussdLabels.iTransferred),
    '{"active":"cancelling"}': button(ussdLabels.cancelOrder),
    '{"active":"transferring"}': button(ussdLabels.iTransferred),
    '{"active":"verifyingOtp"}': button(ussdLabels.verifyCode),
    '"redirected"': paymentPage,
    '"leaving"': leaveDialog,
    '"left"': heading(screenTitles.onrampAmount),
    '"closed"': heading(ussdLabels.rejectedTitle),
    '"statusPage"': heading(screenTitles.swapStatus),
  },
})

/** The payment prompt (stk_push, Safaricom in Kenya). */
export const ussdTransfer = ussdTransferReplay({ chart, market: "prompt" })
