// The on-ramp journey as the spec states it (spec 1 §2 routes, amount and wallet screens; §4 on-ramp journey), for
// every chart registered over machines/onramp.ts.
import type { AnyMachineSnapshot } from "xstate"
import { extraFieldProblems } from "../../../schema/extraFields.ts"
import { linkProblemMessages } from "../../../schema/integrators.ts"
import { errors, notices, validation } from "../../../schema/messages.ts"
import { orderRefusals } from "../../../schema/onramp.ts"
import { onrampRoute, onrampRouteView } from "../../../screens/onramp/routeTable.ts"
import type { ChartExpectations, Meets } from "../expectations.ts"

interface Limits {
  readonly min: number
  readonly max: number
}
interface AmountFacts {
  readonly quote: unknown
  readonly amount: string
  readonly currency: "local" | "crypto"
  readonly limits?: { readonly localCurrencyLimits: Limits; readonly cryptoLimits: Limits }
}

/** Spec 1 §2: Next is disabled when there is no offer; §5: an amount outside the offer's limits is refused. */
const nextAllowed = (snapshot: AnyMachineSnapshot) => {
  const { quote, amount, currency, limits } = snapshot.context as AmountFacts
  const { min, max } = (currency === "local" ? limits?.localCurrencyLimits : limits?.cryptoLimits) ?? {
    min: Number.NaN,
    max: Number.NaN,
  }
  return Boolean(quote) && Number(amount) >= min && Number(amount) <= max
}

/** Spec 1 §4: an order is created only with an offer, a signed-in user, the extra fields' definitions loaded, a
 * currency, an amount, a wallet address and a network, and no ID check due. */
const creationAllowed = (snapshot: AnyMachineSnapshot) => {
  const c = snapshot.context as AmountFacts & {
    readonly user?: unknown
    readonly extraFields?: unknown
    readonly address: string
    readonly network?: string
  }
  return Boolean(c.quote && c.user && c.extraFields && c.currency && c.amount && c.address.trim() && c.network)
}

/** The server's refusal of an order whose additional information breaks a rule (the path tests' fixture). */
export const extraFieldRefusal = extraFieldProblems.summary([extraFieldProblems.required("ID number")])

const invalidAddress = orderRefusals.invalidWalletAddress("CELO")
/** What the amount step may show: no offer, and why the journey came back there (an expired offer; an auto-order's
 * invalid address, spec 2 §2 auto-order: any failure lands on the amount with the reason). */
const amountTexts = [errors.noOffer, errors.requestFailed, orderRefusals.quoteExpired, invalidAddress]
const reviewTexts = [notices.orderInProgress, errors.failedToCreateTheOrder, extraFieldRefusal]
const waitingAmount: Meets = { route: "/", mayShow: amountTexts, enabled: { next: false } }
/** Asking for an offer again, the page shows it is asking, not the failure of the last ask; why the journey came
 * back stays. */
const askingAmount: Meets = {
  route: "/",
  mayShow: [orderRefusals.quoteExpired, invalidAddress],
  enabled: { next: false },
}

export const onrampExpectations: ChartExpectations = {
  startRoute: "/",
  routeOf: (snapshot, pathname) => onrampRoute(onrampRouteView(snapshot as never, false), { pathname, search: {} })?.to,
  // Spec 1 §4: Amount, Wallet, KYC (ID check), Verify, Swap order, then /ussd/{orderId}; Back and a stale offer
  // lead to the amount. The amount's Next labels name each next step (Specify your wallet, Verify your email,
  // Verify your ID, Create order); the auto-order route signs in before the wallet.
  moves: [
    "/ → /wallet",
    "/ → /auth",
    "/ → /onramp/kyc",
    "/ → /swap",
    "/wallet → /auth",
    "/wallet → /onramp/kyc",
    "/wallet → /swap",
    "/wallet → /",
    "/auth → /wallet",
    "/auth → /onramp/kyc",
    "/auth → /swap",
    "/auth → /",
    "/onramp/kyc → /swap",
    "/onramp/kyc → /",
    "/swap → /ussd/order-1",
    "/swap → /",
  ],
  states: {
    '"checkingLink"': { route: "/" },
    '"linkRefused"': { route: "/", mayShow: [errors.requestFailed, linkProblemMessages.badSignature] },
    '"loading"': { route: "/" },
    '"unavailable"': { route: "/", mayShow: [errors.requestFailed] },
    '"misconfigured"': { route: "/", mayShow: [errors.assetMisconfigured] },
    '{"amount":"settling"}': waitingAmount,
    '{"amount":"quoting"}': askingAmount,
    '{"amount":"idle"}': waitingAmount,
    '{"amount":"failed"}': waitingAmount,
    '{"amount":"quoted"}': (snapshot) => ({
      route: "/",
      mayShow: amountTexts,
      enabled: { next: nextAllowed(snapshot) },
    }),
    // Spec 1 §5: the wallet address is required, so Next waits for one.
    '"wallet"': (snapshot) => ({
      route: "/wallet",
      mayShow: [invalidAddress],
      enabled: { next: (snapshot.context as { address: string }).address.trim() !== "", back: true },
    }),
    '"validatingWallet"': { route: "/wallet" },
    // The auto-order's configured address is checked on the amount, before any step.
    '"checkingAddress"': { route: "/", mayShow: [invalidAddress] },
    // Spec 1 §2 "Auth and Otp": the e-mail, Log in with password, Log out; no Back (Telegram's own back button only).
    '"verify"': { route: "/auth" },
    '"checkingKyc"': { route: "stays" },
    // Spec 1 §4 login flow: e-mail, code, then the ID check; the check needs an account. Spec 1 §2 gives the ID
    // check no Back (Telegram's own back button only), as it gives the sign-in none.
    '"kyc"': (snapshot) => ({
      route: (snapshot.context as { user?: unknown }).user ? "/onramp/kyc" : "/auth",
    }),
    '{"review":"loadingFields"}': { route: "/swap", mayShow: reviewTexts },
    // Spec 1 §2 Swap: the order to be created, or the existing order with its countdown (after "an order in
    // progress"), which is paid, not created again.
    '{"review":"ready"}': (snapshot) => ({
      route: "/swap",
      mayShow: reviewTexts,
      enabled: {
        "order.create": creationAllowed(snapshot) && !(snapshot.context as { openOrderId?: string }).openOrderId,
      },
    }),
    '{"review":"details"}': { route: "/swap", mayShow: [validation.formNotFilled] },
    '{"review":"fieldsFailed"}': { route: "/swap", mayShow: [errors.requestFailed] },
    '"creating"': { route: "/swap" },
    '"created"': { route: "/ussd/order-1" },
  },
}
