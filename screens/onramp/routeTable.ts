// The on-ramp journey's routes (spec 1 §2): which route shows each state of machines/onramp.ts. Pure: the journey's
// route components follow it through screens/wiring/useChartRoute.ts.
import type { SnapshotFrom } from "xstate"
import type { onrampMachine } from "../../machines/onramp.ts"
import { kycLevelNeeded } from "../../machines/onrampContext.ts"
import type { KycLevel } from "../../schema/enums.ts"
import { type RouteTarget, topState, type Where } from "../routeTable.ts"

/** What the table reads of the journey. */
export interface OnrampRouteView {
  /** The chart's top-level state. */
  readonly state: string
  readonly orderId: string | undefined
  /** The ID check the offer needs, named in /onramp/kyc's query. */
  readonly kycLevel: KycLevel | undefined
  /** The session is finding out who the visitor is (a sign-in just ended): the journey waits for its user. */
  readonly sessionLoading: boolean
}

export const onrampRouteView = (
  snapshot: SnapshotFrom<typeof onrampMachine>,
  sessionLoading: boolean,
): OnrampRouteView => ({
  state: topState(snapshot.value),
  orderId: snapshot.context.orderId,
  kycLevel: kycLevelNeeded(snapshot.context),
  sessionLoading,
})

/** States the chart passes through on its own (a decision, the ID-check status): the address stays. */
const passing = ["afterAmount", "checkingKyc", "afterKycStatus"]

/** The route of the journey's state, keeping the integrator's query. Everything before the wallet (loading, the
 * amount, a refused link) is the amount at /, which replaces the address it corrects: a later step opened before
 * the journey has an offer leads there, and Back does not return to it. */
export const onrampRoute = (view: OnrampRouteView, where: Where): RouteTarget | undefined => {
  const { search } = where
  switch (view.state) {
    case "wallet":
    case "validatingWallet":
      return { to: "/wallet", search }
    case "verify":
      return view.sessionLoading ? undefined : { to: "/auth", search }
    case "kyc":
      return { to: "/onramp/kyc", search: view.kycLevel ? { ...search, level: view.kycLevel } : search }
    case "review":
    case "creating":
      return { to: "/swap", search }
    case "created":
      // Spec 1 §4: after creation the user goes to /ussd/{orderId} with the configuration carried along.
      return view.orderId ? { to: `/ussd/${view.orderId}`, search } : undefined
    default:
      return passing.includes(view.state) ? undefined : { to: "/", search, replace: true }
  }
}
