// Spec 2 §2, §4 (the next-step rule: not logged in, auth; then the ID check if required; then the details or Pay): a
// seller the off-ramp sent to sign in goes on, once signed in, where the journey goes (screens/auth/journeyNext.ts).
import { useRouteContext } from "@tanstack/react-router"
import { useJourneyNext } from "../auth/journeyNext.ts"
import type { JourneyNext } from "../auth/routeTable.ts"
import type { Where } from "../routeTable.ts"
import { offrampRoute, offrampRouteView } from "./routeTable.ts"

export const useOfframpNext = (): ((where: Where) => JourneyNext) => {
  const { offramp } = useRouteContext({ from: "__root__" })
  return useJourneyNext(offramp.loaded()?.running(), (snapshot, sessionLoading, where) =>
    offrampRoute(offrampRouteView(snapshot, sessionLoading), where),
  )
}
