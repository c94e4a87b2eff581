// Spec 1 §2 (the wallet screen: Next goes to KYC if required, else to Swap): a buyer the on-ramp sent to sign in goes
// on, once signed in, where the journey goes (the ID check or the review), not through the amount at / on the way.
// The journey keeps running while /auth and /otp show (screens/wiring/onramp.ts) and moves on its own as the session
// gets the user; until it settles (the ID-check status is read), the code screen stays.
import { useRouteContext } from "@tanstack/react-router"
import { useSelector } from "@xstate/react"
import { type JourneyNext, withoutCode } from "../auth/routeTable.ts"
import type { Where } from "../routeTable.ts"
import { onrampRoute, onrampRouteView } from "./routeTable.ts"

export const useOnrampNext = (): ((where: Where) => JourneyNext) => {
  const { onramp, session } = useRouteContext({ from: "__root__" })
  const snapshot = useSelector(onramp.running(), (s) => s)
  const sessionLoading = useSelector(session, (s) => s.hasTag("loading"))
  return (where) => {
    if (snapshot === undefined) return undefined
    // The code's id stays behind on /otp.
    const journeyWhere = { pathname: where.pathname, search: withoutCode(where.search) }
    return onrampRoute(onrampRouteView(snapshot, sessionLoading), journeyWhere) ?? "wait"
  }
}
