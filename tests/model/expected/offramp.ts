// The off-ramp journey as the spec states it (spec 2 §2 routes and screens, the next-step rule from the amount; §4
// off-ramp flow), for every chart registered over machines/offramp.ts.
import type { AnyMachineSnapshot } from "xstate"
import { errors } from "../../../schema/messages.ts"
import { fieldProblems } from "../../../schema/offrampFields.ts"
import { orderRefusals } from "../../../schema/onramp.ts"
import { offrampRoute, offrampRouteView } from "../../../screens/offramp/routeTable.ts"
import { type ChartExpectations, callsCarry, type Meets } from "../expectations.ts"

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
/** Typing or a new choice: the offer shown is for what was there before, and the offer box shows it is working (its
 * aria-busy; the auto-order waits meanwhile) until the new one comes. */
const settlingAmount: Meets = { ...waitingAmount, busy: true, showsFailure: false }
/** Asking for an offer again, the page shows it is asking, not the failure of the last ask; why the journey came
 * back stays. */
const askingAmount: Meets = {
  route: "/offramp",
  mayShow: [orderRefusals.quoteExpired],
  enabled: { next: false },
  busy: true,
  showsFailure: false,
}
/** Spec 2 §5: no offer is asked for until every choice is made and the amount is a number: the amount waits for
 * the user, nothing is being asked. */
const idleAmount: Meets = { ...waitingAmount, busy: false, showsFailure: false }
/** Spec 2 §2 No offer, §7 offer answer: the ask failed, the screen says so (the no-offer message or the failure's);
 * nothing is being asked. */
const failedAmount: Meets = { ...waitingAmount, busy: false, showsFailure: true }
const quotedAmount = (snapshot: AnyMachineSnapshot): Meets => ({
  route: "/offramp",
  mayShow: amountTexts,
  enabled: { next: nextAllowed(snapshot) },
  busy: false,
  showsFailure: false,
})
interface Choices {
  readonly country?: string
  readonly paymentChannel?: string
  readonly network?: string
  readonly asset?: string
  readonly currency: "local" | "crypto"
  readonly amount: string
  readonly auto: boolean
}
/** Spec 2 §5: the offer is asked for only with a payment channel, a country, a numeric amount, a network and an
 * asset; §7: best-offer carries them with the amount's currency. An amount breaking §5's rules (its bounds, more than
 * 2 decimals, cents in local currency) is left unchecked here: the amount rules have their own tests. */
const offerAsked = (snapshot: AnyMachineSnapshot) => {
  const { country, paymentChannel, network, asset, currency, amount } = snapshot.context as Choices
  const typed = amount.trim()
  if (!country || !paymentChannel || !network || !asset || typed === "" || !Number.isFinite(Number(typed)))
    return { request: undefined }
  const { limits } = snapshot.context as AmountFacts
  const [min, max] = !limits
    ? [0, Number.POSITIVE_INFINITY]
    : currency === "local"
      ? [limits.minLocalCurrency, limits.maxLocalCurrency]
      : [limits.minCrypto, limits.maxCrypto]
  const wellFormed = (currency === "local" ? /^\d+$/ : /^\d+(\.\d{1,2})?$/).test(typed)
  if (!wellFormed || Number(typed) < min || Number(typed) > max) return undefined
  return { request: { countryIsoCode: country, paymentChannel, network, asset, currency, amount: Number(typed) } }
}

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
    '{"amount":"settling"}': settlingAmount,
    '{"amount":"quoting"}': askingAmount,
    '{"amount":"idle"}': idleAmount,
    '{"amount":"failed"}': failedAmount,
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
  steps: [
    callsCarry((id, { after }) => (id === "quote" ? offerAsked(after) : undefined)),
    // Spec 2 §2 auto-order: an amount that cannot be quoted, or no offer for it, is where the user takes over: a later
    // offer does not move the journey on by itself.
    (step) =>
      /^quote\.(idle|failed)$/.test(step.event.type) && (step.after.context as Choices).auto
        ? "the user takes over at the amount: the journey should no longer go on by itself"
        : undefined,
  ],
}
