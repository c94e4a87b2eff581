// A chart's entry in the model-based path tests: the machine, its input, and its complete event table (every
// event it can take, with the outputs and errors of its actors as `xstate.done.actor.<id>` and
// `xstate.error.actor.<id>`). A chart joins the tests by adding a file to tests/model/charts/, nothing more.
import { readdirSync } from "node:fs"
import { join } from "node:path"
import type { AnyStateMachine, EventFromLogic, InputFrom } from "xstate"
import type { ChartExpectations } from "./expectations.ts"

export interface ChartSpec<TMachine extends AnyStateMachine = AnyStateMachine> {
  readonly name: string
  readonly machine: TMachine
  readonly input?: InputFrom<TMachine>
  readonly events: ReadonlyArray<EventFromLogic<TMachine> | ActorEvent>
  /** Events that only need taking once, for a transition no path takes: tried from the walked snapshots but not
   * explored from (each would multiply the contexts the walk tells apart: another country, a memo). */
  readonly coverEvents?: ReadonlyArray<EventFromLogic<TMachine> | ActorEvent>
  /** Also every simple path (each state visited at most once): for charts small enough. */
  readonly simplePaths?: boolean
  /** What the user meets in each state, from the spec: every step of every path is checked against it. */
  readonly expectations?: ChartExpectations
}

/** Snapshots count as one while their state and shown error agree: one path each, not one per typed value. A
 * journey's amount step also shows why it came back there (a stale offer, an auto-order's failure): its notice. */
export const snapshotKey = (snapshot: { readonly value: unknown; readonly context?: unknown }) => {
  const context = snapshot.context as { error?: unknown; returnNotice?: unknown } | undefined
  const atAmount = typeof snapshot.value === "object" && snapshot.value !== null && "amount" in snapshot.value
  return JSON.stringify({
    value: snapshot.value,
    error: context?.error,
    ...(atAmount && context?.returnNotice ? { notice: context.returnNotice } : {}),
  })
}

export type ActorEvent =
  | { readonly type: `xstate.done.actor.${string}`; readonly output: unknown }
  | { readonly type: `xstate.error.actor.${string}`; readonly error: unknown }
  /** A delayed transition firing: `xstate.after.<delay>.<state id>`. */
  | { readonly type: `xstate.after.${string}` }

export const defineChart = <TMachine extends AnyStateMachine>(spec: ChartSpec<TMachine>) => spec

const chartsDir = join(import.meta.dirname, "charts")

/** The registrations a run is limited to (their file names without `.ts`, comma-separated in MODEL_CHARTS): the
 * mutation tests walk only the charts over the machine file they mutate. Unset: all. */
const onlyCharts = process.env.MODEL_CHARTS?.split(",").filter((name) => name !== "")

/** Every registered chart, in name order. */
export const loadCharts = async (): Promise<ReadonlyArray<ChartSpec>> => {
  const files = readdirSync(chartsDir)
    .filter((f) => f.endsWith(".ts") && (!onlyCharts || onlyCharts.includes(f.slice(0, -3))))
    .sort()
  const specs = await Promise.all(files.map(async (f) => (await import(join(chartsDir, f))).default as ChartSpec))
  return specs.sort((a, b) => a.name.localeCompare(b.name))
}
