// The on-ramp journey as the spec states it (spec 1 §2 routes, amount and wallet screens; §4 on-ramp journey), for
// every chart registered over machines/onramp.ts.
import { type AnyMachineSnapshot, type EventObject, getNextSnapshot } from "xstate"
import { extraFieldProblems } from "../../../schema/extraFields.ts"
import { linkProblemMessages } from "../../../schema/integrators.ts"
import { errors, notices, validation } from "../../../schema/messages.ts"
import { orderRefusals } from "../../../schema/onramp.ts"
import { onrampRoute, onrampRouteView } from "../../../screens/onramp/routeTable.ts"
import {
  type ChartExpectations,
  callsCarry,
  goesTo,
  type Meets,
  onEvent,
  type Step,
  shownTexts,
  stateName,
} from "../expectations.ts"
import { failures, offers, user } from "../fixtures.ts"
import { quoteReady } from "../quoteFixtures.ts"
import {
  emitting,
  endsOnlyIn,
  failing,
  failureOf,
  failureText,
  firstOf,
  goesOnByItselfOnlyFromTheRoute,
  type OrderTagsGiven,
  offerSearchFailed,
  orderTags,
  quoteLoopTold,
  showing,
  tagOf,
  toastOf,
  userTakesOver,
  waiting,
  working,
} from "./journeySteps.ts"

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

/** What the journey knows, as the spec's calls read it (the fields named by spec 1 §3, §7). */
interface Journey {
  readonly config: OrderTagsGiven & {
    readonly query?: Readonly<Record<string, string>>
    readonly source?: string
    readonly freezeAmount?: boolean
  }
  readonly auto?: boolean
  readonly error?: string
  readonly catalog?: { readonly assets: ReadonlyArray<{ readonly network: string; readonly asset: string }> }
  readonly country?: string
  readonly paymentChannel?: string
  readonly carrierCode?: string
  readonly network?: string
  readonly asset?: string
  readonly currency: "local" | "crypto"
  readonly amount: string
  readonly address: string
  readonly memo: string
  readonly user?: { readonly _id: string }
  readonly limits?: {
    readonly localCurrencyLimits: Limits & { readonly withCents: boolean }
    readonly cryptoLimits: Limits
  }
  readonly quote?: {
    readonly quoteId: string
    readonly cashout: {
      readonly cryptoWithdrawAmount: number
      readonly usdWithdrawAmount: number
      readonly localCurrencyAmount: number
    }
  } | null
  readonly kycStatus?: {
    readonly passedKycType: "basic" | "advanced" | null
    readonly kycRules: { readonly onRampMinBasic: number; readonly onRampMinAdvanced: number }
  }
  readonly extraFields?: ReadonlyArray<unknown>
  readonly extraValues: Readonly<Record<string, string>>
  readonly orderId?: string
}
const journey = (snapshot: AnyMachineSnapshot) => snapshot.context as Journey

/** Spec 1 §5 amount rules: a number, at most 2 decimals, an integer in local money unless the limits allow cents,
 * inside the offer's limits once known. */
const amountQuotable = (c: Journey) => {
  const typed = c.amount.trim()
  if (typed === "" || !/^\d+(\.\d+)?$/.test(typed) || !/^\d+(\.\d{1,2})?$/.test(typed)) return false
  if (c.currency === "local" && !c.limits?.localCurrencyLimits.withCents && !/^\d+$/.test(typed)) return false
  const bounds = c.currency === "local" ? c.limits?.localCurrencyLimits : c.limits?.cryptoLimits
  return !bounds || (Number(typed) >= bounds.min && Number(typed) <= bounds.max)
}
/** Spec 1 §7 best-offer: the country, channel and carrier, the network and asset, the amount in its currency, and
 * the wallet and the user when known; nothing is asked before every choice is made and the amount breaks no rule. */
const offerRequest = (c: Journey) =>
  c.country && c.paymentChannel && c.network && c.asset && amountQuotable(c)
    ? { ...chosen(c), ...(c.address.trim() ? { address: c.address.trim() } : {}), ...signedInUser(c) }
    : undefined
