// The auto-order route (spec 1 §4): a signed-in user's link that names everything lands on the order by itself.
import { autoOrderLabels, screenTitles } from "../../../schema/labels.ts"
import { signInThroughApi, tokenQuery, widgetUrl } from "../../e2e/widget.ts"
import chart from "../../model/charts/autoOrder.ts"
import type { ChartReplay } from "../mapping.ts"
import { heading } from "./authScreens.ts"

// The chart's link, with what a real order by M-Pesa also needs (the channel, the payer's phone).
const link = `/auto-onramp?${new URLSearchParams(String(chart.input?.query)).toString()}&paymentChannel=mobile_money&carrierCode=safaricom&phone=0712345678`

export const autoOrder: ChartReplay = {
  chart,
  open: async ({ page, email }) => {
    const { tokens } = await signInThroughApi(email)
    await page.goto(widgetUrl(`${link}&${tokenQuery(tokens)}`))
  },
  calls: {
    // The session's read of the signed-in user: its answer is session.ready.
    user: "GET **/api/private/auth/user first",
    // The journey's last call, the order: held, the journey is still running.
    runJourney: "POST **/api/private/pay-widget/onramp/create-order",
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
    '"waitingForSession"': (page) => page.getByRole("status").filter({ hasText: autoOrderLabels.preparing }),
    '"running"': (page) => page.getByRole("status").filter({ hasText: autoOrderLabels.preparing }),
    '"landed"': (page) => heading(page, screenTitles.ussd),
  },
}
