// The auto-order route as the spec states it (spec 1 §2 /auto-onramp, §4 Auto-order route; spec 2 §2 Auto-order: it
// reads the parameters and sends the user to the right step; the journey's steps are the journeys' own, registered
// as onramp (auto-order …) and offramp (auto-order …)). A configuration it cannot read starts the journey at the
// amount with the reason instead of in auto mode. "Any error falls back to the amount page": a journey that cannot
// even start lands on the amount of the link's flow too. Made for one link, as the registrations give it.
import type { AnyMachineSnapshot } from "xstate"
import { type ChartExpectations, goesTo, onEvent } from "../expectations.ts"

/** Spec 1 §2: the amount is a number; a link with another amount cannot be read as given. */
const readable = (query: string) => {
  const amount = new URLSearchParams(query).get("amount")
  return amount === null || /^\d+(\.\d+)?$/.test(amount)
}
/** Spec 1 §2: the on-ramp amount is /, the off-ramp amount /offramp; a link is on-ramp unless it says otherwise. */
const amountPage = (query: string) => (new URLSearchParams(query).get("flow") === "offramp" ? "/offramp" : "/")
const context = (snapshot: AnyMachineSnapshot) =>
  snapshot.context as { path?: string; notice?: string; query: Record<string, string> }

export const autoOrderExpectations = (link: string): ChartExpectations => ({
  startRoute: "/auto-onramp",
  states: {
    // Tokens in the link may sign the visitor in: the journey waits for the session.
    '"waitingForSession"': { route: "/auto-onramp", busy: true },
    '"running"': { route: "/auto-onramp", busy: true },
    '"fallingBack"': { route: "/auto-onramp", busy: true },
    '"landed"': {},
  },
  steps: [
    onEvent("session.ready", ({ after }) =>
      readable(link)
        ? goesTo(after, '"running"', "the journey takes the steps itself")
        : (goesTo(after, '"fallingBack"', "the link cannot be read: the user takes over at the amount") ??
          (context(after).notice ? undefined : "the amount should say why") ??
          ("amount" in context(after).query ? "the refused amount should not be passed on" : undefined)),
    ),
    // Where the journey rests is where the user lands.
    onEvent(
      "xstate.done.actor.runJourney",
      ({ event, after }) =>
        goesTo(after, '"landed"', "the journey rested") ??
        (context(after).path === (event as unknown as { output: { path: string } }).output.path
          ? undefined
          : "lands where the journey rests"),
    ),
    // Spec 2 §2: any error falls back to the amount page, also when the journey cannot start at all.
    onEvent(
      "xstate.error.actor.runJourney",
      ({ after }) =>
        goesTo(after, '"landed"', "any error falls back to the amount page") ??
        (context(after).path === amountPage(link) ? undefined : `lands on the amount page ${amountPage(link)}`),
    ),
  ],
})
