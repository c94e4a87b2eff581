// How much of each chart the model walk covers: the atomic states its paths end in, and the transitions of the
// chart's definition they take (each `on`, `after` and `always` candidate, each invoke's onDone and onError, guarded
// alternatives counted one by one). A path's transitions are read by replaying it through the chart with an
// inspector, so an eventless transition taken on the way counts too.
import type { ChartSpec } from "./chart.ts"
import { atomicStates, type ChartPath, regionKeys } from "./paths.ts"

import { definedTransitions, pathTransitions, type TransitionDefinition, transitionRecorder } from "./transitions.ts"

export { definedTransitions } from "./transitions.ts"

export interface Figure {
  readonly reached: number
  readonly total: number
  /** What no path reaches, so a reader knows what to add. */
  readonly missed: ReadonlyArray<string>
}

export interface ChartCoverage {
  readonly chart: string
  readonly states: Figure
  readonly transitions: Figure
}

/** `source on event → targets`, with the candidate's place among the event's alternatives when it has several. */
const describe = (transition: TransitionDefinition, alternatives: ReadonlyArray<TransitionDefinition>) => {
  const event = transition.eventType === "" ? "always" : transition.eventType
  const place = alternatives.length > 1 ? ` #${alternatives.indexOf(transition) + 1}` : ""
  const targets = transition.target?.map((target) => target.id).join(", ") ?? "(stays)"
  return `${transition.source.id} on ${event}${place} → ${targets}`
}

const figure = (all: ReadonlyArray<string>, reached: (item: string) => boolean): Figure => ({
  reached: all.filter(reached).length,
  total: all.length,
  missed: all.filter((item) => !reached(item)),
})

/** Per chart (charts registered with several inputs count once, over all their paths), in name order. */
export const modelCoverage = (
  charts: ReadonlyArray<ChartSpec>,
  pathsOf: (chart: ChartSpec) => ReadonlyArray<ChartPath>,
): ReadonlyArray<ChartCoverage> =>
  [...new Set(charts.map((chart) => chart.machine))]
    .map((machine) => {
      const registered = charts.filter((chart) => chart.machine === machine)
      const reachedStates = new Set<string>()
      const taken = new Set<unknown>()
      for (const chart of registered) {
        for (const path of pathsOf(chart)) {
          for (const state of regionKeys(path.state.value)) reachedStates.add(state)
          for (const transition of pathTransitions(transitionRecorder(chart), path.steps)) taken.add(transition)
        }
      }
      const transitions = definedTransitions(machine)
      const described = new Map(
        transitions.map((transition) => [
          describe(
            transition,
            transitions.filter((t) => t.source === transition.source && t.eventType === transition.eventType),
          ),
          transition,
        ]),
      )
      return {
        chart: machine.id,
        states: figure(atomicStates(machine), (state) => reachedStates.has(state)),
        transitions: figure([...described.keys()], (name) => taken.has(described.get(name))),
      }
    })
    .sort((a, b) => a.chart.localeCompare(b.chart))

const percent = ({ reached, total }: Figure) => (total === 0 ? "100%" : `${Math.floor((reached / total) * 100)}%`)

/** One line per chart: states reached / total and transitions reached / total. */
export const coverageTable = (coverage: ReadonlyArray<ChartCoverage>) =>
  coverage
    .map(
      ({ chart, states, transitions }) =>
        `${chart.padEnd(20)} states ${`${states.reached}/${states.total}`.padStart(7)} ${percent(states).padStart(4)}` +
        `   transitions ${`${transitions.reached}/${transitions.total}`.padStart(7)} ${percent(transitions).padStart(4)}`,
    )
    .join("\n")

/** What generated/model-coverage.json holds: per chart, both figures and what is missed. */
export const coverageReport = (
  charts: ReadonlyArray<ChartSpec>,
  pathsOf: (chart: ChartSpec) => ReadonlyArray<ChartPath>,
) => Object.fromEntries(modelCoverage(charts, pathsOf).map(({ chart, ...figures }) => [chart, figures]))
