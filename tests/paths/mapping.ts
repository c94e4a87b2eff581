// How a user (or the sandbox) sends each event of a chart: one file per chart in tests/paths/charts/. The replay
// (replay.ts) walks a generated path through the real widget with it and checks each state's expectations on the page.
import type { Locator, Page } from "@playwright/test"
import type { AnyMachineSnapshot, EventObject } from "xstate"
import type { ChartSpec } from "../model/chart.ts"

/** What an action knows: the page, the path's account, the event it sends and the events still to come. */
export interface Replay {
  readonly page: Page
  /** A fresh e-mail per path, so paths never share an account or a rate limit. */
  readonly email: string
  readonly event: EventObject & Record<string, unknown>
  /** The events after this one, in order (an action may type a wrong code because a refusal comes next). */
  readonly rest: ReadonlyArray<EventObject & Record<string, unknown>>
  /** What earlier actions kept for later ones (a code held back, the account's password). */
  readonly memo: Record<string, unknown>
  /** Lets the oldest held call of `calls` go on to the sandbox (or drops it, "lost"), for an event that is a call's
   * answer without being an actor's (the session's read of the user). */
  readonly release: (call: string, how?: "lost") => Promise<void>
}

/** An action; an actor's answer may say "lost": its held call is dropped as a lost connection drops it (the answer
 * without a server message that the chart's failures call status 0), instead of going on to the sandbox. */
export type Action = (replay: Replay) => Promise<unknown>

export interface ChartReplay {
  /** The chart as tests/model/charts/ registers it (its paths are derived from it). */
  readonly chart: ChartSpec
  /** Opens the widget where the chart starts. */
  readonly open: Action
  /** What `open` makes of a path's events after the first (a link varied by the answers to come): a path goes on from
   * the page the one before it left only when it would have been opened alike. None: every path is opened alike. */
  readonly openedAs?: (rest: ReadonlyArray<EventObject & Record<string, unknown>>) => string
  /** Undoes what `open` changed on the worker's sandbox for every chart after this one (an operator setting), once
   * the chart's paths ran, whether they passed or not. */
  readonly restore?: () => Promise<unknown>
  /** Per event type (`email.submit`, `xstate.error.actor.confirmCode`): what the user does, or what the sandbox is
   * made to decide before the held call goes on. */
  readonly events: Readonly<Record<string, Action>>
  /** Per invoked actor (or other call an event answers): the call, as "METHOD glob" ("... first": its first only). The replay holds each such call
   * as it leaves the page, so the waiting state can be checked, and lets it go on when the path's next event is that
   * actor's answer (after its action arranged the sandbox's answer). */
  readonly calls?: Readonly<Record<string, string>>
  /** Events no user or sandbox sends (the chart's own timers, a child's internal step), each with why. */
  readonly internal?: Readonly<Record<string, string>>
  /** Events no user or sandbox can bring about through the real widget, each with why: a path through one is
   * reported as skipped with that reason (the model walk in tests/model still walks it). Where only some states
   * make an event unreachable (a copy button the page shows with the order only), the reason is asked of the state
   * the event is sent in (and of the event, whose payload may be what no one can bring about), and none means the
   * event is reachable there. */
  readonly unreachable?: Readonly<
    Record<string, string | ((sentIn: AnyMachineSnapshot | undefined, event: EventObject) => string | undefined)>
  >
  /** Whether the page's pathname is the route the expectations write, where those name the fixtures' ids (an order
   * the sandbox makes has an id of its own); by default the two are equal. */
  readonly routeOnPage?: (written: string, pathname: string) => boolean
  /** The text the page shows for one the expectations write, where that names a fixture's value (the deposit address
   * of the fixtures' order, where the sandbox gave the path's order one of its own); by default the two are equal. */
  readonly textOnPage?: (written: string, memo: Record<string, unknown>) => string
  /** Per event a button sends: that button, for the states' "enabled" expectations. */
  readonly buttons?: Readonly<Record<string, (page: Page) => Locator>>
  /** Per state (as the paths name it): what on the page says the user is there (a heading, an open dialog). */
  readonly screens?: Readonly<Record<string, (page: Page) => Locator>>
}
