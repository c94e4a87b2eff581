// Spec 1 §2, spec 2 §2 and §4: a buyer or seller a journey sent to sign in goes on, once signed in, where that
// journey goes (the ID check, the review, the details), not through the amount on the way. The journey keeps
// running while the sign-in screens show and moves on its own as the session gets the user; until it settles (the
// ID-check status is read), the code screen stays.
import { useRouteContext } from "@tanstack/react-router"
import { useSelector } from "@xstate/react"
import type { AnyActorRef, SnapshotFrom } from "xstate"
import type { Where } from "../routeTable.ts"
import { type JourneyNext, withoutCode } from "./routeTable.ts"

/** Where the waiting journey goes next, by its own route table; undefined when no journey waits. */
export const useJourneyNext = <Journey extends AnyActorRef>(
  journey: Journey | undefined,
  routeOf: (snapshot: SnapshotFrom<Journey>, sessionLoading: boolean, where: Where) => JourneyNext,
): ((where: Where) => JourneyNext) => {
  const { session } = useRouteContext({ from: "__root__" })
  const snapshot = useSelector(journey, (s) => s)
  const sessionLoading = useSelector(session, (s) => s.hasTag("loading"))
  return (where) => {
    if (snapshot === undefined) return undefined
    // The code's id stays behind on the code route.
    const journeyWhere = { pathname: where.pathname, search: withoutCode(where.search) }
    return routeOf(snapshot, sessionLoading, journeyWhere) ?? "wait"
  }
}
