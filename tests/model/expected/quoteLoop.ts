// The quote loop of the amount steps as the spec states it (spec 1 §9 and spec 2 §9: typing settles for 300 ms, the
// offer is fetched again every 30 s; spec 2 §5: no fetch while the choices make no request), for every chart
// registered over machines/quoteLoop.ts. It shows nothing itself: the journey invoking it does (their expectations).
import type { AnyMachineSnapshot } from "xstate"
import { type ChartExpectations, goesTo, onEvent } from "../expectations.ts"

const requestOf = (event: unknown) => (event as { request?: unknown }).request
const asked = (snapshot: AnyMachineSnapshot) => (snapshot.context as { request?: unknown }).request

export const quoteLoopExpectations = (now: number): ChartExpectations => ({
  // Working while typing settles and while the offer is asked for; failed only once the offer call failed.
  states: {
    '"settling"': { busy: true, showsFailure: false },
    '"idle"': { busy: false, showsFailure: false },
    '"fetching"': { busy: true, showsFailure: false },
    '"quoted"': { busy: false, showsFailure: false },
    '"failed"': { busy: false, showsFailure: true },
  },
  steps: [
    // Typing waits until it settles; a choice asks at once, or nothing while there is no request.
    onEvent("quote.typed", ({ after }) => goesTo(after, '"settling"', "typing settles first")),
    onEvent("quote.changed", ({ event, after }) =>
      requestOf(event) === undefined
        ? goesTo(after, '"idle"', "no request, no fetch")
        : goesTo(after, '"fetching"', "a choice asks at once"),
    ),
    (step) =>
      step.event.type.startsWith("xstate.after.amountDebounce")
        ? asked(step.after) === undefined
          ? goesTo(step.after, '"idle"', "settled on no request")
          : goesTo(step.after, '"fetching"', "settled: the offer is fetched")
        : undefined,
    (step) =>
      step.event.type.startsWith("xstate.after.quoteRefresh")
        ? goesTo(step.after, '"fetching"', "refreshed every 30 s")
        : undefined,
    // The countdown to the next refresh starts when the quote arrives.
    onEvent(
      "xstate.done.actor.fetchOffer",
      ({ after }) =>
        goesTo(after, '"quoted"', "an offer") ??
        ((after.context as { quotedAt?: number }).quotedAt === now ? undefined : "the quote's arrival is kept"),
    ),
    onEvent("xstate.error.actor.fetchOffer", ({ after }) => goesTo(after, '"failed"', "no offer")),
  ],
})
