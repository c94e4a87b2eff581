// What the user must meet in each state of a chart, written from the spec (its routes, its step order, its button
// rules) and schema/'s texts, never computed from the chart or from a helper the screens use. The walk of every
// generated path checks each step against them, so a wrong target, a missing guard or a changed text fails.
import { isDeepStrictEqual } from "node:util"
import type { AnyMachineSnapshot, EventObject } from "xstate"
import { regionKeys } from "./paths.ts"

/** What one state shows. */
export interface Meets {
  /** The spec's route the state is shown at; `"stays"` for a state the app passes through where the user is. */
  readonly route?: string
  /** Every text the state may show (an error, a notice); none when left out. */
  readonly mayShow?: ReadonlyArray<string>
  /** Per event a button sends: whether that button is enabled here. */
  readonly enabled?: Readonly<Record<string, boolean>>
  /** Whether the screen shows it is working (the chart's `loading` tag, which the screens read). */
  readonly busy?: boolean
  /** Whether the screen shows the step failed (the chart's `error` tag, which the screens read). */
  readonly showsFailure?: boolean
}

/** An event as the chart's table writes it, with its payload. */
export type TableEvent = { readonly type: string; readonly [field: string]: unknown }

export interface ChartExpectations {
  /** Per atomic state (as the path tests name it, `"wallet"`, `{"amount":"quoted"}`): what the user meets. A
   * function where the spec's rule reads the journey's facts (the offer, the amount). */
  readonly states: Readonly<Record<string, Meets | ((snapshot: AnyMachineSnapshot) => Meets)>>
  /** The route table under test: the route it shows a snapshot at, from where the user is (undefined: stays). */
  readonly routeOf?: (snapshot: AnyMachineSnapshot, pathname: string) => string | undefined
  /** Where the walk starts. */
  readonly startRoute?: string
  /** The moves between routes the spec's step order allows, as `from → to`. */
  readonly moves?: ReadonlyArray<string>
  /** After these events (an answer of the server, mostly), the user is in this state, whatever came before. */
  readonly leadsTo?: ReadonlyArray<readonly [TableEvent, string]>
  /** After these events, the user reads this text (word for word). */
  readonly says?: ReadonlyArray<readonly [TableEvent, string]>
  /** After these events, the chart emits these (to the parent window, monitoring, a toast with its kind:
   * `toast error: <text>`); after any other, none. Left out: emitted events are not checked. */
  readonly emits?: ReadonlyArray<readonly [TableEvent, ReadonlyArray<string>]>
  /** Rules of the spec about one step that read what was there before it (the e-mail typed when Continue is
   * pressed): each answers what the step does wrong, or undefined. */
  readonly steps?: ReadonlyArray<(step: Step) => string | undefined>
}

/** One step of a walk: the event, the snapshot before it (none at the start) and after it. */
export interface Step {
  readonly event: EventObject
  readonly before: AnyMachineSnapshot | undefined
  readonly after: AnyMachineSnapshot
  /** What the chart emitted during the step, as `emits` writes it. */
  readonly emitted: ReadonlyArray<string>
  /** The actors the step invoked, with their input. */
  readonly asked: ReadonlyArray<Asked>
  /** What the chart told its child charts during the step. */
  readonly told: ReadonlyArray<Told>
  /** What the chart was started with (the registration's input: the route's configuration and mode), so that a rule
   * can check the first step against what the route asked rather than against the chart's own context. */
  readonly input: unknown
}

/** The texts a snapshot shows: its error and its notice (the charts keep them in these two fields). */
export const shownTexts = (snapshot: AnyMachineSnapshot): ReadonlyArray<string> => {
  const context = (snapshot.context ?? {}) as { error?: unknown; returnNotice?: unknown }
  return [context.error, context.returnNotice].filter((text): text is string => typeof text === "string")
}

const sameEvent = (a: TableEvent, b: EventObject) => JSON.stringify(a) === JSON.stringify(b)

export interface WalkedStep {
  readonly event: EventObject
  readonly snapshot: AnyMachineSnapshot
  /** What the chart emitted during this step: its type, and its text when it has one (a toast with its kind:
   * `toast error: Request failed`). */
  readonly emitted: ReadonlyArray<string>
  /** The actors invoked during this step (a call to the server, a wallet) and their input. */
  readonly asked?: ReadonlyArray<Asked>
  /** The events the chart sent its child charts during this step. */
  readonly told?: ReadonlyArray<Told>
}

/** An event the chart sent to one of its child charts (by invoke id), as the quote loop is told new criteria. */
export interface Told {
  readonly to: string
  readonly event: EventObject
}

/** An actor invoked (by its invoke id) with its input: the call the spec's table says is made. */
export interface Asked {
  readonly id: string
  readonly input: unknown
}

