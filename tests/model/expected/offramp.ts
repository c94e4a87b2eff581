// The off-ramp journey as the spec states it (spec 2 §2 routes and screens, the next-step rule from the amount; §4
// off-ramp flow; §5 the offer's and the details' rules; §7 the calls and what is done with their answers; §8 the
// failures' texts), for every chart registered over machines/offramp.ts.
import { type AnyMachineSnapshot, type EventObject, getNextSnapshot } from "xstate"
import { errors } from "../../../schema/messages.ts"
import { fieldProblems } from "../../../schema/offrampFields.ts"
import { orderRefusals } from "../../../schema/onramp.ts"
import { offrampRoute, offrampRouteView } from "../../../screens/offramp/routeTable.ts"
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
import { failures, kycStatuses, user } from "../fixtures.ts"
import { confirmedDetails, offrampCatalog, offrampOffers } from "../offrampFixtures.ts"
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
  readonly minCrypto: number
  readonly maxCrypto: number
  readonly minLocalCurrency: number
  readonly maxLocalCurrency: number
}
interface OfferField {
  readonly required: boolean
}

/** What the journey knows, as the spec's calls and rules read it (the fields named by spec 2 §3, §7). */
interface Journey {
  readonly config: OrderTagsGiven & {
    readonly freezeAmount?: boolean
    readonly freezeWallet?: boolean
    readonly address?: string
    readonly network?: string
    readonly asset?: string
    readonly countryIsoCode?: string
    readonly telegram?: boolean
    readonly amount?: number
    readonly source?: string
    readonly requiredFields?: Readonly<Record<string, string>>
  }
  readonly storedFields: Readonly<Record<string, string>>
  readonly storedCountry?: string
  readonly catalog?: CatalogRead
  readonly country?: string
  readonly paymentChannel?: string
  readonly network?: string
  readonly asset?: string
  readonly currency: "local" | "crypto"
  readonly amount: string
  readonly limits?: Limits
  readonly quote?: {
    readonly quoteId: string
    readonly requiredFields: Readonly<Record<string, OfferField>>
    readonly cashout: { readonly usdAmount: number }
    readonly anonymousAllowed: boolean
  } | null
  readonly user?: { readonly _id: string; readonly countryIsoCode?: string | null }
  readonly kycStatus?: {
    readonly passedKycType: "basic" | "advanced" | null
    readonly kycRules: { readonly offRampMinBasic: number; readonly offRampMinAdvanced: number }
  }
  readonly fields: Readonly<Record<string, string>>
  readonly fieldProblems: Readonly<Record<string, string>>
  readonly details?: ReadonlyArray<unknown>
  readonly address: string
  readonly orderId?: string
  readonly error?: string
  readonly returnNotice?: string
  readonly auto: boolean
}
const journey = (snapshot: AnyMachineSnapshot) => snapshot.context as Journey

/** The offer's bounds for the amount's currency (spec 2 §3 limits, §5), none before an offer's limits are known. */
const boundsOf = (c: Journey) =>
  !c.limits
    ? undefined
    : c.currency === "local"
      ? [c.limits.minLocalCurrency, c.limits.maxLocalCurrency]
      : [c.limits.minCrypto, c.limits.maxCrypto]
/** Spec 2 §5 amount rules: a number, at most 2 decimals, an integer in local money (the off-ramp's limits allow no
 * cents), inside the offer's limits once known. */
const amountQuotable = (c: Journey) => {
  const typed = c.amount.trim()
  if (!(c.currency === "local" ? /^\d+$/ : /^\d+(\.\d{1,2})?$/).test(typed)) return false
  const bounds = boundsOf(c)
  return !bounds || (Number(typed) >= (bounds[0] ?? 0) && Number(typed) <= (bounds[1] ?? 0))
}
/** Spec 2 §2: Next needs an offer; spec 2 §5: the amount inside the offer's limits. */
const nextAllowed = (snapshot: AnyMachineSnapshot) => {
  const c = journey(snapshot)
  return Boolean(c.quote) && c.limits !== undefined && amountQuotable(c)
}
/** What the user chose, as best-offer's request and create-order's body both carry it (spec 2 §7). */
const chosen = (c: Journey) => ({
  countryIsoCode: c.country,
  paymentChannel: c.paymentChannel,
  network: c.network,
  asset: c.asset,
  currency: c.currency,
  amount: Number(c.amount.trim()),
})
/** Spec 2 §5: the offer is asked for only with a payment channel, a country, a numeric amount, a network and an
 * asset; §7 best-offer carries them with the amount's currency. Nothing is asked while the amount breaks a rule. */
const offerRequest = (c: Journey) =>
  c.country && c.paymentChannel && c.network && c.asset && amountQuotable(c) ? chosen(c) : undefined
/** Spec 1 §5 KYC requirement with the off-ramp's minimums (spec 2 §6: the USD amount, the product, the KYC state):
 * none once advanced is passed or below the basic minimum; advanced at or above its minimum, else basic; none once
 * that level is passed. Undefined while the status or the offer is not known. */
