// Buy-goods' amount screen as the spec states it (spec 2 §2 Buy-goods: the amount screen, then Pay; §7 the no-offer
// message, an order made goes on to pay; §8 Create order fails: the server's message, else Failed to create order, in a
// toast; §9 the quote refreshed every 30 s; spec 1 §9 an unreadable refusal reads 'Request failed'), for every chart
// registered over machines/buyGoods.ts. The spec leaves the calls to the product: they are the contract's
// (schema/buyGoods.ts, README "Paying a till in the sandbox"): the quote asked with the till, the amount in local
// money, the country of the tills and the asset; the order made with the quote, the till, the asset and the wallet the
// crypto comes from. The route is /buy-goods until the order is made, which the pay route opens.
import { type AnyMachineSnapshot, type EventObject, transition } from "xstate"
import { buyGoodsAmountLabels } from "../../../schema/buyGoodsLabels.ts"
import { errors } from "../../../schema/messages.ts"
import { buyGoodsAmountRoute, buyGoodsRouteView } from "../../../screens/buyGoods/routeTable.ts"
import { buyGoodsCatalog, buyGoodsFailures, tillQuote } from "../buyGoodsFixtures.ts"
import {
  type ChartExpectations,
  callsCarry,
  goesTo,
  type Meets,
  onEvent,
  type Step,
  stateName,
  unmet,
  type WalkedStep,
} from "../expectations.ts"
import { failures } from "../fixtures.ts"
import { recorded } from "../runPath.ts"
import {
  emitting,
  endsOnlyIn,
  failing,
  failureOf,
  failureText,
  firstOf,
  showing,
  tagOf,
  toastOf,
  waiting,
  working,
} from "./journeySteps.ts"

/** What the journey knows, as the screen and the calls read it. */
interface Journey {
  readonly catalog?: {
    readonly countryIsoCode?: string
    readonly enabled: boolean
    readonly assets: ReadonlyArray<{ readonly network: string; readonly asset: string }>
  }
  readonly tillNumber: string
  readonly amount: string
  readonly network?: string
  readonly asset?: string
  readonly fromAddress: string
  readonly quote?: { readonly quoteId: string }
  readonly quotedAt?: number
  readonly quoteError?: string
  readonly error?: string
  readonly orderId?: string
}
const journey = (snapshot: AnyMachineSnapshot) => snapshot.context as Journey

/** The till as the screen asks for it: 5 to 7 digits, as shown at the till (its hint), spaces around left out. */
const tillTyped = (c: Journey) => /^\d{5,7}$/.test(c.tillNumber.trim())
/** An amount greater than 0 (the screen's message) with at most 2 decimals (spec 2 §9). */
const amountTyped = (c: Journey) => /^\d+(\.\d{1,2})?$/.test(c.amount.trim()) && Number(c.amount.trim()) > 0
/** The quote is asked for once the till, the amount and the asset are there, in the country whose tills are paid;
 * nothing is asked before. */
const quoteRequest = (c: Journey) =>
  c.catalog?.countryIsoCode && c.network && c.asset && tillTyped(c) && amountTyped(c)
    ? {
        tillNumber: c.tillNumber.trim(),
        amount: Number(c.amount.trim()),
        countryIsoCode: c.catalog.countryIsoCode,
        network: c.network,
        asset: c.asset,
      }
    : undefined
/** The order: the quote on screen, the till, the asset, and the wallet the crypto comes from. */
const orderBody = (c: Journey) => ({
  quoteId: c.quote?.quoteId,
  tillNumber: c.tillNumber.trim(),
  network: c.network,
  asset: c.asset,
  fromAddress: c.fromAddress.trim(),
})
/** What each call is asked, from what the journey knows when it is made. */
const callInput = (id: string, { after }: Step) => {
  switch (id) {
    case "quote":
      return { request: quoteRequest(journey(after)) }
    case "createOrder":
      return orderBody(journey(after))
    default:
      return undefined
  }
}
/** The catalogue read: nothing to do when buy-goods is switched off or no country pays tills; else the amount, whose
 * quote waits for what is typed. */