/** What the user chose on the amount step, as the offer and the order both send it (spec 1 §3, §7). */
const chosen = (c: Journey) => ({
  countryIsoCode: c.country,
  paymentChannel: c.paymentChannel,
  carrierCode: c.carrierCode,
  network: c.network,
  asset: c.asset,
  currency: c.currency,
  amount: Number(c.amount.trim()),
})
const signedInUser = (c: Journey) => (c.user ? { userId: c.user._id } : {})
/** Spec 1 §5 KYC requirement for the on-ramp, the amount in USD: advanced at or above its minimum, basic at or above
 * its own; none below, none once that level (or advanced) is passed. A status not read asks for basic (§4: the flow
 * goes to KYC). */
const kycLevel = (c: Journey) => {
  if (!c.kycStatus || !c.quote) return "basic"
  const { passedKycType, kycRules } = c.kycStatus
  const usd = c.quote.cashout.usdWithdrawAmount
  const level = usd >= kycRules.onRampMinAdvanced ? "advanced" : usd >= kycRules.onRampMinBasic ? "basic" : undefined
  return passedKycType === "advanced" || passedKycType === level ? undefined : level
}
/** Spec 1 §3 order creation payload (with §7 validate-transfer-amount's amounts, checked against the quote): the
 * offer's request, the quote, the trimmed address, a memo only on STELLAR and TON (§5), the integrator's tags and
 * source, the additional information when the offer asks for any. The offers here send no payment prompt, so no
 * payer's phone. */
const orderBody = (c: Journey) => {
  return {
    ...chosen(c),
    address: c.address.trim(),
    ...signedInUser(c),
    quoteId: c.quote?.quoteId,
    transferAmount: {
      localCurrencyAmount: c.quote?.cashout.localCurrencyAmount,
      cryptoAmount: c.quote?.cashout.cryptoWithdrawAmount,
    },
    memo: (c.network === "STELLAR" || c.network === "TON") && c.memo ? c.memo : undefined,
    tags: orderTags(c.config),
    sourceParam: c.config.source,
    extraFields: (c.extraFields?.length ?? 0) > 0 ? c.extraValues : undefined,
    phoneNumber: undefined,
  }
}
/** What each call is asked, from what the journey knows when it is made. */
const callInput = (id: string, { after }: Step) => {
  const c = journey(after)
  switch (id) {
    // A signed link is checked as given: its parameters and its signature.
    case "checkLink":
      return { ...c.config.query, signature: c.config.signature }
    case "quote":
      return { request: offerRequest(c) }
    // Spec 1 §7 validate-wallet: {network, address, asset}, the address as typed without surrounding spaces.
    case "validateWallet":
      return { network: c.network, asset: c.asset, address: c.address.trim() }
    case "kyc":
      return { requiredLevel: kycLevel(c) }
    // Spec 1 §3: the additional fields are the offer's own, named by its quote.
    case "loadExtraFields":
      return { quoteId: c.quote?.quoteId }
    case "createOrder":
      return orderBody(c)
    default:
      return undefined
  }
}

interface Field {
  readonly name: string
  readonly type: string
  readonly required: boolean
}
/** Spec 1 §5 additional information: every required field filled; an e-mail field a simple e-mail pattern. */
const formValid = (c: Journey) =>
  ((c.extraFields ?? []) as ReadonlyArray<Field>).every((field) => {
    const value = (c.extraValues[field.name] ?? "").trim()
    if (value === "") return !field.required
    return field.type !== "email" || /^\S+@\S+\.\S+$/.test(value)
  })
/** Spec 1 §4: where the amount's Next leads: the wallet when none is given (and it is not frozen), then the ID check
 * when signed in (read first), else the sign-in. */
const afterAmount = (c: Journey & { readonly config: { readonly freezeWallet?: boolean } }) =>
  !c.address.trim() && !c.config.freezeWallet ? '"wallet"' : c.user ? '"checkingKyc"' : '"verify"'

const problemsOf = (snapshot: AnyMachineSnapshot) =>
  (snapshot.context as { extraProblems: Readonly<Record<string, string>> }).extraProblems
/** Spec 1 §5: the form's problems after typing in `name`: its own gone, every other field's kept. */
const problemsAfterTyping = (before: AnyMachineSnapshot, after: AnyMachineSnapshot, name: string) => {
  const { [name]: _typed, ...others } = problemsOf(before)
  return JSON.stringify(problemsOf(after)) === JSON.stringify(others)
    ? undefined
    : `typing in ${name} should clear its problem and keep the others', shows ${JSON.stringify(problemsOf(after))}`
}

const answering = (after: AnyMachineSnapshot, event: EventObject) => getNextSnapshot(after.machine, after, event)