const levelDue = (c: Journey) => {
  if (!c.kycStatus || !c.quote) return undefined
  const { passedKycType, kycRules } = c.kycStatus
  const usd = c.quote.cashout.usdAmount
  if (passedKycType === "advanced" || usd < kycRules.offRampMinBasic) return undefined
  const level = usd >= kycRules.offRampMinAdvanced ? "advanced" : "basic"
  return passedKycType === level ? undefined : level
}
const offeredFields = (c: Journey) => Object.entries(c.quote?.requiredFields ?? {})
/** Spec 2 §4: the details step only when the offer has required fields. */
const asksDetails = (c: Journey) => offeredFields(c).length > 0
/** Spec 2 §5: Validate details is enabled only when every required field is filled. */
const detailsFilled = (c: Journey) =>
  offeredFields(c).every(([key, field]) => !field.required || (c.fields[key] ?? "").trim() !== "")
/** Spec 2 §2 Off-ramp order: entered values are stored locally and prefilled; spec 1 §2 requiredFields: the link
 * may prefill them. What was typed this time comes first. */
const prefilledFields = (c: Journey, offered: Journey["quote"]) =>
  Object.fromEntries(
    Object.keys(offered?.requiredFields ?? {}).map((key) => [
      key,
      c.fields[key] ?? c.config.requiredFields?.[key] ?? c.storedFields[key] ?? "",
    ]),
  )

/** Spec 2 §7 create-order (and create-order-anonymous, "same body"): the offer's criteria as the pay step's query
 * names them (spec 2 §2 Off-ramp pay), the quote, the address the crypto is sent from, the payout details, the
 * integrator's source and tags; made anonymously without an account (spec 2 §6). */
const orderBody = (c: Journey) => ({
  ...chosen(c),
  quoteId: c.quote?.quoteId,
  address: c.address.trim(),
  requiredFields: c.fields,
  anonymous: c.user === undefined,
  ...(c.config.source ? { sourceParam: c.config.source } : {}),
  tags: orderTags(c.config),
})
/** What each call is asked, from what the journey knows when it is made. */
const callInput = (id: string, { after }: Step) => {
  const c = journey(after)
  switch (id) {
    case "quote":
      return { request: offerRequest(c) }
    // Spec 2 §4: the ID check for the level the amount needs; a status that cannot be read asks for basic.
    case "kyc":
      return { requiredLevel: levelDue(c) ?? "basic" }
    // Spec 2 §7 validate-fields: the quote and the details entered (anonymously without an account).
    case "validateFields":
      return { quoteId: c.quote?.quoteId, requiredFields: c.fields, anonymous: c.user === undefined }
    case "createOrder":
      return orderBody(c)
    default:
      return undefined
  }
}

/** Spec 2 §4 next-step rule: not signed in, the sign-in; else the ID-check status is read first. */
const afterAmount = (c: Journey) => (c.user ? '"checkingKyc"' : '"verify"')
/** Then the ID check if required, then the details if the offer has required fields, else Pay. The auto-order checks
 * details it already has at once (spec 2 §2 auto-order: pay when the fields validate, else the order's details). */
const afterStatus = (c: Journey, auto: boolean) =>
  levelDue(c)
    ? '"kyc"'
    : asksDetails(c)
      ? auto && detailsFilled(c)
        ? '{"details":"validating"}'
        : '{"details":"editing"}'
      : '"pay"'

/** Spec 2 §2 (the integrator's options): the amount frozen, or the wallet (its network and asset, and the address
 * the crypto is sent from, when it names one). */
const walletFrozen = (c: Journey) => c.config.freezeWallet === true && Boolean(c.config.network && c.config.asset)

/** Where Back leads (the step before): from the sign-in, the ID check and the details to the amount; from Pay to the
 * details when the offer has any, else the amount. None from elsewhere. */
const backTarget = (before: AnyMachineSnapshot) => {
  const from = stateName(before)
  if (from === '"pay"') return asksDetails(journey(before)) ? '{"details":"editing"}' : '{"amount":"settling"}'
  return from === '"verify"' || from === '"kyc"' || from.startsWith('{"details"') ? '{"amount":"settling"}' : undefined
}
const backTaken = (after: AnyMachineSnapshot, to: string) =>
  firstOf(
    goesTo(after, to, "Back"),
    journey(after).error === undefined ? undefined : "the step's failure should not follow",
    userTakesOver(after),
  )

/** The catalogue as the journey reads it (spec 2 §7 assets and payment channels; offRampPayWidgetEnabled). */
interface CatalogRead {
  readonly enabled: boolean
  readonly located: string | null
  readonly assets: ReadonlyArray<{
    readonly network: string
    readonly asset: string
    readonly canOfframp: boolean
    readonly offrampOrder: number
  }>
  readonly channels: ReadonlyArray<{
    readonly countryIsoCode: string
    readonly paymentChannels: ReadonlyArray<{ readonly paymentChannel: string }>
  }>
}
/** The countries the sale is offered in: those with a payment method (spec 2 §2 No offer: none with liquidity). */
const sellingIn = (catalog: CatalogRead | undefined) =>
  (catalog?.channels ?? []).filter((one) => one.paymentChannels.length > 0).map((one) => one.countryIsoCode)