const afterCatalog = (catalog: NonNullable<Journey["catalog"]>) =>
  catalog.enabled && catalog.countryIsoCode ? '{"editing":"settling"}' : '"unavailable"'

/** The message the amount screen shows of the quote: only while its state says the quote failed (the error tag). */
const quoteProblem = (snapshot: AnyMachineSnapshot) =>
  snapshot.hasTag("error") ? journey(snapshot).quoteError : undefined
const sayingOfQuote = (after: AnyMachineSnapshot, text: string | undefined) =>
  quoteProblem(after) === text ? undefined : `the quote's message should be ${text}, is ${quoteProblem(after)}`
/** A new till, amount or asset: the quote on screen and its message are for what was there before. */
const quoteForgotten = (after: AnyMachineSnapshot) => {
  const c = journey(after)
  return c.quote === undefined && c.quoteError === undefined && c.error === undefined
    ? undefined
    : "the quote, its message and Next's message should be gone"
}
/** An event tried from a walked snapshot as xstate takes it (nothing runs): where it leads, and as the walk records a
 * step, what the chart tells the quote loop, the calls it starts (by invoke id, with their input) and what it emits. */
const trying = (from: AnyMachineSnapshot, event: TriedEvent) => {
  const [next, actions] = transition(from.machine, from, event as EventObject)
  const made = (type: string) =>
    actions.filter((action) => action.type === type).map((action) => action.params as Record<string, unknown>)
  return {
    next,
    told: made("xstate.sendTo").map((params) => ({ to: String(params.targetId), event: params.event as EventObject })),
    asked: made("xstate.spawnChild").map((params) => ({ id: String(params.id), input: params.input })),
    emitted: made("xstate.emit").map((params) => recorded(params.event as { type: string })),
  }
}
type TriedEvent = { readonly type: string; readonly [field: string]: unknown }
const inEditing = (snapshot: AnyMachineSnapshot) => stateName(snapshot).startsWith('{"editing"')
/** A rule for an event of the amount screen, sent while the user is on it. */
const onEditing: typeof onEvent = (type, check) =>
  onEvent(type, (step) => (inEditing(step.before) ? check(step) : undefined))

const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error })
/** Next waits for a quote of what is typed now; the sender field's message stays until an address is typed. */
const editing: Meets = {
  route: "/buy-goods",
  mayShow: [buyGoodsAmountLabels.fromAddressRequired],
  enabled: { next: false },
}

