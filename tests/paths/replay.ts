// Replays a chart's generated paths through the real widget: each event is sent the way the chart's mapping says (a
// user's action, the sandbox's decision), and after each step the page must show what the state's expectations say
// (tests/model/expected/: the route, the texts, the enabled buttons, the toasts) and what the mapping says marks the
// state's screen. Paths run in the order of their events, so a path that extends the one before it goes on from that
// path's page instead of starting again (most paths share their beginning).
import type { BrowserContext, Page } from "@playwright/test"
import type { AnyMachineSnapshot, EventObject } from "xstate"
import { expect, test } from "../e2e/fixtures.ts"
import { type Meets, shownTexts, unmet } from "../model/expectations.ts"
import { type ChartPath, derivePaths } from "../model/paths.ts"
import { runPath } from "../model/runPath.ts"
import { freshEmail } from "../support/signIn.ts"
import { HeldCalls } from "./held.ts"
import type { ChartReplay } from "./mapping.ts"

type ChartEvent = EventObject & Record<string, unknown>

const actorEvent = /^xstate\.(?:done|error)\.actor\.(.+)$/

/** A toast as the model walk records it (`toast error: <text>`): an error is announced as an alert, a success as a
 * status (screens/ui/ToastRegion.tsx). */
const recordedToast = /^toast (error|success): ([\s\S]*)$/
/** The toasts region's toast of this kind and text. */
const toast = (page: Page, kind: string, text: string) =>
  page
    .getByRole("region", { name: "Notifications" })
    .getByRole(kind === "error" ? "alert" : "status")
    .getByText(text, { exact: true })

const stateOf = (snapshot: AnyMachineSnapshot) => JSON.stringify(snapshot.value)
const eventsOf = (path: ChartPath) => path.steps.map((step) => JSON.stringify(step.event))

/** A page a path left, for the next path that begins with the same events. */
interface Live {
  readonly context: BrowserContext
  readonly page: Page
  readonly held: HeldCalls
  readonly email: string
  readonly memo: Record<string, unknown>
  readonly walked: ReadonlyArray<string>
  /** How the page was opened (the mapping's openedAs of the first path walked on it). */
  readonly opened: string | undefined
  route: string | undefined
}

const extends_ = (events: ReadonlyArray<string>, walked: ReadonlyArray<string>) =>
  walked.length <= events.length && walked.every((event, index) => events[index] === event)

/** The chart's paths a run keeps: all, or one chart's, or one path (PATHS_ONLY, set by `npm run test:paths`). */
const kept = (chart: string, path: ChartPath) => {
  const only = process.env.PATHS_ONLY
  return !only || only === chart || only === `${chart}: ${path.name}` || only === path.name
}

/** Registers one test per path of the chart, named as generated/model-paths.json names it. */
export const replayChart = (mapping: ChartReplay) => {
  const chart = mapping.chart.name
  const paths = derivePaths(mapping.chart)
    .filter((path) => kept(chart, path))
    .sort((a, b) => {
      const [x, y] = [eventsOf(a), eventsOf(b)]
      for (let i = 0; i < Math.min(x.length, y.length); i += 1)
        if (x[i] !== y[i]) return (x[i] as string).localeCompare(y[i] as string)
      return x.length - y.length
    })
  let live: Live | undefined
  test.describe(chart, () => {
    test.afterAll(async () => {
      await live?.context.close()
      live = undefined
      await mapping.restore?.()
    })
    for (const path of paths)
      test(path.name, async ({ browser }) => {
        const unreachable = unreachableStep(mapping, path)
        test.skip(unreachable !== undefined, unreachable)
        // A minute per path, and ten seconds a step more: the machine is shared and slow.
        test.setTimeout(60_000 + 10_000 * path.steps.length)
        await keepsTheSpec(mapping, path)
        const events = eventsOf(path)
        const opened = mapping.openedAs?.(path.steps.slice(1).map((step) => step.event as ChartEvent))
        if (live && !(extends_(events, live.walked) && live.opened === opened)) {
          await live.context.close()
          live = undefined
        }
        if (!live) {
          const context = await browser.newContext({ viewport: test.info().project.use.viewport })
          const page = await context.newPage()
          const held = await HeldCalls.install(page, mapping.calls ?? {})
          const email = freshEmail(`paths-${chart.replace(/\W+/g, "-")}`)
          const route = mapping.chart.expectations?.startRoute
          live = { context, page, held, email, memo: {}, walked: [], opened, route }
        }
        const from = live.walked.length
        const going = live
        live = undefined // kept again only if every step passes
        await walk(going, mapping, path, from)
        live = { ...going, walked: events }
      })
  })
}

/** Why no user or sandbox can follow the path, when the mapping says so of one of its events (in the state it is
 * sent in, or with the payload it carries, when the mapping asks). */