/** Spec 2 §5 (spec 1 §4) country choice order: configured, account, stored, IP-detected, else the first offered. */
const firstCountry = (c: Journey, catalog: CatalogRead) =>
  [c.config.countryIsoCode, c.user?.countryIsoCode, c.storedCountry, catalog.located].find(
    (code): code is string => typeof code === "string" && sellingIn(catalog).includes(code),
  ) ?? sellingIn(catalog)[0]
/** The catalogue read: the maintenance notice when the pay widget is disabled; the integrator's asset not on sale is
 * the misconfigured notice (spec 2 §2); else the amount, asking for its offer. */
const afterCatalog = (catalog: CatalogRead, c: Journey) => {
  const { network, asset } = c.config
  const configured = catalog.assets.find((one) => one.network === network && one.asset === asset)
  if (!catalog.enabled) return '"paused"'
  // No asset of those offered here can be sold: the spec gives no notice of its own, the misconfigured one says it.
  const none = offeredAssets(catalog, c).length === 0
  return none || ((network || asset) && !configured?.canOfframp) ? '"misconfigured"' : '{"amount":"settling"}'
}
/** The assets offered for sale, by their order field (spec 2 §9); in Telegram only TON's (spec 2 §1). */
const offeredAssets = (catalog: CatalogRead, c: Journey) =>
  catalog.assets
    .filter((one) => one.canOfframp && (!c.config.telegram || one.network === "TON"))
    .toSorted((a, b) => a.offrampOrder - b.offrampOrder)

interface Waiting {
  readonly id: string
  /** The answers tried: each leads where `done` says. */
  readonly outputs: ReadonlyArray<unknown>
  readonly done: (before: Journey, after: Journey, output: unknown) => string
  readonly failed: string
}
/** An ID-check status under which a sale of any amount needs the basic check. */
const checkForAny = {
  ...kycStatuses.notStarted,
  kycRules: { ...kycStatuses.notStarted.kycRules, offRampMinBasic: 0, offRampMinAdvanced: 1_000_000 },
}
/** Where each call's answer leads from the state that waits for it (spec 2 §4, §7). */
const answers: Readonly<Record<string, Waiting>> = {
  '"loading"': {
    id: "loadCatalog",
    outputs: [offrampCatalog],
    done: (_, after, output) => afterCatalog(output as CatalogRead, after),
    failed: '"unavailable"',
  },
  // The status read for Next's label: unread, the label stays as it was.
  '{"amount":{"quoted":"readingKyc"}}': {
    id: "peekKycStatus",
    outputs: [kycStatuses.notStarted],
    done: () => '{"amount":{"quoted":"ready"}}',
    failed: '{"amount":{"quoted":"ready"}}',
  },
  // Spec 2 §4 (spec 1 §4): a status that cannot be read leads to the ID check.
  '"checkingKyc"': {
    id: "loadKycStatus",
    // A status under which this amount needs no check, and one under which any amount needs the basic one.
    outputs: [kycStatuses.notStarted, checkForAny],
    done: (before, after) => afterStatus(after, before.auto),
    failed: '"kyc"',
  },
  // Spec 2 §5: the server's list shown for confirmation; the auto-order goes on to Pay (spec 2 §2). Refused, the form.
  '{"details":"validating"}': {
    id: "validateFields",
    outputs: [confirmedDetails],
    done: (before) => (before.auto ? '"pay"' : '{"details":"confirming"}'),
    failed: '{"details":"editing"}',
  },
  // Spec 2 §7: the order made; refused (not for a stale offer), the user stays on Pay.
  '"creating"': { id: "createOrder", outputs: [{ _id: "order-1" }], done: () => '"created"', failed: '"pay"' },
}
const answering = (after: AnyMachineSnapshot, event: EventObject) => getNextSnapshot(after.machine, after, event)

/** The refusal of the details in the path tests: the mobile number is not one of the country. */
export const phoneRefused = fieldProblems.phone("Mobile number", "+254712345678")

/** The states where the journey goes no further (the amount screen shows the reason alone; the order made). */
const ends = ['"unavailable"', '"paused"', '"misconfigured"', '"created"']

/** The amount shows no offer, and why an order sent the user back (an expired offer). */
const amountTexts = [errors.noOffer, errors.requestFailed, orderRefusals.quoteExpired]
const waitingAmount: Meets = { route: "/offramp", mayShow: amountTexts, enabled: { next: false } }
/** Asking for an offer again, the page shows it is asking, not the failure of the last ask; why the journey came
 * back stays. */