const walked: ChartExpectations = {
  startRoute: "/buy-goods",
  routeOf: (snapshot, pathname) => buyGoodsAmountRoute(buyGoodsRouteView(snapshot), { pathname, search: {} })?.to,
  moves: ["/buy-goods → /buy-goods/pay"],
  states: {
    '"loading"': { route: "/buy-goods", ...working },
    // Buy-goods switched off, or no country pays tills: the screen says it is not available, nothing to do.
    '"unavailable"': { route: "/buy-goods", enabled: { next: false }, ...failing },
    // Spec 1 §2: the generic error screen.
    '"failed"': { route: "/buy-goods", mayShow: [errors.genericError], enabled: { next: false }, ...failing },
    // Typing, or another asset: the quote is for what was there before; the screen shows it is asking.
    '{"editing":"settling"}': { ...editing, ...working },
    // The till or the amount cannot be quoted yet: nothing is asked.
    '{"editing":"idle"}': { ...editing, ...waiting },
    '{"editing":"quoting"}': { ...editing, ...working },
    // Spec 2 §7: no offer pays the till; or the quote was refused (an unknown till): the screen says why.
    '{"editing":"noOffer"}': { ...editing, ...failing },
    '{"editing":"refused"}': { ...editing, ...failing },
    // The quote for what is typed: Next makes the order from the sender's wallet.
    '{"editing":"quoted"}': { ...editing, enabled: { next: true }, ...waiting },
    '"creating"': { route: "/buy-goods", enabled: { next: false }, ...working },
    // Spec 2 §7: the order made, the user goes on to pay it.
    '"done"': { route: "/buy-goods/pay", ...waiting },
  },
  steps: [
    callsCarry(callInput),
    // The journey starts by reading the catalogue: the country whose tills are paid and the assets.
    ({ event, asked }) =>
      event.type !== "xstate.init" || (asked.length === 1 && asked[0]?.id === "loadCatalog")
        ? undefined
        : `the journey should start with loadCatalog alone, asked ${JSON.stringify(asked)}`,
    // The link's till and amount are on the screen from the start (README: /buy-goods?tillNumber=…&amount=…).
    ({ event, after, input }) => {
      if (event.type !== "xstate.init") return undefined
      const link = input as { tillNumber?: string; amount?: string }
      const c = journey(after)
      return c.tillNumber === (link.tillNumber ?? "") && c.amount === (link.amount ?? "")
        ? undefined
        : `the link's till and amount should be typed, are ${JSON.stringify([c.tillNumber, c.amount])}`
    },
    // The journey goes no further when buy-goods cannot be used (the screen shows the reason alone).
    endsOnlyIn(['"unavailable"', '"failed"']),
    // The amount asks its quote as soon as it is shown (spec 2 §9 the 30 s refresh is the loop's).
    ({ before, after, asked }) =>
      inEditing(after) && (!before || !inEditing(before)) && !asked.some((call) => call.id === "quote")
        ? "the amount's quote should be asked for"
        : undefined,
    // A new asset asks for the quote of the new choice at once; typing asks once it settles (spec 2 §9 debounce).
    ({ event, before, told }) => {
      if (!before || !inEditing(before)) return undefined
      const kind = { "till.change": "quote.typed", "amount.change": "quote.typed", "asset.select": "quote.changed" }[
        event.type
      ]
      const types = told.filter((one) => one.to === "quote").map((one) => one.event.type)
      return kind === undefined || (types.length === 1 && types[0] === kind)
        ? undefined
        : `the quote loop should be told ${kind}, is told ${JSON.stringify(types)}`
    },
    ({ after, told }) => {
      for (const { to, event } of told) {
        const { request } = event as unknown as { request: unknown }
        const expected = quoteRequest(journey(after))
        if (to === "quote" && JSON.stringify(request) !== JSON.stringify(expected))
          return `the quote loop should be asked ${JSON.stringify(expected)}, is asked ${JSON.stringify(request)}`
      }
      return undefined
    },
    // The catalogue read: kept, and the first asset of those that can be sold is chosen.
    onEvent("xstate.done.actor.loadCatalog", ({ event, after }) => {
      const catalog = (event as unknown as { output: NonNullable<Journey["catalog"]> }).output
      const c = journey(after)
      const [first] = catalog.assets
      return firstOf(
        goesTo(after, afterCatalog(catalog), "the catalogue"),
        JSON.stringify(c.catalog) === JSON.stringify(catalog) ? undefined : "the catalogue should be kept",
        c.network === first?.network && c.asset === first?.asset
          ? undefined
          : `the asset should be ${first?.network} ${first?.asset}, is ${c.network} ${c.asset}`,
      )
    }),
    // Spec 1 §2: the catalogue unread, the generic error screen (the server's own message when it sent one).
    onEvent("xstate.error.actor.loadCatalog", ({ event, after }) =>
      firstOf(
        goesTo(after, '"failed"', "no catalogue"),
        showing(after, failureText(failureOf(event), errors.genericError)),
      ),
    ),
    // Typing holds what is typed, and the quote for what was there before is gone; Next waits for the new one.
    ...(
      [
        ["till.change", "tillNumber", "till"],
        ["amount.change", "amount", "amount"],
      ] as const
    ).map(([type, field, what]) =>
      onEditing(type, ({ event, after }) =>
        firstOf(
          journey(after)[field] === (event as unknown as { value: string }).value
            ? undefined
            : `should hold the ${what} typed`,
          quoteForgotten(after),
          goesTo(after, '{"editing":"settling"}', "what is quoted changed"),
        ),
      ),
    ),
    onEditing("asset.select", ({ event, after }) => {
      const { network, asset } = event as unknown as { network: string; asset: string }
      const c = journey(after)
      return firstOf(
        c.network === network && c.asset === asset ? undefined : "should hold the asset chosen",
        quoteForgotten(after),
        goesTo(after, '{"editing":"settling"}', "what is quoted changed"),
      )
    }),
    // The sender's address is not what is quoted: the quote and where the user is stay; its message goes.
    onEditing("address.change", ({ event, before, after }) =>
      firstOf(
        journey(after).fromAddress === (event as unknown as { value: string }).value
          ? undefined
          : "should hold the address typed",
        journey(after).error === undefined ? undefined : "typing the address clears its message",
        goesTo(after, stateName(before), "the address is not quoted"),
        JSON.stringify(journey(after).quote) === JSON.stringify(journey(before).quote)
          ? undefined
          : "the quote should stay",
      ),
    ),
    onEvent("quote.fetching", ({ after }) => goesTo(after, '{"editing":"quoting"}', "the quote is asked for")),
    onEvent("quote.idle", ({ after }) => goesTo(after, '{"editing":"idle"}', "nothing to ask")),
    // Spec 2 §7: the quote shown with its countdown from when it came; an empty answer shows the no-offer message.
    onEvent("quote.ready", ({ event, after }) => {
      const { offer, quotedAt } = event as unknown as { offer: unknown; quotedAt: number }
      const c = journey(after)
      return offer === null
        ? firstOf(
            goesTo(after, '{"editing":"noOffer"}', "no offer"),
            sayingOfQuote(after, errors.noOffer),
            c.quote === undefined && c.quotedAt === undefined ? undefined : "no quote should be kept",
          )
        : firstOf(
            goesTo(after, '{"editing":"quoted"}', "a quote"),
            JSON.stringify(c.quote) === JSON.stringify(offer) && c.quotedAt === quotedAt
              ? undefined
              : "the quote and when it came should be kept",
            c.quoteError === undefined ? undefined : "no quote's message should be kept",
          )
    }),
    // A refused quote (an unknown till, the service paused) shows the server's message, 'Request failed' when it
    // sent none (spec 1 §9), and no stale quote.
    onEvent("quote.failed", ({ event, after }) => {
      const c = journey(after)
      return firstOf(
        goesTo(after, '{"editing":"refused"}', "the quote is refused"),
        sayingOfQuote(after, failureText(failureOf(event), errors.requestFailed)),
        c.quote === undefined && c.quotedAt === undefined ? undefined : "no quote should be kept",
      )
    }),
    // Next with the quote: the order is made from the sender's wallet; without an address (spaces are none), the
    // screen asks for it and stays.
    onEvent("next", ({ before, after }) =>
      stateName(before) !== '{"editing":"quoted"}'
        ? undefined
        : journey(before).fromAddress.trim() === ""
          ? firstOf(
              goesTo(after, '{"editing":"quoted"}', "no sender address"),
              showing(after, buyGoodsAmountLabels.fromAddressRequired),
            )
          : goesTo(after, '"creating"', "the order is made"),
    ),
    // Spec 2 §7: the order made, the user goes on to pay it: the journey ends with the order.
    onEvent("xstate.done.actor.createOrder", ({ event, after }) => {
      const { _id } = (event as unknown as { output: { _id: string } }).output
      return firstOf(
        goesTo(after, '"done"', "the order is made"),
        journey(after).orderId === _id ? undefined : `the order ${_id} should be kept`,
        JSON.stringify(after.output) === JSON.stringify({ orderId: _id }) ? undefined : `should end with ${_id}`,
      )
    }),
    // Refused, back to the amount, whose quote is asked for again: a lapsed quote is forgotten without a word (the
    // fresh one is shown), any other refusal is toasted (spec 2 §8: the server's message, else Failed to create order).
    onEvent("xstate.error.actor.createOrder", ({ event, after, emitted, asked }) => {
      const lapsed = tagOf(event) === "QuoteExpired"
      return firstOf(
        goesTo(after, '{"editing":"settling"}', "the order is refused"),
        asked.some((call) => call.id === "quote") ? undefined : "the quote should be asked for again",
        lapsed && journey(after).quote !== undefined ? "the lapsed quote should be gone" : undefined,
        journey(after).error === undefined ? undefined : "no message at the address",
        emitting(emitted, lapsed ? [] : toastOf(failureText(failureOf(event), errors.failedToCreateOrder))),
      )
    }),
  ],
  leadsTo: [
    [{ type: "xstate.done.actor.createOrder", output: { _id: "order-till" } }, '"done"'],
    [{ type: "quote.fetching" }, '{"editing":"quoting"}'],
    [{ type: "quote.idle" }, '{"editing":"idle"}'],
  ],
  emits: [
    [failed("createOrder", failures.requestFailed), toastOf(errors.failedToCreateOrder)],
    [failed("createOrder", buyGoodsFailures.unknownTill), toastOf(buyGoodsFailures.unknownTill.message)],
  ],
}

