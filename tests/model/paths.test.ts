// Model-based path tests: every registered chart, every derived path, on a live actor.
import { describe, expect, it } from "vitest"
import { loadCharts } from "./chart.ts"
import { coverageTable, modelCoverage } from "./coverage.ts"
import { unmet } from "./expectations.ts"
import { atomicStates, pathsOnce, regionKeys, stateKey } from "./paths.ts"
import { runPath } from "./runPath.ts"

const charts = await loadCharts()
const pathsOf = pathsOnce()

// Every state of every machine is reached by some registered chart (a machine may register several inputs).
describe("coverage", () => {
  for (const machine of new Set(charts.map((chart) => chart.machine))) {
    const registered = charts.filter((chart) => chart.machine === machine)
    it(`reaches every state of ${machine.id}`, () => {
      const reached = new Set(
        registered.flatMap((chart) => pathsOf(chart).flatMap((path) => regionKeys(path.state.value))),
      )
      expect(atomicStates(machine).filter((state) => !reached.has(state))).toEqual([])
      // Walking the journeys' graphs takes a few seconds on a quiet machine and more on a busy one.
    }, 60_000)
  }

  // The figures a tester reads (also in generated/model-coverage.json, with what each chart misses).
  it("prints states and transitions reached per chart", () => {
    const coverage = modelCoverage(charts, pathsOf)
    console.log(`Model coverage (reached / total):\n${coverageTable(coverage)}`)
    expect(coverage.filter((chart) => chart.states.reached < chart.states.total)).toEqual([])
    // Every transition too: a chart's new event or guard needs its event in the chart's table (or coverEvents).
    expect(coverage.flatMap((chart) => chart.transitions.missed)).toEqual([])
  }, 120_000)
})

for (const chart of charts) {
  describe(`chart ${chart.name}`, () => {
    const paths = pathsOf(chart)
    const { expectations } = chart

    if (expectations)
      it("has the spec's expectations for every state", () => {
        expect(atomicStates(chart.machine).filter((state) => !(state in expectations.states))).toEqual([])
      })

    for (const path of paths) {
      it(path.name, async () => {
        const { end, walked } = await runPath(chart, path)
        expect(stateKey(end)).toBe(stateKey(path.state))
        expect(end.context).toEqual(path.state.context)
        if (expectations) expect(unmet(expectations, walked, chart.input)).toEqual([])
      })
    }
  })
}
