// Spec 1 §2 (the wallet screen: Next goes to KYC if required, else to Swap): a buyer the on-ramp sent to sign in goes
// on, once signed in, to the ID check or the review (screens/auth/journeyNext.ts).
import { useRouteContext } from "@tanstack/react-router"
import { useJourneyNext } from "../auth/journeyNext.ts"
import type { JourneyNext } from "../auth/routeTable.ts"
import type { Where } from "../routeTable.ts"
import { onrampRoute, onrampRouteView } from "./routeTable.ts"

export const useOnrampNext = (): ((where: Where) => JourneyNext) => {
  const { onramp } = useRouteContext({ from: "__root__" })
  return useJourneyNext(onramp.running(), (snapshot, sessionLoading, where) =>
    onrampRoute(onrampRouteView(snapshot, sessionLoading), where),
  )
}