/** What the user may do and what the calls may answer while they wait, tried from each walked step, one event or a
 * few in a row (a walked path takes an event only where it leads somewhere new: typing on the amount, a refused order
 * or a second catalogue would not be walked). */
const triedEvents = (snapshot: AnyMachineSnapshot): ReadonlyArray<ReadonlyArray<TriedEvent>> => {
  const state = stateName(snapshot)
  if (state === '"loading"')
    return [
      { type: "xstate.done.actor.loadCatalog", output: buyGoodsCatalog },
      { type: "xstate.done.actor.loadCatalog", output: { ...buyGoodsCatalog, enabled: false } },
      { type: "xstate.done.actor.loadCatalog", output: { ...buyGoodsCatalog, countryIsoCode: undefined } },
      { type: "xstate.done.actor.loadCatalog", output: { ...buyGoodsCatalog, assets: [] } },
      failed("loadCatalog", failures.requestFailed),
    ].map((event) => [event])
  if (state === '"creating"')
    return [
      { type: "xstate.done.actor.createOrder", output: { _id: "order-2" } },
      failed("createOrder", buyGoodsFailures.quoteExpired),
      failed("createOrder", failures.requestFailed),
      failed("createOrder", buyGoodsFailures.unknownTill),
    ].map((event) => [event])
  if (!inEditing(snapshot)) return []
  const quoted = { type: "quote.ready", offer: tillQuote, quotedAt: 2_000 }
  return [
    // Typed or pasted with spaces around, or not a till, or spaces alone.
    ...[" 52301 ", "12", "   ", " 150.5 ", "10.123"].flatMap((value) => [
      [{ type: "till.change", value }],
      [{ type: "amount.change", value }],
    ]),
    [{ type: "asset.select", network: "CELO", asset: "CKES" }],
    [{ type: "address.change", value: "0x2222" }],
    [{ type: "next" }],
    [{ type: "quote.fetching" }],
    [{ type: "quote.idle" }],
    [quoted],
    [{ type: "quote.ready", offer: null, quotedAt: 2_000 }],
    [{ type: "quote.failed", error: failures.requestFailed }],
    [{ type: "quote.failed", error: buyGoodsFailures.unknownTill }],
    // Next once the quote is in: an address of spaces is none; the order is made from a pasted till and address.
    [quoted, { type: "address.change", value: "   " }, { type: "next" }],
    [
      { type: "till.change", value: " 52301 " },
      quoted,
      { type: "address.change", value: " 0x2222 " },
      { type: "next" },
    ],
  ]
}

export const buyGoodsExpectations: ChartExpectations = {
  ...walked,
  steps: [
    ...(walked.steps ?? []),
    // Each tried step meets every rule a walked step meets: the state's, the step's, the calls', the toasts'.
    ({ event, after, emitted, input }) => {
      for (const events of triedEvents(after)) {
        const steps: Array<WalkedStep> = [{ event, snapshot: after, emitted }]
        for (const tried of events) {
          const { next, ...made } = trying(steps[steps.length - 1]?.snapshot ?? after, tried)
          steps.push({ event: tried as EventObject, snapshot: next, ...made })
        }
        const problems = unmet(walked, steps, input).filter((problem) => !problem.startsWith("step 0 "))
        if (problems.length > 0) return `tried ${JSON.stringify(events)}: ${problems.join("; ")}`
      }
      return undefined
    },
  ],
}
