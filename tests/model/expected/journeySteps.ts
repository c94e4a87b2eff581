// What the on-ramp's and the off-ramp's expectations say alike (spec 1 §3, §4, §8; spec 2 §2, §7, §8): how a failed
// call is told, the page working, waiting or failing, the journey's ends, the quote loop told the new criteria, and
// the tags an order carries for the integrator. Written from the spec, never from the charts.
import { isDeepStrictEqual } from "node:util"
import type { AnyMachineSnapshot } from "xstate"
import { errors } from "../../../schema/messages.ts"
import { goesTo, onEvent, type Step, shownTexts, stateName } from "../expectations.ts"

/** Spec 1 §8, spec 2 §8: a server's error shows its message (one it wrote carries a code), otherwise the situation's
 * default. */
export const failureText = (error: unknown, fallback: string) => {
  const { code, message } = (error ?? {}) as { code?: string; message?: string }
  return code && message ? message : fallback
}
export const failureOf = (event: { type: string }) => (event as unknown as { error: unknown }).error
export const tagOf = (event: { type: string }) => (failureOf(event) as { _tag?: string } | undefined)?._tag
/** A toast as the walk records it, its kind and its text. */
export const toastText = (kind: "error" | "success", text: string) => `toast ${kind}: ${text}`
export const toastOf = (text: string) => [toastText("error", text)]
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)
/** Every problem of a step as one sentence, none when it has none. */
export const firstOf = (...problems: ReadonlyArray<string | undefined>) =>
  problems.find((problem) => problem !== undefined)
export const showing = (after: AnyMachineSnapshot, text: string) =>
  shownTexts(after).includes(text) ? undefined : `should show "${text}", shows ${JSON.stringify(shownTexts(after))}`
export const emitting = (emitted: ReadonlyArray<string>, expected: ReadonlyArray<string>) =>
  same(emitted, expected) ? undefined : `should emit ${JSON.stringify(expected)}, emits ${JSON.stringify(emitted)}`
/** The automation is over: the user takes over (spec 1 §4, spec 2 §2 auto-order route: any failure falls back to the
 * amount). */
export const userTakesOver = (after: AnyMachineSnapshot) =>
  (after.context as { auto: boolean }).auto
    ? "the user takes over: the journey should no longer go on by itself"
    : undefined

/** Spec 1 §4, spec 2 §2: a journey goes on by itself only when the auto-order route started it so (its `auto` input),
 * and once the user has taken over it never does again. Checked from the route's input at the first step, so the
 * rules that read the mode before a step read what the route asked, not what the chart chose. */
export const goesOnByItselfOnlyFromTheRoute = ({ before, after, input }: Step) => {
  const byItself = (snapshot: AnyMachineSnapshot) => (snapshot.context as { auto: boolean }).auto
  if (before === undefined) {
    const asked = (input as { auto?: boolean } | undefined)?.auto === true
    if (byItself(after) === asked) return undefined
    return asked
      ? "the auto-order route started it: the journey should go on by itself"
      : "started by its own route: the journey should wait for the user"
  }
  return !byItself(before) && byItself(after) ? "goes on by itself again after the user took over" : undefined
}

/** The page shows it is working (busy: the `loading` tag the screens read) and not a failure. */
export const working = { busy: true, showsFailure: false } as const
/** The page waits for the user: not working, no failure. */
export const waiting = { busy: false, showsFailure: false } as const
/** The step failed and the page says so (the `error` tag). */
export const failing = { busy: false, showsFailure: true } as const

/** The journey goes no further in these states (the screens read the `terminal` tag), and only in these. */
export const endsOnlyIn =
  (ends: ReadonlyArray<string>) =>
  ({ after }: Step) =>
    after.hasTag("terminal") === ends.includes(stateName(after))
      ? undefined
      : `${after.hasTag("terminal") ? "ends" : "does not end"} here, the spec says not`

/** The integrator's parameters an order carries (spec 1 §3 order creation payload, spec 2 §7 create-order):
 * orderParams and forceFail, and in meta the signed link and the campaign tags; only those the page was given. */
export interface OrderTagsGiven {
  readonly signature?: string
  readonly orderParams?: string
  readonly forceFail?: boolean
  readonly utm_source?: string
  readonly utm_medium?: string
  readonly utm_campaign?: string
}
export const orderTags = (config: OrderTagsGiven) => {
  const given = (value: string | undefined) => value !== undefined && value !== ""
  const meta = {
    ...(given(config.signature) ? { signature: config.signature } : {}),
    ...(given(config.utm_source) ? { utmSource: config.utm_source } : {}),
    ...(given(config.utm_medium) ? { utmMedium: config.utm_medium } : {}),
    ...(given(config.utm_campaign) ? { utmCampaign: config.utm_campaign } : {}),
  }
  return {
    ...(given(config.orderParams) ? { orderParams: config.orderParams } : {}),
    ...(config.forceFail === true ? { forceFail: true } : {}),
    meta,
  }
}

/** A new choice on the amount asks the quote loop for the offer of the new criteria at once; typing asks once it
 * settles (spec 1 §9 debounce). Whatever the chart tells the loop carries the request as the spec's best-offer call
 * gives it (`request`, from what the journey knows after the step). `choices`: the events that change the criteria. */
export const quoteLoopTold = (
  choices: ReadonlyArray<string>,
  request: (after: AnyMachineSnapshot) => unknown,
): ReadonlyArray<(step: Step) => string | undefined> => [
  ({ event, before, told }) => {
    const requests = told.filter((one) => one.to === "quote").map((one) => one.event)
    if (!before || !stateName(before).startsWith('{"amount"')) return undefined
    const kind =
      event.type === "amount.change" ? "quote.typed" : choices.includes(event.type) ? "quote.changed" : undefined
    if (kind && !requests.some((told) => told.type === kind))
      return `the quote loop should be told ${kind}, is told ${JSON.stringify(requests)}`
    return undefined
  },
  ({ after, told }) => {
    for (const { to, event } of told) {
      const expected = { type: event.type, request: request(after) }
      if (to === "quote" && !isDeepStrictEqual(event, expected))
        return `the quote loop should be told ${JSON.stringify(expected)}, is told ${JSON.stringify(event)}`
    }
    return undefined
  },
]

/** Spec 1 §8, spec 2 §2 No offer: the failure's message, else the no-offer message; no offer kept, and an auto-order
 * hands over to the user. */
export const offerSearchFailed = onEvent("quote.failed", ({ event, after }) =>
  firstOf(
    goesTo(after, '{"amount":"failed"}', "the ask failed"),
    showing(after, failureText(failureOf(event), errors.noOffer)),
    (after.context as { quote?: unknown }).quote === null ? undefined : "no offer should be kept",
    userTakesOver(after),
  ),
)
