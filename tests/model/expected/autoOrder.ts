// The auto-order route as the spec states it (spec 1 §2 /auto-onramp, §4 Auto-order route; spec 2 §2 Auto-order: it
// reads the parameters and sends the user to the right step; the journey's steps are the journeys' own, registered
// as onramp (auto-order …) and offramp (auto-order …)). A configuration it cannot read starts the journey at the
// amount with the reason instead of in auto mode. "Any error falls back to the amount page": a journey that cannot
// even start lands on the amount of the link's flow too. Made for one link, as the registrations give it.
import { isDeepStrictEqual } from "node:util"
import type { AnyMachineSnapshot } from "xstate"
import type { JourneyStart } from "../../../machines/autoOrder.ts"
import { autoOrderRoute, autoOrderRouteView } from "../../../screens/autoOrder/routeTable.ts"
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

const here = "/auto-onramp"
/** The route the auto-order's route table shows a snapshot at, from /auto-onramp (undefined: stays). */
const routeOf = (snapshot: AnyMachineSnapshot, pathname: string) =>
  autoOrderRoute(autoOrderRouteView(snapshot), { pathname, search: {} })?.to
/** Where the user lands after a step, as the route table shows it: the journey's step replaces /auto-onramp. */
const landsAt = (after: AnyMachineSnapshot, path: string, why: string) => {
  const shown = routeOf(after, here)
  return shown === path ? undefined : `${why}: should show ${path}, shows ${shown ?? here}`
}

/**
 * `start`: the journey the link starts, written for the link (its flow, its parameters as read, the ones kept for a
 * signed link's check, whether it moves on by itself, and the reason shown on the amount when a parameter is refused).
 */
export const autoOrderExpectations = (link: string, start: JourneyStart): ChartExpectations => ({
  startRoute: here,
  routeOf,
  states: {
    // Tokens in the link may sign the visitor in: the journey waits for the session.
    '"waitingForSession"': { route: here, busy: true },
    '"running"': { route: here, busy: true },
    '"fallingBack"': { route: here, busy: true },
    '"landed"': {},
  },
  steps: [
    onEvent(
      "session.ready",
      ({ after, asked }) =>
        (readable(link)
          ? goesTo(after, '"running"', "the journey takes the steps itself")
          : (goesTo(after, '"fallingBack"', "the link cannot be read: the user takes over at the amount") ??
            (context(after).notice ? undefined : "the amount should say why") ??
            ("amount" in context(after).query ? "the refused amount should not be passed on" : undefined))) ??
        (asked.some((call) => call.id === "runJourney") ? undefined : "the journey of the link should start"),
    ),
    // The journey is started with what the link says (the fields of a journey's start; the chart may pass more).
    ({ asked }) => {
      for (const { id, input } of asked.filter((call) => call.id === "runJourney")) {
        const given = Object.fromEntries(
          Object.keys(start).map((key) => [key, (input as Record<string, unknown>)?.[key]]),
        )
        if (!isDeepStrictEqual(given, start))
          return `the journey should start with ${JSON.stringify(start)}, starts with ${JSON.stringify(given)} (${id})`
      }
      return undefined
    },
    // Where the journey rests is where the user lands, and the auto-order is over (a new visit starts a new one).
    onEvent(
      "xstate.done.actor.runJourney",
      ({ event, after }) =>
        goesTo(after, '"landed"', "the journey rested") ??
        landsAt(after, (event as unknown as { output: { path: string } }).output.path, "lands where the journey rests"),
    ),
    // Spec 2 §2: any error falls back to the amount page, also when the journey cannot start at all.
    onEvent(
      "xstate.error.actor.runJourney",
      ({ after }) =>
        goesTo(after, '"landed"', "any error falls back to the amount page") ??
        landsAt(after, amountPage(link), "any error falls back to the amount page"),
    ),
  ],
})