const unreachableStep = (mapping: ChartReplay, path: ChartPath) => {
  for (const [index, step] of path.steps.entries()) {
    const why = mapping.unreachable?.[step.event.type]
    const reason = typeof why === "function" ? why(path.steps[index - 1]?.state, step.event) : why
    if (reason !== undefined) return `${step.event.type}: ${reason}`
  }
  return undefined
}

/** The path as the chart promises it keeps the spec's written expectations: walked on a live actor first, as the
 * model walk does (tests/model/runPath.ts), so the expectations that hear what the chart emits and asks (an order
 * announced to the parent window, a call's input) are checked too. A chart changed against the spec (a target moved,
 * a guard flipped) fails before the page is driven; the page's toasts are checked below. */
const keepsTheSpec = async (mapping: ChartReplay, path: ChartPath) => {
  const expectations = mapping.chart.expectations
  if (!expectations) return
  const { walked } = await runPath(mapping.chart, path)
  const problems = unmet(expectations, walked, mapping.chart.input)
  if (problems.length > 0) throw new Error(`the chart's path breaks the spec:\n${problems.join("\n")}`)
}

const walk = async (live: Live, mapping: ChartReplay, path: ChartPath, from: number) => {
  const { page, held, email, memo } = live
  const events = path.steps.map((step) => step.event as ChartEvent)
  for (const [index, step] of path.steps.entries()) {
    if (index < from) continue
    const event = events[index] as ChartEvent
    const release = async (call: string, how?: "lost") => {
      const route = await held.take(call)
      await (how === "lost" ? route.abort("connectionfailed") : route.continue())
    }
    const replay = { page, email, event, rest: events.slice(index + 1), memo, release }
    const at = `step ${index} (${event.type})`
    await test.step(`${at} → ${stateOf(step.state)}`, async () => {
      if (index === 0 && event.type === "xstate.init") await mapping.open(replay)
      else {
        const why = mapping.internal?.[event.type]
        const action = mapping.events[event.type]
        if (!action && why === undefined) throw new Error(`${at}: the mapping says nothing of ${event.type}`)
        const outcome = await action?.(replay)
        const actor = actorEvent.exec(event.type)?.[1]
        if (actor && mapping.calls?.[actor]) await release(actor, outcome === "lost" ? "lost" : undefined)
      }
      live.route = await check(page, mapping, step.state, event, live.route, memo)
    })
  }
}

/** The page after a step: the state's screen, its route, its texts, its buttons and the toasts the step shows. */
const check = async (
  page: Page,
  mapping: ChartReplay,
  state: AnyMachineSnapshot,
  event: EventObject,
  route: string | undefined,
  memo: Record<string, unknown>,
) => {
  const key = stateOf(state)
  const onPage = (written: string) => mapping.textOnPage?.(written, memo) ?? written
  const screen = mapping.screens?.[key]
  if (screen) await expect(screen(page), `the screen of ${key}`).toBeVisible()
  const written = mapping.chart.expectations?.states[key]
  const meets: Meets | undefined = typeof written === "function" ? written(state) : written
  // The route the spec gives the state ("stays": where the user was); none given, none checked from here on.
  const now = meets?.route === "stays" ? route : meets?.route
  const at = mapping.routeOnPage ?? ((written: string, pathname: string) => pathname === written)
  if (now) await expect(page, `${key} is shown at ${now}`).toHaveURL((url) => at(now, url.pathname))
  // A chart in a final state (a closed modal) shows nothing more: a text its context keeps is no longer on the page.
  // (The derived paths' snapshots do not say "done"; their state nodes do.)
  const final = (state as unknown as { _nodes: ReadonlyArray<{ type: string }> })._nodes.some((n) => n.type === "final")
  if (!final)
    for (const text of shownTexts(state))
      await expect(page.getByText(onPage(text), { exact: true }).first()).toBeVisible()
  for (const [type, enabled] of Object.entries(meets?.enabled ?? {})) {
    const button = mapping.buttons?.[type]
    if (!button) throw new Error(`${key}: the mapping names no button for ${type}, whose state the spec gives`)
    if (enabled) await expect(button(page), `the button sending ${type} in ${key}`).toBeEnabled()
    // A button the state does not offer at all (Try again beside an order shown) cannot be pressed either; the
    // state's screen is already on the page, so its absence is not a page still rendering. A button that goes away
    // while it is looked at (the hash form as the order moves on) is not pressable either.
    else
      await expect
        .poll(
          async () =>
            (await button(page).count()) === 0 ||
            (await button(page)
              .isDisabled({ timeout: 1000 })
              .catch(async () => (await button(page).count()) === 0)),
          { message: `the button sending ${type} in ${key} should be disabled or absent` },
        )
        .toBe(true)
  }
  const emitted = mapping.chart.expectations?.emits?.find(
    ([after]) => JSON.stringify(after) === JSON.stringify(event),
  )?.[1]
  for (const effect of emitted ?? []) {
    const [, kind = "", text = ""] = recordedToast.exec(effect) ?? []
    if (kind) await expect(toast(page, kind, onPage(text)), effect).toBeVisible()
  }
  return now
}
