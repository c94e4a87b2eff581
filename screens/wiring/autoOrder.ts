// The auto-order chart with its one actor: it starts the flow's journey in auto mode, as the wiring keeps it for
// the journey's routes, and answers the route of the step where the journey rests (nothing loading). The chart
// hears when the session knows whether the visitor is signed in.
import { createActor, fromPromise, type SnapshotFrom, waitFor } from "xstate"
import { autoOrderMachine, type JourneyStart } from "../../machines/autoOrder.ts"
import { offrampRoute, offrampRouteView } from "../offramp/routeTable.ts"
import { onrampRoute, onrampRouteView } from "../onramp/routeTable.ts"
import { inspection } from "./inspect.ts"
import type { OfframpFlow } from "./offramp.ts"
import type { OnrampFlow } from "./onramp.ts"
import type { SessionActor } from "./session.ts"

type OfframpSnapshot = SnapshotFrom<ReturnType<OfframpFlow["start"]>>
type OnrampSnapshot = SnapshotFrom<ReturnType<OnrampFlow["start"]>>

interface Journeys {
  readonly onramp: OnrampFlow
  readonly offramp: OfframpFlow
  readonly session: SessionActor
}

const rest = { timeout: Number.POSITIVE_INFINITY }

// The route of the step where a journey rests, from the journey's own table (the session is settled by then; the
// auto-order route adds the query when it goes there).
const nowhere = { pathname: "/auto-onramp", search: {} }
const offrampPathOf = (s: OfframpSnapshot) => offrampRoute(offrampRouteView(s, false), nowhere)?.to
const onrampPathOf = (s: OnrampSnapshot) => onrampRoute(onrampRouteView(s, false), nowhere)?.to

const runJourney = ({ onramp, offramp }: Journeys) =>
  fromPromise<{ readonly path: string }, JourneyStart>(async ({ input }) => {
    const mode = { auto: input.auto, notice: input.notice }
    if (input.flow === "offramp") {
      const journey = offramp.start(input.config, mode)
      const rested = await waitFor(journey, (s) => !s.hasTag("loading") && offrampPathOf(s) !== undefined, rest)
      return { path: offrampPathOf(rested) ?? "/offramp" }
    }
    const journey = onramp.start({ ...input.config, query: input.query }, mode)
    // A failure's reason is shown where the journey is at once, even while it asks again (a new offer after a refused
    // address or a stale one, the review's fields after an order in progress): spec 2 §2, any error falls back to
    // the amount page; spec 1 §4, the swap screen on failure. Waiting for the new answer kept "preparing" up.
    const tells = (s: OnrampSnapshot) => s.context.error !== undefined || s.context.returnNotice !== undefined
    const rested = await waitFor(
      journey,
      (s) => (!s.hasTag("loading") || tells(s)) && onrampPathOf(s) !== undefined,
      rest,
    )
    return { path: onrampPathOf(rested) ?? "/" }
  })

const settled = (s: ReturnType<SessionActor["getSnapshot"]>) => s.matches("anonymous") || s.matches("signedIn")

const start = (journeys: Journeys, query: string) => {
  const actor = createActor(autoOrderMachine.provide({ actors: { runJourney: runJourney(journeys) } }), {
    input: { query },
    ...inspection,
  }).start()
  const session = journeys.session.subscribe((s) => {
    if (settled(s)) actor.send({ type: "session.ready" })
  })
  if (settled(journeys.session.getSnapshot())) actor.send({ type: "session.ready" })
  actor.subscribe({ complete: () => session.unsubscribe() })
  return actor
}

export type AutoOrderActor = ReturnType<typeof start>

let current: { readonly journeys: Journeys; readonly query: string; readonly actor: AutoOrderActor } | undefined

/** The auto-order of this link, started once however often its route renders; a new visit starts a new one. */
export const ensureAutoOrder = (journeys: Journeys, query: string): AutoOrderActor => {
  const same = current?.journeys === journeys && current.query === query
  if (current && same && current.actor.getSnapshot().status === "active") return current.actor
  current?.actor.stop()
  const actor = start(journeys, query)
  current = { journeys, query, actor }
  return actor
}
