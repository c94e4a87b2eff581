// The coverage figures count what a reader of the chart would count: every transition candidate of the definition
// (guarded alternatives each, `after` and `always` too), reached when some path takes it.

import { describe, expect, it } from "vitest"
import { createMachine } from "xstate"
import { defineChart } from "./chart.ts"
import { definedTransitions, modelCoverage } from "./coverage.ts"
import { derivePaths } from "./paths.ts"

// A door: closed, open (with a timer that closes it), locked; "unlock" has two guarded alternatives, and without
// the key the lock jams (a passing state) and the door is stuck.
const door = createMachine({
  id: "door",
  initial: "closed",
  context: { key: false },
  states: {
    closed: { on: { open: "opened", lock: "locked" } },
    opened: { on: { close: "closed" }, after: { 1000: "closed" } },
    locked: {
      on: {
        unlock: [{ guard: ({ context }) => context.key, target: "closed" }, { target: "jammed" }],
      },
    },
    jammed: { always: "stuck" },
    stuck: {},
  },
})

describe("model coverage", () => {
  it("counts every candidate of the definition: 2 + 2 + 2 + 1", () => {
    expect(definedTransitions(door)).toHaveLength(7)
  })

  it("reports the states the paths end in and the transitions they take, eventless ones included", () => {
    // Only open and unlock are ever sent: close, lock and the timer are never taken; the key is never there.
    const chart = defineChart({ name: "door", machine: door, events: [{ type: "open" }] })
    const [coverage] = modelCoverage([chart], derivePaths)
    expect(coverage?.states).toEqual({
      reached: 2,
      total: 4,
      missed: ['"locked"', '"stuck"'],
    })
    expect(coverage?.transitions.reached).toBe(1)
    expect(coverage?.transitions.total).toBe(7)
    expect(coverage?.transitions.missed).toEqual([
      "door.closed on lock → door.locked",
      "door.opened on close → door.closed",
      "door.opened on xstate.after.1000.door.opened → door.closed",
      "door.locked on unlock #1 → door.closed",
      "door.locked on unlock #2 → door.jammed",
      "door.jammed on always → door.stuck",
    ])
  })

  it("counts a guarded alternative and an eventless transition once a path takes them", () => {
    const chart = defineChart({ name: "door", machine: door, events: [{ type: "lock" }, { type: "unlock" }] })
    const [coverage] = modelCoverage([chart], derivePaths)
    // The path to "stuck": closed → locked (lock), locked → jammed (unlock #2), jammed → stuck (always).
    expect(coverage?.transitions.reached).toBe(3)
    expect(coverage?.transitions.missed).toContain("door.locked on unlock #1 → door.closed")
  })
})