/** Every way the walk breaks the expectations, as sentences; none when it keeps them. */
export const unmet = (
  expectations: ChartExpectations,
  steps: ReadonlyArray<WalkedStep>,
  input: unknown,
): ReadonlyArray<string> => {
  const problems: Array<string> = []
  let route = expectations.startRoute ?? ""
  for (const [index, { event, snapshot, emitted, asked, told }] of steps.entries()) {
    const state = JSON.stringify(snapshot.value)
    const at = `step ${index} (${event.type}) in ${state}`
    // A parallel chart's expectations may be written per region ({"lock":"locked"}): the snapshot meets each.
    const keys = state in expectations.states ? [state] : regionKeys(snapshot.value)
    const written = keys.map((key) => expectations.states[key])
    if (written.some((meets) => meets === undefined)) {
      problems.push(`${at}: no expectation is written for this state`)
      continue
    }
    const all = written.map((meets) => (typeof meets === "function" ? meets(snapshot) : (meets as Meets)))
    const meets: Meets = {
      ...Object.assign({}, ...all),
      busy: all.some((one) => one.busy === true) ? true : all.find((one) => one.busy === false)?.busy,
      showsFailure: all.some((one) => one.showsFailure === true)
        ? true
        : all.find((one) => one.showsFailure === false)?.showsFailure,
      mayShow: all.flatMap((one) => one.mayShow ?? []),
      enabled: Object.assign({}, ...all.map((one) => one.enabled)),
    }
    if (expectations.routeOf && meets.route !== undefined) {
      const to = expectations.routeOf(snapshot, route)
      if (meets.route === "stays" && to !== undefined && to !== route)
        problems.push(`${at}: moves to ${to}, the user should stay at ${route}`)
      if (meets.route !== "stays" && (to ?? route) !== meets.route)
        problems.push(`${at}: shown at ${to ?? route}, the spec says ${meets.route}`)
      const next = to ?? route
      if (next !== route && expectations.moves && !expectations.moves.includes(`${route} → ${next}`))
        problems.push(`${at}: moves ${route} → ${next}, a move the spec's step order does not have`)
      route = next
    }
    for (const text of shownTexts(snapshot))
      if (!(meets.mayShow ?? []).includes(text)) problems.push(`${at}: shows "${text}", not a text of this state`)
    if (meets.busy !== undefined && snapshot.hasTag("loading") !== meets.busy)
      problems.push(`${at}: ${meets.busy ? "should show it is working" : "shows it is working, the spec says not"}`)
    if (meets.showsFailure !== undefined && snapshot.hasTag("error") !== meets.showsFailure)
      problems.push(
        `${at}: ${meets.showsFailure ? "should show the step failed" : "shows a failure, the spec says not"}`,
      )
    for (const [type, enabled] of Object.entries(meets.enabled ?? {}))
      if (snapshot.can({ type }) !== enabled)
        problems.push(`${at}: the button sending ${type} is ${enabled ? "disabled" : "enabled"}, the spec says not`)
    for (const [after, expected] of expectations.leadsTo ?? [])
      if (sameEvent(after, event) && state !== expected) problems.push(`${at}: should lead to ${expected}`)
    for (const [after, text] of expectations.says ?? [])
      if (sameEvent(after, event) && !shownTexts(snapshot).includes(text))
        problems.push(`${at}: should show "${text}", shows ${JSON.stringify(shownTexts(snapshot))}`)
    if (expectations.emits) {
      const promised = expectations.emits.find(([after]) => sameEvent(after, event))?.[1] ?? []
      if (JSON.stringify(emitted) !== JSON.stringify(promised))
        problems.push(`${at}: emits ${JSON.stringify(emitted)}, the spec says ${JSON.stringify(promised)}`)
    }
    for (const rule of expectations.steps ?? []) {
      const problem = rule({
        event,
        before: steps[index - 1]?.snapshot,
        after: snapshot,
        emitted,
        asked: asked ?? [],
        told: told ?? [],
        input,
      })
      if (problem) problems.push(`${at}: ${problem}`)
    }
  }
  return problems
}

/** A step rule for one event: `check` answers what the step does wrong, if anything. */
export const onEvent =
  (type: string, check: (step: Step & { readonly before: AnyMachineSnapshot }) => string | undefined) => (step: Step) =>
    step.event.type === type && step.before ? check({ ...step, before: step.before }) : undefined

/** A snapshot's state as the expectations name it. */
export const stateName = (snapshot: AnyMachineSnapshot) => JSON.stringify(snapshot.value)

/** The rule "after this event, from what was there, the user is in `expected`" as a sentence when broken. */
export const goesTo = (after: AnyMachineSnapshot, expected: string, why: string) =>
  stateName(after) === expected ? undefined : `should lead to ${expected} (${why}), is in ${stateName(after)}`

/** The spec's payloads (its tables of calls): each call a step makes carries what `payload` says for its id
 * (undefined: that call is not checked). */
export const callsCarry = (payload: (id: string, step: Step) => unknown) => (step: Step) => {
  for (const call of step.asked) {
    const expected = payload(call.id, step)
    if (expected !== undefined && !isDeepStrictEqual(call.input, expected))
      return `${call.id} should be asked ${JSON.stringify(expected)}, was asked ${JSON.stringify(call.input)}`
  }
  return undefined
}