/** The states where the journey goes no further (the amount screen shows the reason alone; the order made). */
const ends = ['"linkRefused"', '"unavailable"', '"misconfigured"', '"created"']

/** The server's refusal of an order whose additional information breaks a rule (the path tests' fixture). */
export const extraFieldRefusal = extraFieldProblems.summary([extraFieldProblems.required("ID number")])

const invalidAddress = orderRefusals.invalidWalletAddress("CELO")
/** What the amount step may show: no offer, and why the journey came back there (an expired offer; an auto-order's
 * invalid address, spec 2 §2 auto-order: any failure lands on the amount with the reason). */
const amountTexts = [errors.noOffer, errors.requestFailed, orderRefusals.quoteExpired, invalidAddress]
const reviewTexts = [notices.orderInProgress, errors.failedToCreateTheOrder, extraFieldRefusal]
/** Typing or a new choice: the offer shown is for what was there before, and the offer box shows it is working. */
const waitingAmount: Meets = { route: "/", mayShow: amountTexts, enabled: { next: false } }
/** Asking for an offer again, the page shows it is asking, not the failure of the last ask; why the journey came
 * back stays. */
const askingAmount: Meets = {
  route: "/",
  mayShow: [orderRefusals.quoteExpired, invalidAddress],
  enabled: { next: false },
  ...working,
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
    // A signed link is checked first: the page shows it is working; refused, it says why and goes no further.
    '"checkingLink"': { route: "/", ...working },
    '"linkRefused"': { route: "/", mayShow: [errors.requestFailed, linkProblemMessages.badSignature], ...failing },
    '"loading"': { route: "/", ...working },
    '"unavailable"': { route: "/", mayShow: [errors.requestFailed], ...failing },
    '"misconfigured"': { route: "/", mayShow: [errors.assetMisconfigured], ...failing },
    '{"amount":"settling"}': { ...waitingAmount, ...working },
    '{"amount":"quoting"}': askingAmount,
    // Spec 1 §5: no offer is asked for until every choice is made and the amount breaks no rule: nothing is asked.
    '{"amount":"idle"}': { ...waitingAmount, ...waiting },
    // Spec 1 §8 No offer: the ask failed, the screen says so.
    '{"amount":"failed"}': { ...waitingAmount, ...failing },
    '{"amount":"quoted"}': (snapshot) => ({
      route: "/",
      mayShow: amountTexts,
      enabled: { next: nextAllowed(snapshot) },
      ...waiting,
    }),
    // Spec 1 §5: the wallet address is required, so Next waits for one.
    '"wallet"': (snapshot) => ({
      route: "/wallet",
      mayShow: [invalidAddress],
      enabled: { next: (snapshot.context as { address: string }).address.trim() !== "", back: true },
      ...waiting,
    }),
    // The server validates the address (spec 1 §5): the wallet screen shows it is working.
    '"validatingWallet"': { route: "/wallet", ...working },
    // The auto-order's configured address is checked on the amount, before any step.
    '"checkingAddress"': { route: "/", mayShow: [invalidAddress], ...working },
    // Spec 1 §2 "Auth and Otp": the e-mail, Log in with password, Log out; no Back (Telegram's own back button only).
    // The sign-in's own chart shows its work; the journey waits.
    '"verify"': { route: "/auth", ...waiting },
    '"checkingKyc"': { route: "stays", ...working },
    // Spec 1 §4 login flow: e-mail, code, then the ID check; the check needs an account. Spec 1 §2 gives the ID
    // check no Back (Telegram's own back button only), as it gives the sign-in none. The KYC chart shows its work.
    '"kyc"': (snapshot) => ({
      route: (snapshot.context as { user?: unknown }).user ? "/onramp/kyc" : "/auth",
      ...waiting,
    }),
    // The offer's additional fields are read before anything can be created: the review shows it is working.
    '{"review":"loadingFields"}': { route: "/swap", mayShow: reviewTexts, ...working },
    // Spec 1 §2 Swap: the order to be created, or the existing order with its countdown (after "an order in
    // progress"), which is paid, not created again.
    '{"review":"ready"}': (snapshot) => ({
      route: "/swap",
      mayShow: reviewTexts,
      enabled: {
        "order.create": creationAllowed(snapshot) && !(snapshot.context as { openOrderId?: string }).openOrderId,
      },
      ...waiting,
    }),
    '{"review":"details"}': { route: "/swap", mayShow: [validation.formNotFilled], ...waiting },
    // Without the fields' definitions nothing can be created: the review says the read failed (Create order asks
    // again).
    '{"review":"fieldsFailed"}': { route: "/swap", mayShow: [errors.requestFailed], ...failing },
    '"creating"': { route: "/swap", ...working },
    '"created"': { route: "/ussd/order-1", ...waiting },
  },
  steps: [
    callsCarry(callInput),
    goesOnByItselfOnlyFromTheRoute,
    // Spec 1 §2 signature: a signed link is checked before anything else is read; an unsigned one starts with the
    // catalogue.
    ({ event, asked, after }) => {
      if (event.type !== "xstate.init") return undefined
      const first = journey(after).config.signature ? "checkLink" : "loadCatalog"
      return asked[0]?.id === first
        ? undefined
        : `the journey should start with ${first}, asked ${JSON.stringify(asked)}`
    },
    // The journey goes no further in these states (the screens read the `terminal` tag), and only in these.
    endsOnlyIn(ends),
    // A new choice on the amount asks the quote loop for the offer of the new criteria at once; typing asks once it
    // settles (spec 1 §9 debounce). Whatever the chart tells the loop carries the request as spec 1 §7 gives it.
    ...quoteLoopTold(["currency.toggle", "asset.select", "country.select", "channel.select"], (after) =>
      offerRequest(journey(after)),
    ),
    // Spec 1 §3 amount step: what the user picks is what the amount shows, and so what the offer is asked for.
    onEvent("country.select", ({ event, after }) => {
      const { countryIsoCode } = event as unknown as { readonly countryIsoCode: string }
      const shown = journey(after).country
      return shown === countryIsoCode ? undefined : `should show the country picked, ${countryIsoCode}, shows ${shown}`
    }),
    onEvent("channel.select", ({ event, after }) => {
      const { paymentChannel, carrierCode } = event as unknown as { paymentChannel: string; carrierCode?: string }
      const c = journey(after)
      return c.paymentChannel === paymentChannel && c.carrierCode === carrierCode
        ? undefined
        : `should show the method picked, ${paymentChannel} ${carrierCode}, shows ${c.paymentChannel} ${c.carrierCode}`
    }),
    // Spec 1 §4 auto-order route: the offer in for an amount inside its limits, the journey goes on by itself; an
    // amount outside them is where the user takes over.
    // Spec 1 §4 auto-order: Next by itself as soon as the offer for the configured amount is in and the amount breaks
    // none of its limits (signed out, the sign-in first; then the wallet when none is given, else the configured
    // address checked); otherwise the journey stays at the amount and the user takes over.
    onEvent("quote.ready", ({ before, after }) => {
      if (!(before.context as { auto: boolean }).auto || !stateName(before).startsWith('{"amount"')) return undefined
      if (!nextAllowed(after))
        return firstOf(goesTo(after, '{"amount":"quoted"}', "no offer the amount can take"), userTakesOver(after))
      const c = journey(after) as Journey & { readonly config: { readonly freezeWallet?: boolean } }
      const next = !c.user
        ? '"verify"'
        : c.address.trim()
          ? '"checkingAddress"'
          : c.config.freezeWallet
            ? '"checkingKyc"'
            : '"wallet"'
      return goesTo(after, next, "the auto-order goes on by itself")
    }),
    // A signed link accepted, the journey reads its catalogue; refused, the page says why (the server's reason).
    onEvent("xstate.done.actor.checkLink", ({ after, asked }) =>
      firstOf(
        goesTo(after, '"loading"', "the link is accepted"),
        asked.some((call) => call.id === "loadCatalog") ? undefined : "the catalogue should be read",
      ),
    ),
    onEvent("xstate.error.actor.checkLink", ({ event, after }) =>
      showing(after, failureText(failureOf(event), errors.requestFailed)),
    ),
    // The catalogue not read, or the integrator's asset not on sale: the page says why.
    onEvent("xstate.error.actor.loadCatalog", ({ event, after }) =>
      showing(after, failureText(failureOf(event), errors.requestFailed)),
    ),
    ({ after }) => (stateName(after) === '"misconfigured"' ? showing(after, errors.assetMisconfigured) : undefined),
    // Spec 1 §5: the server validates the wallet; valid, the journey goes on to the ID check when signed in, else
    // to the sign-in.
    onEvent("xstate.done.actor.validateWallet", ({ after }) =>
      goesTo(after, journey(after).user ? '"checkingKyc"' : '"verify"', "the wallet is valid"),
    ),
    // Refused on the wallet screen: the user stays there and reads why in a toast (spec 1 §8 'Failed to validate
    // wallet' by default). The auto-order's configured address refused: back at the amount, with the reason.
    onEvent("xstate.error.actor.validateWallet", ({ event, before, after, emitted }) => {
      const text = failureText(failureOf(event), errors.failedToValidateWallet)
      return stateName(before) === '"checkingAddress"'
        ? firstOf(
            goesTo(after, '{"amount":"settling"}', "any auto-order failure falls back to the amount"),
            showing(after, text),
            userTakesOver(after),
            emitting(emitted, []),
          )
        : firstOf(goesTo(after, '"wallet"', "the address is refused"), emitting(emitted, toastOf(text)))
    }),
    // Spec 1 §4: the ID check when the status and the amount require it; a status that cannot be read leads to it.
    onEvent("xstate.done.actor.loadKycStatus", ({ after }) =>
      goesTo(after, kycLevel(journey(after)) ? '"kyc"' : '{"review":"loadingFields"}', "the ID check when due"),
    ),
    onEvent("xstate.error.actor.loadKycStatus", ({ after }) => goesTo(after, '"kyc"', "the status check failed")),
    // Spec 1 §4: the order needs the offer's extra-field definitions; without them the review says the read failed.
    onEvent("xstate.error.actor.loadExtraFields", ({ event, after }) =>
      firstOf(
        goesTo(after, '{"review":"fieldsFailed"}', "the definitions could not be read"),
        showing(after, failureText(failureOf(event), errors.requestFailed)),
      ),
    ),
    // The definitions read: the review waits for Create order; the auto-order creates at once, through the form
    // when the offer asks for what the integrator's requiredFields do not give, and the user takes over.
    onEvent("xstate.done.actor.loadExtraFields", ({ before, after }) => {
      const c = journey(after)
      if (!(before.context as { auto: boolean }).auto) return goesTo(after, '{"review":"ready"}', "the review waits")
      const allowed = creationAllowed(after) && !(after.context as { openOrderId?: string }).openOrderId
      const target = !allowed ? '{"review":"ready"}' : formValid(c) ? '"creating"' : '{"review":"details"}'
      return firstOf(goesTo(after, target, "the auto-order creates the order itself"), userTakesOver(after))
    }),
    // Spec 1 §4: with extra fields defined the additional-information form opens first, else the order is created.
    onEvent("order.create", ({ before, after }) => {
      if (stateName(before) === '{"review":"fieldsFailed"}')
        return firstOf(
          goesTo(after, '{"review":"loadingFields"}', "Create order asks for the definitions again"),
          shownTexts(after).length === 0 ? undefined : "the last failure should no longer show",
        )
      if (stateName(before) !== '{"review":"ready"}') return undefined
      const asks = (journey(before).extraFields?.length ?? 0) > 0
      return goesTo(after, asks ? '{"review":"details"}' : '"creating"', "Create order")
    }),
    // Spec 1 §5: Save with every required field filled creates the order; else 'Form is not filled' (and a toast).
    onEvent("extra.save", ({ before, after, emitted }) => {
      if (formValid(journey(before))) return goesTo(after, '"creating"', "the form is filled")
      const missing = ((journey(before).extraFields ?? []) as ReadonlyArray<Field>).some(
        (field) => field.required && (journey(before).extraValues[field.name] ?? "").trim() === "",
      )
      return firstOf(
        goesTo(after, '{"review":"details"}', "the form is not valid"),
        missing ? showing(after, validation.formNotFilled) : undefined,
        emitting(emitted, missing ? toastOf(validation.formNotFilled) : []),
      )
    }),
    // Cancel closes the form: nothing is created and nothing of the form is shown.
    onEvent("extra.cancel", ({ after }) =>
      firstOf(
        goesTo(after, '{"review":"ready"}', "Cancel closes the form"),
        shownTexts(after).length === 0 ? undefined : "the form's problems should no longer show",
      ),
    ),
    // What the user types is what the form, the wallet and the amount hold; a field typed in no longer shows its
    // problem, the others still show theirs.
    onEvent("extra.change", ({ event, before, after }) => {
      const { name, value } = event as unknown as { name: string; value: string }
      return firstOf(
        journey(after).extraValues[name] === value ? undefined : `the field ${name} should hold what was typed`,
        problemsAfterTyping(before, after, name),
      )
    }),
    // Tried on the form: every field left wrong (required ones empty, an e-mail without its domain) and saved, then
    // typing in one: only that field's problem goes.
    ({ after }) => {
      if (stateName(after) !== '{"review":"details"}') return undefined
      const fields = (journey(after).extraFields ?? []) as ReadonlyArray<Field>
      const wrong = fields.reduce(
        (form, field) =>
          field.required || field.type === "email"
            ? answering(form, {
                type: "extra.change",
                name: field.name,
                value: field.type === "email" ? "amina@" : "",
              } as EventObject)
            : form,
        after,
      )
      const refused = answering(wrong, { type: "extra.save" })
      const [name] = Object.keys(problemsOf(refused))
      if (name === undefined) return "a form left wrong should show its problems"
      return problemsAfterTyping(
        refused,
        answering(refused, { type: "extra.change", name, value: "x" } as EventObject),
        name,
      )
    },
    onEvent("address.change", ({ event, after }) =>
      journey(after).address === (event as unknown as { value: string }).value ? undefined : "should hold the address",
    ),
    onEvent("memo.change", ({ event, after }) =>
      journey(after).memo === (event as unknown as { value: string }).value ? undefined : "should hold the memo",
    ),
    onEvent("payer.phone", ({ event, after }) =>
      (after.context as { payerPhone?: string }).payerPhone === (event as unknown as { value: string }).value
        ? undefined
        : "should hold the payer's phone",
    ),
    offerSearchFailed,
    // Typing the amount is acting: why the journey came back (a stale offer) no longer shows, nor the last failure.
    onEvent("amount.change", ({ event, after }) =>
      firstOf(
        journey(after).amount === (event as unknown as { value: string }).value ? undefined : "should hold the amount",
        shownTexts(after).length === 0 ? undefined : "the last failure and the notice should no longer show",
      ),
    ),
    // Spec 1 §2: Back leads to the amount, the step's failure left behind, and the user takes over.
    onEvent("back", ({ after }) =>
      firstOf(
        goesTo(after, '{"amount":"settling"}', "Back"),
        (after.context as { error?: string }).error === undefined ? undefined : "the step's failure should not follow",
        userTakesOver(after),
      ),
    ),
    // Spec 1 §4: the amount's Next leads to the wallet, the ID check or the sign-in; the notice is read.
    onEvent("next", ({ before, after }) => {
      if (stateName(before) === '"wallet"')
        return goesTo(after, journey(before).address.trim() ? '"validatingWallet"' : '"wallet"', "Next on the wallet")
      if (stateName(before) !== '{"amount":"quoted"}' || !nextAllowed(before)) return undefined
      return firstOf(
        goesTo(after, afterAmount(journey(after)), "Next on the amount"),
        (after.context as { returnNotice?: string }).returnNotice === undefined ? undefined : "the notice was read",
      )
    }),
    // Signed in while the sign-in waits: on to the wallet when it is still missing, else the ID check.
    onEvent("session.user", ({ event, before, after }) => {
      if (stateName(before) !== '"verify"') return undefined
      if (!(event as unknown as { user?: unknown }).user) return goesTo(after, '"verify"', "no one signed in")
      const auto = (before.context as { auto: boolean }).auto
      const target = afterAmount(journey(after))
      return goesTo(after, auto && target === '"checkingKyc"' ? '"checkingAddress"' : target, "signed in")
    }),
    // Spec 1 §4: the order made, the user goes to /ussd/{orderId}; an order in progress is shown to be paid, not
    // created again; a stale offer sends the user back to the amount with the server's reason; any other refusal
    // is told in a toast ('Failed to create the order' by default) on the review.
    onEvent("xstate.error.actor.createOrder", ({ event, after, emitted }) => {
      const error = failureOf(event)
      const text = failureText(error, errors.failedToCreateTheOrder)
      if (tagOf(event) === "OrderInProgress")
        return firstOf(
          showing(after, text),
          (after.context as { openOrderId?: string }).openOrderId === (error as { orderId?: string }).orderId
            ? undefined
            : "should lead to the order in progress",
          after.can({ type: "order.create" }) ? "a second order should not be created" : undefined,
          emitting(emitted, []),
        )
      if (tagOf(event) === "QuoteExpired")
        return firstOf(
          goesTo(after, '{"amount":"settling"}', "a stale offer"),
          showing(after, text),
          journey(after).quote === undefined ? undefined : "the stale offer should not stay",
          emitting(emitted, []),
        )
      return firstOf(
        stateName(after).includes('"review"') ? undefined : "should stay on the review",
        emitting(emitted, toastOf(text)),
      )
    }),
    // The order made is the journey's outcome: its id goes on to /ussd/{orderId}.
    onEvent("xstate.done.actor.createOrder", ({ event, after }) => {
      const made = (event as unknown as { output: { _id: string } }).output._id
      return JSON.stringify(after.output) === JSON.stringify({ orderId: made }) && journey(after).orderId === made
        ? undefined
        : `the journey should end with order ${made}, ends with ${JSON.stringify(after.output)}`
    }),
    // Spec 1 §4 country choice (configured, then account, then stored or located): signed in on the amount with an
    // account of another country the catalogue sells in, and no country in the link, the amount takes the account's
    // country and asks the offer for it at once.
    onEvent("session.user", ({ event, before, after, told }) => {
      if (!before || !stateName(before).startsWith('{"amount"')) return undefined
      const account = (event as unknown as { user?: { countryIsoCode?: string | null } }).user?.countryIsoCode
      const c = journey(before) as Journey & {
        readonly config: { readonly countryIsoCode?: string }
        readonly user?: { readonly countryIsoCode?: string | null }
      }
      const countries = ((c.catalog as { countries?: unknown } | undefined)?.countries ?? []) as ReadonlyArray<{
        readonly countryIsoCode: string
        readonly paymentChannels: ReadonlyArray<unknown>
      }>
      const sold = countries.some((k) => k.countryIsoCode === account && k.paymentChannels.length > 0)
      if (!account || !sold || c.config.countryIsoCode || account === c.country || account === c.user?.countryIsoCode)
        return undefined
      return firstOf(
        journey(after).country === account
          ? undefined
          : `should show the account's country, ${account}, shows ${journey(after).country}`,
        told.some((one) => one.to === "quote" && one.event.type === "quote.changed")
          ? undefined
          : "the offer for the account's country should be asked at once",
      )
    }),
    // The session's news is the journey's wherever the user is: signed out, nothing is created for the old account.
    onEvent("session.user", ({ event, after }) => {
      const { user } = event as unknown as { user?: { _id: string } }
      return journey(after).user?._id === user?._id ? undefined : "should know the session's user"
    }),
    // Tried from each step, as a path that takes these events there is not always among the walked ones.
    // At the sign-in: signed out, it stays; signed in, on to the wallet when it is still missing, else the ID check
    // (the auto-order's configured address checked first).
    ({ after }) => {
      if (stateName(after) !== '"verify"') return undefined
      const signedIn = answering(after, { type: "session.user", user } as EventObject)
      const target = afterAmount(journey(signedIn))
      return firstOf(
        goesTo(answering(after, { type: "session.user", user: undefined } as EventObject), '"verify"', "no one"),
        goesTo(signedIn, journey(after).auto && target === '"checkingKyc"' ? '"checkingAddress"' : target, "signed in"),
      )
    },
    // Spec 1 §2: Back from the wallet, the sign-in and the ID check leads to the amount, the step's failure left
    // behind, and the user takes over.
    ({ after }) => {
      const at = stateName(after)
      if (!['"wallet"', '"verify"', '"kyc"'].includes(at) && !at.startsWith('{"review"')) return undefined
      const back = answering(after, { type: "back" })
      return firstOf(
        goesTo(back, '{"amount":"settling"}', "Back"),
        journey(back).error === undefined ? undefined : "the step's failure should not follow",
        userTakesOver(back),
      )
    },
    // A state at work moves on when its call answers, whichever the answer, where spec 1 §4, §5 say.
    ({ after }) => {
      const at = stateName(after)
      const done = (id: string, output: unknown = {}) =>
        answering(after, { type: `xstate.done.actor.${id}`, output } as EventObject)
      const failed = (id: string) =>
        answering(after, { type: `xstate.error.actor.${id}`, error: failures.requestFailed } as EventObject)
      const signedIn = journey(after).user ? '"checkingKyc"' : '"verify"'
      if (at === '"checkingLink"')
        return firstOf(
          goesTo(done("checkLink"), '"loading"', "the link is accepted"),
          goesTo(failed("checkLink"), '"linkRefused"', "the link is refused"),
        )
      if (at === '"validatingWallet"')
        return firstOf(
          goesTo(done("validateWallet"), signedIn, "the wallet is valid"),
          goesTo(failed("validateWallet"), '"wallet"', "the address is refused"),
        )
      if (at === '"checkingAddress"')
        return firstOf(
          goesTo(done("validateWallet"), signedIn, "the configured wallet is valid"),
          goesTo(failed("validateWallet"), '{"amount":"settling"}', "any auto-order failure falls back to the amount"),
        )
      if (at === '"checkingKyc"') return goesTo(failed("loadKycStatus"), '"kyc"', "the status check failed")
      // Without the fields' definitions, Create order asks for them again.
      if (at === '{"review":"fieldsFailed"}')
        return goesTo(answering(after, { type: "order.create" }), '{"review":"loadingFields"}', "Create order")
      if (at === '"creating"')
        return stateName(failed("createOrder")).includes('"review"') ? undefined : "a refused order stays on the review"
      return undefined
    },
    // The payer's phone typed on the review is the one the order carries (spec 1 §3, tried).
    ({ after }) => {
      if (!stateName(after).startsWith('{"review"')) return undefined
      const typed = answering(after, { type: "payer.phone", value: "+254700000001" } as EventObject)
      return (typed.context as { payerPhone?: string }).payerPhone === "+254700000001"
        ? undefined
        : "should hold the payer's phone"
    },
    // Spec 1 §5: an address of blanks only is no address: Next on the wallet stays there, and back at the amount Next
    // leads to the wallet again (tried from the wallet step).
    ({ after }) => {
      if (stateName(after) !== '"wallet"') return undefined
      const blank = answering(after, { type: "address.change", value: "   " } as EventObject)
      const quoted = answering(answering(blank, { type: "back" }), quoteReady(offers.small) as EventObject)
      return firstOf(
        goesTo(answering(blank, { type: "next" }), '"wallet"', "Next with an address of blanks"),
        nextAllowed(quoted)
          ? goesTo(answering(quoted, { type: "next" }), '"wallet"', "Next on the amount without an address")
          : undefined,
      )
    },
    // Back at the amount with a notice (a stale offer), the new offer in and Next pressed: the notice was read and
    // does not follow the user (tried, as no shortest path presses Next there).
    ({ after }) => {
      if (
        !stateName(after).startsWith('{"amount"') ||
        (after.context as { returnNotice?: string }).returnNotice === undefined
      )
        return undefined
      const quoted = answering(after, quoteReady(offers.small) as EventObject)
      if (stateName(quoted) !== '{"amount":"quoted"}' || !nextAllowed(quoted)) return undefined
      return (answering(quoted, { type: "next" }).context as { returnNotice?: string }).returnNotice === undefined
        ? undefined
        : "Next: the notice was read and should not follow"
    },
    // Tried from the amount: typing holds what was typed and shows no failure or notice; the currency switch shows
    // the other currency; another asset picked is the journey's; each waits for the offer anew (spec 1 §2, §9).
    ({ after }) => {
      const c = journey(after)
      if (!stateName(after).startsWith('{"amount"') || c.config.freezeAmount) return undefined
      const typed = answering(after, { type: "amount.change", value: "2600" } as EventObject)
      const toggled = answering(after, { type: "currency.toggle" } as EventObject)
      const other = c.catalog?.assets.find((one) => one.network !== c.network || one.asset !== c.asset)
      const picked =
        other && answering(after, { type: "asset.select", network: other.network, asset: other.asset } as EventObject)
      return firstOf(
        journey(typed).amount === "2600" && shownTexts(typed).length === 0
          ? undefined
          : "typing should hold the amount and clear what the amount shows",
        goesTo(typed, '{"amount":"settling"}', "typing waits for the offer"),
        journey(toggled).currency === (c.currency === "local" ? "crypto" : "local")
          ? undefined
          : "the currency switches",
        goesTo(toggled, '{"amount":"settling"}', "the currency switch waits for the offer"),
        !picked || (journey(picked).network === other.network && journey(picked).asset === other.asset)
          ? undefined
          : "the asset picked is the journey's",
        picked ? goesTo(picked, '{"amount":"settling"}', "a new asset waits for the offer") : undefined,
      )
    },
  ],
}
