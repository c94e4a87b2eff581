// The off-ramp journey's routes (spec 2 §2): which route shows each state of machines/offramp.ts. Pure: the
// journey's route components follow it through screens/wiring/useChartRoute.ts.
import type { SnapshotFrom } from "xstate"
import type { offrampMachine } from "../../machines/offramp.ts"
import { kycLevelNeeded } from "../../machines/offrampContext.ts"
import type { KycLevel } from "../../schema/enums.ts"
import { type RouteTarget, type Search, topState, type Where } from "../routeTable.ts"

/** Spec 2 §2, off-ramp pay: the query of a created order's pay route. */
export interface OfframpPayQuery {
  readonly orderId: string
  readonly quoteId: string | undefined
  readonly amount: string
  readonly network: string | undefined
  readonly asset: string | undefined
  readonly countryIsoCode: string | undefined
  readonly paymentChannel: string | undefined
  readonly currency: string
}

/** What the table reads of the journey. */
export interface OfframpRouteView {
  /** The chart's top-level state. */
  readonly state: string
  /** The ID check the offer needs, named in /offramp/kyc's query. */
  readonly kycLevel: KycLevel | undefined
  /** The session is finding out who the visitor is (a sign-in just ended): the journey waits for its user. */
  readonly sessionLoading: boolean
  /** The order, once created. */
  readonly order: OfframpPayQuery | undefined
}

export const offrampRouteView = (
  snapshot: SnapshotFrom<typeof offrampMachine>,
  sessionLoading: boolean,
): OfframpRouteView => {
  const c = snapshot.context
  return {
    state: topState(snapshot.value),
    kycLevel: kycLevelNeeded(c),
    sessionLoading,
    order: c.orderId
      ? {
          orderId: c.orderId,
          quoteId: c.quote?.quoteId,
          amount: c.amount,
          network: c.network,
          asset: c.asset,
          countryIsoCode: c.country,
          paymentChannel: c.paymentChannel,
          currency: c.currency,
        }
      : undefined,
  }
}

/** States the chart passes through on its own (a decision, the ID-check status): the address stays. */
const passing = ["afterAmount", "checkingKyc", "afterKycStatus"]

/** The route of the journey's state, keeping the integrator's query. Everything before sign-in (loading, the
 * amount, a paused widget) is the amount at /offramp, which replaces the address it corrects: a later step opened
 * before the journey has an offer leads there, and Back does not return to it. */
export const offrampRoute = (view: OfframpRouteView, where: Where): RouteTarget | undefined => {
  const { search } = where
  switch (view.state) {
    case "verify":
      return view.sessionLoading ? undefined : { to: "/offramp/auth", search }
    case "kyc":
      return { to: "/offramp/kyc", search: view.kycLevel ? { ...search, level: view.kycLevel } : search }
    case "details":
      return { to: "/offramp/create", search }
    case "pay":
    case "creating":
      return { to: "/offramp/pay", search }
    case "created":
      // The order's own pay route: its chart takes over from the journey's.
      return { to: "/offramp/pay", search: view.order ? ({ ...search, ...view.order } as Search) : search }
    default:
      return passing.includes(view.state) ? undefined : { to: "/offramp", search, replace: true }
  }
}
