import { quoteLoopMachine } from "../../../machines/quoteLoop.ts"
import { defineChart } from "../chart.ts"
import { quoteLoopExpectations } from "../expected/quoteLoop.ts"
import { failures, offers } from "../fixtures.ts"

const request = { countryIsoCode: "KE", amount: 20 }
const quotedAt = 1_000

export default defineChart({
  name: "quoteLoop",
  machine: quoteLoopMachine,
  // A fixed clock: the quote's arrival time is part of what the path promises.
  input: { request, now: () => quotedAt },
  events: [
    { type: "xstate.done.actor.fetchOffer", output: offers.small },
    { type: "xstate.error.actor.fetchOffer", error: failures.requestFailed },
    { type: "quote.typed", request: { ...request, amount: 25 } },
    { type: "quote.typed", request: undefined },
    { type: "quote.changed", request },
    { type: "quote.changed", request: undefined },
    { type: "xstate.after.amountDebounce.quoteLoop.settling" },
    { type: "xstate.after.quoteRefresh.quoteLoop.quoted" },
  ],
  expectations: quoteLoopExpectations(quotedAt),
})
