// Spec 2 §2, §4 (the next-step rule: not logged in, auth; then the ID check if required; then the details or Pay): a
// seller the off-ramp sent to sign in goes on, once signed in, where the journey goes, not through the amount at
// /offramp on the way. The journey keeps running while /offramp/auth and /offramp/otp show and moves on its own as
// the session gets the user; until it settles (the ID-check status is read), the code screen stays.
import { useRouteContext } from "@tanstack/react-router"
import { useSelector } from "@xstate/react"
import { type JourneyNext, withoutCode } from "../auth/routeTable.ts"
import type { Where } from "../routeTable.ts"
import { offrampRoute, offrampRouteView } from "./routeTable.ts"

export const useOfframpNext = (): ((where: Where) => JourneyNext) => {
  const { offramp, session } = useRouteContext({ from: "__root__" })
  const snapshot = useSelector(offramp.loaded()?.running(), (s) => s)
  const sessionLoading = useSelector(session, (s) => s.hasTag("loading"))
  return (where) => {
    if (snapshot === undefined) return undefined
    // The code's id stays behind on /offramp/otp.
    const journeyWhere = { pathname: where.pathname, search: withoutCode(where.search) }
    return offrampRoute(offrampRouteView(snapshot, sessionLoading), journeyWhere) ?? "wait"
  }
}
