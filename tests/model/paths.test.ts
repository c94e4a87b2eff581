// Model-based path tests: every registered chart, every derived path, on a live actor.
import { describe, expect, it } from "vitest"
import { loadCharts } from "./chart.ts"
import { atomicStates, derivePaths, stateKey } from "./paths.ts"
import { runPath } from "./runPath.ts"

const charts = await loadCharts()

for (const chart of charts) {
  describe(`chart ${chart.name}`, () => {
    const paths = derivePaths(chart)

    it("reaches every state by a derived path", () => {
      const reached = new Set(paths.map((path) => stateKey(path.state)))
      expect(atomicStates(chart).filter((state) => !reached.has(state))).toEqual([])
    })

    for (const path of paths) {
      it(path.name, async () => {
        const end = await runPath(chart, path)
        expect(stateKey(end)).toBe(stateKey(path.state))
        expect(end.context).toEqual(path.state.context)
      })
    }
  })
}
