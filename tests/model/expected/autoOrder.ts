// The auto-order route as the spec states it (spec 1 §2 /auto-onramp, §4 Auto-order route; spec 2 §2 Auto-order: it
// reads the parameters and sends the user to the right step; the journey's steps are the journeys' own, registered
// as onramp (auto-order …) and offramp (auto-order …)). A configuration it cannot read starts the journey at the
// amount with the reason instead of in auto mode. Made for one link, as the registrations give it.
import type { AnyMachineSnapshot } from "xstate"
import { errors } from "../../../schema/messages.ts"
import { type ChartExpectations, goesTo, onEvent } from "../expectations.ts"

/** Spec 1 §2: the amount is a number; a link with another amount cannot be read as given. */
const readable = (query: string) => {
  const amount = new URLSearchParams(query).get("amount")
  return amount === null || /^\d+(\.\d+)?$/.test(amount)
}
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
    // The journey could not start: why, with a way on to the amount.
    '"failed"': { route: "/auto-onramp", mayShow: [errors.requestFailed] },
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
  ],
  leadsTo: [
    [
      {
        type: "xstate.error.actor.runJourney",
        error: { _tag: "ApiError", status: 0, body: { message: "Request failed" } },
      },
      '"failed"',
    ],
  ],
})