const askingAmount: Meets = {
  route: "/offramp",
  mayShow: [orderRefusals.quoteExpired],
  enabled: { next: false },
  ...working,
}
const quotedAmount = (snapshot: AnyMachineSnapshot): Meets => ({
  route: "/offramp",
  mayShow: amountTexts,
  enabled: { next: nextAllowed(snapshot) },
  ...waiting,
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
    '"loading"': { route: "/offramp", ...working },
    '"unavailable"': { route: "/offramp", mayShow: [errors.requestFailed], ...failing },
    // The maintenance notice is the amount screen's own (spec 2 §2): a notice, nothing failed.
    '"paused"': { route: "/offramp", enabled: { next: false }, ...waiting },
    '"misconfigured"': {
      route: "/offramp",
      mayShow: [errors.assetMisconfigured],
      enabled: { next: false },
      ...failing,
    },
    // Typing or a new choice: the offer shown is for what was there before, and the offer box shows it is working
    // (its aria-busy; the auto-order waits meanwhile) until the new one comes.
    '{"amount":"settling"}': { ...waitingAmount, ...working },
    '{"amount":"quoting"}': askingAmount,
    // Spec 2 §5: no offer is asked for until every choice is made and the amount is a number: nothing is asked.
    '{"amount":"idle"}': { ...waitingAmount, ...waiting },
    // Spec 2 §2 No offer, §7 offer answer: the ask failed, the screen says so.
    '{"amount":"failed"}': { ...waitingAmount, ...failing },
    '{"amount":"quoted"}': quotedAmount,
    '{"amount":{"quoted":"readingKyc"}}': quotedAmount,
    '{"amount":{"quoted":"ready"}}': quotedAmount,
    // Spec 2 §2 gives the sign-in (/offramp/auth), the ID check and the Pay step no Back: Telegram's own back button
    // only (the chart takes it there; the replay skips it). The sign-in's and the ID check's charts show their work.
    '"verify"': { route: "/offramp/auth", ...waiting },
    '"checkingKyc"': { route: "stays", ...working },
    '"kyc"': { route: "/offramp/kyc", ...waiting },
    '{"details":"editing"}': {
      route: "/offramp/create",
      mayShow: detailsTexts,
      enabled: { back: true, next: false },
      ...waiting,
    },
    // Spec 2 §7 validate-fields: the details screen shows it is checking them.
    '{"details":"validating"}': { route: "/offramp/create", enabled: { next: false }, ...working },
    // Validated: the server's list shown for confirmation, Next: Pay (spec 2 §5).
    '{"details":"confirming"}': {
      route: "/offramp/create",
      enabled: { next: true, "details.edit": true },
      ...waiting,
    },
    '"pay"': (snapshot) => ({
      route: "/offramp/pay",
      mayShow: [errors.failedToCreateOrder, errors.requestFailed],
      // The order is made from the wallet that pays it: not before there is an address.
      enabled: { "order.create": (snapshot.context as { address: string }).address.trim() !== "" },
      ...waiting,
    }),
    '"creating"': { route: "/offramp/pay", ...working },
    '"created"': { route: "/offramp/pay", ...waiting },
  },
  steps: [
    callsCarry(callInput),
    goesOnByItselfOnlyFromTheRoute,
    // The journey starts by reading the catalogue (spec 2 §7: assets and payment channels).
    ({ event, asked }) =>
      event.type !== "xstate.init" || asked[0]?.id === "loadCatalog"
        ? undefined
        : `the journey should start with loadCatalog, asked ${JSON.stringify(asked)}`,
    endsOnlyIn(ends),
    // A new choice asks for the offer of the new criteria at once, typing once it settles (spec 2 §9 debounce).
    ...quoteLoopTold(["asset.select", "country.select", "channel.select"], (after) => offerRequest(journey(after))),
    // The catalogue read: the maintenance notice when the pay widget is disabled; the integrator's asset not on sale
    // is the misconfigured notice (spec 2 §2); else the amount, asking for its offer.
    onEvent("xstate.done.actor.loadCatalog", ({ event, after }) => {
      const catalog = (event as unknown as { output: CatalogRead }).output
      const c = journey(after)
      const country = firstCountry(c, catalog)
      // Spec 2 §9 (spec 1 §9): the first asset by its order field, of those that can be sold; in Telegram only TON's
      // (spec 2 §1). The integrator's own when it named one.
      const [first] = offeredAssets(catalog, c)
      const asset = c.config.network ? { network: c.config.network, asset: c.config.asset } : first
      return firstOf(
        goesTo(after, afterCatalog(catalog, c), "the catalogue"),
        c.country === country ? undefined : `the country should be ${country}, is ${c.country}`,
        // The link's address is the wallet the crypto is sent from (the pay step and the order take it), none without.
        c.address === (c.config.address ?? "")
          ? undefined
          : `the address should be the link's ${JSON.stringify(c.config.address ?? "")}, is ${JSON.stringify(c.address)}`,
        stateName(after) === '"misconfigured"' || (c.network === asset?.network && c.asset === asset?.asset)
          ? undefined
          : `the asset should be ${asset?.network} ${asset?.asset}, is ${c.network} ${c.asset}`,
      )
    }),
    // A new choice on the amount is the journey's, and the offer for the one before is forgotten: a new country
    // starts with its first payment method. The offer box shows it is working until the new choice's offer comes
    // (the settling amount: Next waits for it).
    onEvent("country.select", ({ event, after }) => {
      const { countryIsoCode } = event as unknown as { countryIsoCode: string }
      const c = journey(after)
      const first = c.catalog?.channels.find((one) => one.countryIsoCode === countryIsoCode)?.paymentChannels[0]
      return firstOf(
        c.country === countryIsoCode && c.paymentChannel === first?.paymentChannel && c.quote === undefined
          ? undefined
          : "the country chosen, its first payment method, and no offer",
        goesTo(after, '{"amount":"settling"}', "a new country"),
      )
    }),
    onEvent("channel.select", ({ event, after }) =>
      firstOf(
        journey(after).paymentChannel === (event as unknown as { paymentChannel: string }).paymentChannel &&
          journey(after).quote === undefined
          ? undefined
          : "the payment method chosen, and no offer",
        goesTo(after, '{"amount":"settling"}', "a new payment method"),
      ),
    ),
    onEvent("asset.select", ({ event, after }) => {
      const { network, asset } = event as unknown as { network: string; asset: string }
      const c = journey(after)
      return firstOf(
        c.network === network && c.asset === asset && c.quote === undefined
          ? undefined
          : "the asset chosen, and no offer",
        goesTo(after, '{"amount":"settling"}', "a new asset"),
      )
    }),
    // Spec 2 §5 country choice: an account that arrives on the amount brings its country when the integrator named
    // none, it is new and the sale is offered there; the offer for the country before is forgotten.
    onEvent("session.user", ({ event, before, after }) => {
      if (!stateName(before).startsWith('{"amount"')) return undefined
      const arriving = (event as unknown as { user?: { countryIsoCode?: string | null } }).user?.countryIsoCode
      const b = journey(before)
      const adopts =
        !!arriving &&
        arriving !== b.user?.countryIsoCode &&
        arriving !== b.country &&
        !b.config.countryIsoCode &&
        sellingIn(b.catalog).includes(arriving)
      const c = journey(after)
      if (!adopts) return c.country === b.country ? undefined : "the country should stay"
      return c.country === arriving && c.quote === undefined ? undefined : `the account's country ${arriving} is taken`
    }),
    // A state at work moves on when its call answers, whichever the answer, where the spec says (tried from each
    // step: a path that answers there is not always among the walked ones).
    ({ after }) => {
      const waits = answers[stateName(after)]
      if (!waits) return undefined
      const { id, outputs, done, failed } = waits
      const made = outputs.map((output) => {
        const next = answering(after, { type: `xstate.done.actor.${id}`, output } as EventObject)
        return goesTo(next, done(journey(after), journey(next), output), `${id} answers ${JSON.stringify(output)}`)
      })
      const refused = answering(after, {
        type: `xstate.error.actor.${id}`,
        error: failures.requestFailed,
      } as EventObject)
      return firstOf(...made, goesTo(refused, failed, `${id} fails`))
    },
    // The session's news is the journey's wherever the user is, but for the order made (tried from each step).
    ({ after }) => {
      if (after.status === "done") return undefined
      const signedOut = journey(answering(after, { type: "session.user", user: undefined } as EventObject)).user
      const signedIn = journey(answering(after, { type: "session.user", user } as EventObject)).user
      return signedOut === undefined && signedIn?._id === user._id ? undefined : "should know the session's user"
    },
    // Typing the amount, tried from the amount: it holds what was typed in its currency, shows no failure or notice,
    // and a payment method picked later keeps it; untouched, a paybill starts at 1000 in local money (spec 1 §9).
    ({ event, after }) => {
      const c = journey(after)
      if (!stateName(after).startsWith('{"amount"') || c.config.freezeAmount) return undefined
      const typed = answering(after, { type: "amount.change", value: "2600", currency: "local" } as EventObject)
      const paybill = { type: "channel.select", paymentChannel: "paybill" } as EventObject
      const kept = journey(answering(typed, paybill))
      const untouched = journey(answering(after, paybill))
      return firstOf(
        journey(typed).amount === "2600" && journey(typed).currency === "local" && shownTexts(typed).length === 0
          ? undefined
          : "typing should hold the amount in its currency and clear what the amount shows",
        kept.amount === "2600" && kept.currency === "local" ? undefined : "a paybill picked keeps a typed amount",
        // The first amount, nothing typed yet and none in the link.
        event.type !== "xstate.done.actor.loadCatalog" ||
          c.config.amount !== undefined ||
          (untouched.amount === "1000" && untouched.currency === "local")
          ? undefined
          : "a paybill starts at 1000 in local money",
      )
    },
    // In the details form, typing in a field clears its problem, and only its own, and the confirmation of the details
    // (tried).
    ({ after }) => {
      if (stateName(after) !== '{"details":"editing"}') return undefined
      const c = journey(after)
      for (const key of [...Object.keys(c.fieldProblems), ...Object.keys(c.fields)]) {
        const next = journey(answering(after, { type: "field.change", key, value: "x" } as EventObject))
        if (next.fieldProblems[key]) return `typing in ${key} should clear its problem`
        // Each field's problem shows at its field until that field is changed.
        for (const [other, problem] of Object.entries(c.fieldProblems))
          if (other !== key && problem && next.fieldProblems[other] !== problem)
            return `typing in ${key} should leave the problem of ${other}`
        if (next.details !== undefined) return "the details should be confirmed again"
      }
      return undefined
    },
    // Spec 2 §2 auto-order: an offer whose limits the amount breaks is where the user takes over (tried from the
    // amount while the journey goes on by itself).
    ({ after }) => {
      const c = journey(after)
      if (!c.auto || !stateName(after).startsWith('{"amount"')) return undefined
      const min = Number(c.amount) + 1
      const limits = { minCrypto: min, maxCrypto: min * 10, minLocalCurrency: min, maxLocalCurrency: min * 10 }
      const offer = { limits, quote: offrampOffers.withFields.quote }
      const next = answering(after, { type: "quote.ready", offer, quotedAt: 1_000 } as EventObject)
      return stateName(next).startsWith('{"amount"') && !journey(next).auto
        ? undefined
        : "an offer whose limits the amount breaks should hand over to the user at the amount"
    },
    // At the sign-in: signed out, it stays; signed in, the ID-check status is read (tried).
    ({ after }) =>
      stateName(after) === '"verify"'
        ? firstOf(
            goesTo(answering(after, { type: "session.user", user: undefined } as EventObject), '"verify"', "no one"),
            goesTo(answering(after, { type: "session.user", user } as EventObject), '"checkingKyc"', "signed in"),
          )
        : undefined,
    // Back, tried from each step that has one.
    ({ after }) => {
      const to = backTarget(after)
      return to ? backTaken(answering(after, { type: "back" }), to) : undefined
    },
    // Spec 2 §2: an amount the integrator froze cannot be typed, nor a frozen wallet's asset changed, nor the address
    // it pays from.
    ({ after }) => {
      const c = journey(after)
      if (stateName(after).startsWith('{"amount"'))
        return firstOf(
          c.config.freezeAmount && after.can({ type: "amount.change", value: "7", currency: "crypto" })
            ? "a frozen amount should not be typed"
            : undefined,
          walletFrozen(c) && after.can({ type: "asset.select", network: "CELO", asset: "CKES" })
            ? "a frozen wallet's asset should not change"
            : undefined,
        )
      if (stateName(after) === '"pay"') {
        // The order is made from the wallet that pays it: spaces are no address.
        const blank = answering(after, { type: "address.change", value: "   " } as EventObject)
        if (!walletFrozen(c) && blank.can({ type: "order.create" })) return "an address of spaces should make no order"
      }
      if (stateName(after) === '"pay"' && walletFrozen(c) && c.config.address) {
        const typed = journey(answering(after, { type: "address.change", value: "0x2222" } as EventObject)).address
        return firstOf(
          c.address === c.config.address ? undefined : "the pay step should carry the frozen wallet's address",
          typed === c.address ? undefined : "a frozen wallet's address should not change",
        )
      }
      return undefined
    },
    onEvent("xstate.error.actor.loadCatalog", ({ event, after }) =>
      showing(after, failureText(failureOf(event), errors.requestFailed)),
    ),
    ({ after }) => (stateName(after) === '"misconfigured"' ? showing(after, errors.assetMisconfigured) : undefined),
    // Asking again, the last ask's failure no longer shows.
    onEvent("quote.fetching", ({ after }) =>
      firstOf(
        goesTo(after, '{"amount":"quoting"}', "the offer is asked for"),
        journey(after).error === undefined ? undefined : "the last failure should no longer show",
      ),
    ),
    // Spec 2 §7 offer answer: the offer and its limits shown; the details it asks for prefilled (what was typed, the
    // link's, the device's). A signed-in user's ID-check status is read for Next's label (spec 2 §2). The auto-order
    // goes on by itself when the amount is inside the offer's limits; otherwise the user takes over (spec 2 §2).
    onEvent("quote.ready", ({ event, before, after }) => {
      const { offer } = event as unknown as { offer: { limits: Limits; quote: Journey["quote"] } }
      const c = journey(after)
      const kept =
        JSON.stringify([c.quote, c.limits]) === JSON.stringify([offer.quote, offer.limits]) && c.error === undefined
          ? undefined
          : "the offer and its limits should be kept, no failure shown"
      const prefilled = prefilledFields(journey(before), offer.quote)
      const fields =
        JSON.stringify(c.fields) === JSON.stringify(prefilled)
          ? undefined
          : `the details should be prefilled as ${JSON.stringify(prefilled)}, are ${JSON.stringify(c.fields)}`
      const goesOn = journey(before).auto && Boolean(offer.quote) && amountQuotable(c)
      const quoted = c.user && !c.kycStatus ? '{"amount":{"quoted":"readingKyc"}}' : '{"amount":{"quoted":"ready"}}'
      return firstOf(
        kept,
        fields,
        goesOn
          ? goesTo(after, afterAmount(c), "the auto-order goes on by itself")
          : firstOf(goesTo(after, quoted, "the offer is in"), userTakesOver(after)),
      )
    }),
    offerSearchFailed,
    // Spec 2 §2 auto-order: an amount that cannot be quoted is where the user takes over.
    onEvent("quote.idle", ({ after }) =>
      firstOf(goesTo(after, '{"amount":"idle"}', "nothing to ask"), userTakesOver(after)),
    ),
    // The status read for Next's label: kept; unread, the label stays as it was.
    onEvent("xstate.done.actor.peekKycStatus", ({ event, after }) =>
      firstOf(
        goesTo(after, '{"amount":{"quoted":"ready"}}', "the status is read"),
        JSON.stringify(journey(after).kycStatus) === JSON.stringify((event as unknown as { output: unknown }).output)
          ? undefined
          : "the status read should be kept",
      ),
    ),
    onEvent("xstate.error.actor.peekKycStatus", ({ after }) =>
      firstOf(
        goesTo(after, '{"amount":{"quoted":"ready"}}', "the status is not read"),
        journey(after).kycStatus === undefined ? undefined : "no status should be kept",
      ),
    ),
    // Typing the amount is acting: it holds what was typed, and why the journey came back no longer shows, nor the
    // last failure.
    onEvent("amount.change", ({ event, after }) => {
      const { value, currency } = event as unknown as { value: string; currency: string }
      return firstOf(
        journey(after).amount === value && journey(after).currency === currency
          ? undefined
          : "should hold the amount in its currency",
        shownTexts(after).length === 0 ? undefined : "the last failure and the notice should no longer show",
        goesTo(after, '{"amount":"settling"}', "typing"),
      )
    }),
    // Spec 2 §4 next-step rule from the amount; Next: Pay from the confirmed details.
    onEvent("next", ({ before, after }) => {
      if (stateName(before) === '{"details":"confirming"}') return goesTo(after, '"pay"', "Next: Pay")
      if (!stateName(before).startsWith('{"amount":{"quoted"') || !nextAllowed(before)) return undefined
      return goesTo(after, afterAmount(journey(after)), "Next on the amount")
    }),
    // Back leads to the step before: from the details and from the sign-in or the ID check to the amount, which asks
    // for its offer again, the step's failure left behind and the user taking over; from Pay to the details when the
    // offer has any, else the amount.
    onEvent("back", ({ before, after }) => {
      const to = backTarget(before)
      return to ? backTaken(after, to) : undefined
    }),
    // The session's news is the journey's wherever the user is; signed in while the sign-in waits, the ID-check
    // status is read; signed out there, the sign-in stays.
    onEvent("session.user", ({ event, before, after }) => {
      const { user } = event as unknown as { user?: { _id: string } }
      return firstOf(
        journey(after).user?._id === user?._id ? undefined : "should know the session's user",
        stateName(before) === '"verify"'
          ? goesTo(after, user ? '"checkingKyc"' : '"verify"', user ? "signed in" : "no one signed in")
          : undefined,
      )
    }),
    // Spec 2 §1, §6: without an account, a sale whose offer allows it (no ID check needed) goes on to the details or
    // Pay; the sign-in offers it only then.
    ({ after }) =>
      stateName(after) === '"verify"' &&
      after.can({ type: "anonymous.continue" }) !== (journey(after).quote?.anonymousAllowed === true)
        ? "Continue without an account should be offered exactly when the offer allows it"
        : undefined,
    onEvent("anonymous.continue", ({ before, after }) =>
      stateName(before) === '"verify"' && journey(before).quote?.anonymousAllowed === true
        ? goesTo(after, afterStatus(journey(after), journey(before).auto), "without an account")
        : undefined,
    ),
    // Spec 2 §4: the ID check when the status and the amount require it; a status that cannot be read leads to it.
    onEvent("xstate.done.actor.loadKycStatus", ({ event, before, after }) =>
      firstOf(
        JSON.stringify(journey(after).kycStatus) === JSON.stringify((event as unknown as { output: unknown }).output)
          ? undefined
          : "the status read should be kept",
        goesTo(after, afterStatus(journey(after), journey(before).auto), "the ID check when due, then the details"),
      ),
    ),
    onEvent("xstate.error.actor.loadKycStatus", ({ after }) => goesTo(after, '"kyc"', "the status check failed")),
    // The ID check done, its status is read again.
    onEvent("xstate.done.actor.kyc", ({ after, asked }) =>
      firstOf(
        goesTo(after, '"checkingKyc"', "the ID check is done"),
        asked.some((call) => call.id === "loadKycStatus") ? undefined : "the status should be read again",
      ),
    ),
    // The ID check is where the user takes over from the auto-order.
    ({ after }) => (stateName(after) === '"kyc"' ? userTakesOver(after) : undefined),
    // Spec 2 §5: Validate details is enabled only when every required field is filled; the auto-order, missing one,
    // leaves the form to the user.
    ({ after }) => {
      if (stateName(after) !== '{"details":"editing"}') return undefined
      const filled = detailsFilled(journey(after))
      return firstOf(
        after.can({ type: "details.validate" }) === filled
          ? undefined
          : `Validate details should be ${filled ? "enabled" : "disabled"}`,
        userTakesOver(after),
      )
    },
    onEvent("details.validate", ({ before, after }) =>
      stateName(before) === '{"details":"editing"}' && detailsFilled(journey(before))
        ? goesTo(after, '{"details":"validating"}', "Validate details")
        : undefined,
    ),
    // What is typed in a field is held, its problem no longer shows, and the details must be confirmed again.
    onEvent("field.change", ({ event, after }) => {
      const { key, value } = event as unknown as { key: string; value: string }
      const c = journey(after)
      return firstOf(
        c.fields[key] === value ? undefined : `the field ${key} should hold what was typed`,
        c.fieldProblems[key] ? `the problem of ${key} should no longer show` : undefined,
        c.details === undefined ? undefined : "the details should be confirmed again",
      )
    }),
    // Spec 2 §5: the server's list of the details is shown for confirmation before Next: Pay; the auto-order goes on
    // to Pay (spec 2 §2).
    onEvent("xstate.done.actor.validateFields", ({ event, before, after }) =>
      firstOf(
        goesTo(after, journey(before).auto ? '"pay"' : '{"details":"confirming"}', "the details are valid"),
        JSON.stringify(journey(after).details) === JSON.stringify((event as unknown as { output: unknown }).output)
          ? undefined
          : "the server's list of the details should be shown",
      ),
    ),
    // Refused: each field's problem at its field, the refusal in a toast (spec 2 §8 'Failed to validate details' by
    // default); the form is the user's.
    onEvent("xstate.error.actor.validateFields", ({ event, after, emitted }) => {
      const problems = (failureOf(event) as { fields?: Record<string, string> }).fields ?? {}
      return firstOf(
        goesTo(after, '{"details":"editing"}', "the details are refused"),
        JSON.stringify(journey(after).fieldProblems) === JSON.stringify(problems)
          ? undefined
          : `the fields' problems should be ${JSON.stringify(problems)}`,
        emitting(emitted, toastOf(failureText(failureOf(event), errors.failedToValidateDetails))),
        userTakesOver(after),
      )
    }),
    onEvent("details.edit", ({ before, after }) =>
      stateName(before) === '{"details":"confirming"}'
        ? goesTo(after, '{"details":"editing"}', "Edit the details")
        : undefined,
    ),
    // Pay is where the user takes over: the order is made from the wallet that pays it.
    ({ after }) => (stateName(after) === '"pay"' ? userTakesOver(after) : undefined),
    onEvent("address.change", ({ event, after }) =>
      journey(after).address === (event as unknown as { value: string }).value ? undefined : "should hold the address",
    ),
    onEvent("order.create", ({ before, after }) =>
      stateName(before) === '"pay"'
        ? goesTo(after, journey(before).address.trim() ? '"creating"' : '"pay"', "Create order")
        : undefined,
    ),
    // Spec 2 §7 order creation answer: the order goes on to be paid; its id is the journey's outcome.
    onEvent("xstate.done.actor.createOrder", ({ event, after }) => {
      const made = (event as unknown as { output: { _id: string } }).output._id
      return JSON.stringify(after.output) === JSON.stringify({ orderId: made }) && journey(after).orderId === made
        ? goesTo(after, '"created"', "the order is made")
        : `the journey should end with order ${made}, ends with ${JSON.stringify(after.output)}`
    }),
    // A stale offer sends the user back to the amount with the server's reason; any other refusal is a toast with the
    // server's message or 'Failed to create order' (spec 2 §7, §8), on Pay.
    onEvent("xstate.error.actor.createOrder", ({ event, after, emitted }) => {
      const text = failureText(failureOf(event), errors.failedToCreateOrder)
      if (tagOf(event) === "QuoteExpired")
        return firstOf(
          goesTo(after, '{"amount":"settling"}', "a stale offer"),
          showing(after, text),
          journey(after).quote === undefined ? undefined : "the stale offer should not stay",
          emitting(emitted, []),
        )
      return firstOf(goesTo(after, '"pay"', "the order is refused"), emitting(emitted, toastOf(text)))
    }),
  ],
}
