// The auto-order route (spec 1 §4): a signed-in user's link that names everything lands on the order by itself; a
// link it cannot read lands on the amount of its flow, which says why.
import type { Page } from "@playwright/test"
import { screenTitles } from "../../../schema/labels.ts"
import { signInThroughApi, tokenQuery, widgetUrl } from "../../e2e/widget.ts"
import type { ChartSpec } from "../../model/chart.ts"
import chart from "../../model/charts/autoOrder.ts"
import refusedChart from "../../model/charts/autoOrderRefused.ts"
import type { ChartReplay } from "../mapping.ts"
import { heading } from "./authScreens.ts"
import { preparing } from "./autoJourney.ts"

/**
 * The route's replay for a registration's link (`extra`: what a real order also needs), landing on `landed`. The
 * journey's `until` call is held: the journey is still running (it rests only once that call is answered).
 */
const autoOrderReplay = (
  registration: ChartSpec,
  { extra, until, landed }: { extra: string; until: string; landed: (page: Page) => ReturnType<Page["getByRole"]> },
): ChartReplay => ({
  chart: registration,
  open: async ({ page, email }) => {
    const { tokens } = await signInThroughApi(email)
    const link = new URLSearchParams(String(registration.input?.query)).toString()
    await page.goto(widgetUrl(`/auto-onramp?${link}${extra}&${tokenQuery(tokens)}`))
  },
  calls: {
    // The session's read of the signed-in user: its answer is session.ready.
    user: "GET **/api/private/auth/user first",
    runJourney: until,
  },
  events: {
    "session.ready": ({ release }) => release("user"),
    "xstate.done.actor.runJourney": async () => {},
  },
  unreachable: {
    // The real actor (screens/wiring/autoOrder.ts) waits for the journey to rest and answers its route; a journey's
    // own failure (an offer refused, a lost order call) rests on the amount with the reason
    // (tests/e2e/autoOrder.spec.ts). Only a journey that cannot start at all fails it: a defect, no user action.
    "xstate.error.actor.runJourney": "no user or sandbox action fails runJourney; tests/model walks the fallback",
  },
  screens: {
    '"waitingForSession"': preparing,
    '"running"': preparing,
    '"fallingBack"': preparing,
    '"landed"': landed,
  },
})

// The chart's link, with what a real order by M-Pesa also needs (the channel, the payer's phone); the journey's
// last call is the order.
export const autoOrder = autoOrderReplay(chart, {
  extra: "&paymentChannel=mobile_money&carrierCode=safaricom&phone=0712345678",
  until: "POST **/api/private/pay-widget/onramp/create-order",
  landed: (page) => heading(page, screenTitles.ussd),
})

// An off-ramp link with an amount that is no number: the off-ramp's amount, not in auto mode, rests once its
// catalogue is read.
export const autoOrderRefused = autoOrderReplay(refusedChart, {
  extra: "",
  until: "GET **/api/public/pay-widget/offramp/payment-channels*",
  landed: (page) => heading(page, screenTitles.offrampAmount),
})
