// The off-ramp journey as the spec states it (spec 2 §2 routes and screens, the next-step rule from the amount; §4
// off-ramp flow), for every chart registered over machines/offramp.ts.
import type { AnyMachineSnapshot } from "xstate"
import { errors } from "../../../schema/messages.ts"
import { fieldProblems } from "../../../schema/offrampFields.ts"
import { orderRefusals } from "../../../schema/onramp.ts"
import { offrampRoute, offrampRouteView } from "../../../screens/offramp/routeTable.ts"
import type { ChartExpectations, Meets } from "../expectations.ts"

interface AmountFacts {
  readonly quote: unknown
  readonly amount: string
  readonly currency: "local" | "crypto"
  readonly limits?: {
    readonly minCrypto: number
    readonly maxCrypto: number
    readonly minLocalCurrency: number
    readonly maxLocalCurrency: number
  }
}

/** Spec 2 §2: Next needs an offer; spec 2 §5: the amount inside the offer's limits. */
const nextAllowed = (snapshot: AnyMachineSnapshot) => {
  const { quote, amount, currency, limits } = snapshot.context as AmountFacts
  if (!quote || !limits) return false
  const [min, max] =
    currency === "local" ? [limits.minLocalCurrency, limits.maxLocalCurrency] : [limits.minCrypto, limits.maxCrypto]
  return Number(amount) >= min && Number(amount) <= max
}

/** The refusal of the details in the path tests: the mobile number is not one of the country. */
export const phoneRefused = fieldProblems.phone("Mobile number", "+254712345678")

/** The amount shows no offer, and why an order sent the user back (an expired offer). */
const amountTexts = [errors.noOffer, errors.requestFailed, orderRefusals.quoteExpired]
const waitingAmount: Meets = { route: "/offramp", mayShow: amountTexts, enabled: { next: false } }
/** Asking for an offer again, the page shows it is asking, not the failure of the last ask; why the journey came
 * back stays. */
const askingAmount: Meets = { route: "/offramp", mayShow: [orderRefusals.quoteExpired], enabled: { next: false } }
const quotedAmount = (snapshot: AnyMachineSnapshot): Meets => ({
  route: "/offramp",
  mayShow: amountTexts,
  enabled: { next: nextAllowed(snapshot) },
})
const detailsTexts = [
  fieldProblems.summary([phoneRefused]),
  errors.failedToValidateDetails,
  // Back from Pay after a failed creation: the pay step's failure is still shown on the details.
  errors.failedToCreateOrder,
]

export const offrampExpectations: ChartExpectations = {
  startRoute: "/offramp",
  routeOf: (snapshot, pathname) =>
    offrampRoute(offrampRouteView(snapshot as never, false), { pathname, search: {} })?.to,
  // Spec 2 §2 next-step rule: not signed in, auth; then the ID check if required; then the details if the offer has
  // required fields, else Pay. Back leads to the step before; a stale offer to the amount.
  moves: [
    "/offramp → /offramp/auth",
    "/offramp → /offramp/kyc",
    "/offramp → /offramp/create",
    "/offramp → /offramp/pay",
    "/offramp/auth → /offramp/kyc",
    "/offramp/auth → /offramp/create",
    "/offramp/auth → /offramp/pay",
    "/offramp/auth → /offramp",
    "/offramp/kyc → /offramp/create",
    "/offramp/kyc → /offramp/pay",
    "/offramp/kyc → /offramp",
    "/offramp/create → /offramp/pay",
    "/offramp/create → /offramp",
    "/offramp/pay → /offramp/create",
    "/offramp/pay → /offramp",
  ],
  states: {
    '"loading"': { route: "/offramp" },
    '"unavailable"': { route: "/offramp", mayShow: [errors.requestFailed] },
    // The maintenance notice is the amount screen's own (spec 2 §2).
    '"paused"': { route: "/offramp", enabled: { next: false } },
    '"misconfigured"': { route: "/offramp", mayShow: [errors.assetMisconfigured], enabled: { next: false } },
    '{"amount":"settling"}': waitingAmount,
    '{"amount":"quoting"}': askingAmount,
    '{"amount":"idle"}': waitingAmount,
    '{"amount":"failed"}': waitingAmount,
    '{"amount":"quoted"}': quotedAmount,
    '{"amount":{"quoted":"readingKyc"}}': quotedAmount,
    '{"amount":{"quoted":"ready"}}': quotedAmount,
    // Spec 2 §2 gives the sign-in (/offramp/auth), the ID check and the Pay step no Back: Telegram's own back button
    // only (the chart takes it there; the replay skips it).
    '"verify"': { route: "/offramp/auth" },
    '"checkingKyc"': { route: "stays" },
    '"kyc"': { route: "/offramp/kyc" },
    '{"details":"editing"}': { route: "/offramp/create", mayShow: detailsTexts, enabled: { back: true, next: false } },
    '{"details":"validating"}': { route: "/offramp/create", enabled: { next: false } },
    // Validated: Next: Pay.
    '{"details":"confirming"}': { route: "/offramp/create", enabled: { next: true, "details.edit": true } },
    '"pay"': (snapshot) => ({
      route: "/offramp/pay",
      mayShow: [errors.failedToCreateOrder, errors.requestFailed],
      // The order is made from the wallet that pays it: not before there is an address.
      enabled: { "order.create": (snapshot.context as { address: string }).address.trim() !== "" },
    }),
    '"creating"': { route: "/offramp/pay" },
    '"created"': { route: "/offramp/pay" },
  },
}
