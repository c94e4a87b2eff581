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
    // The real actor (screens/wiring/autoOrder.ts, runJourney) fails only if a journey cannot start at all (a
    // defect, no user or sandbox action): it waits for the journey to rest and answers its route, and a journey's
    // failure (an offer refused, a lost order call) already rests on the amount with the reason
    // (tests/e2e/autoOrder.spec.ts). The chart's fallback to the amount is walked by tests/model only.
    "xstate.error.actor.runJourney": async () => {
      throw new Error("no user or sandbox action fails runJourney: a journey that cannot start is a defect")
    },
  },
  screens: {
    '"waitingForSession"': (page) => page.getByRole("status").filter({ hasText: autoOrderLabels.preparing }),
    '"running"': (page) => page.getByRole("status").filter({ hasText: autoOrderLabels.preparing }),
    '"landed"': (page) => heading(page, screenTitles.ussd),
  },
}
