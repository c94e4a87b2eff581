// Which of a chart's transitions a step takes, read the way xstate reports them to an inspector (each microstep's
// transitions), so an eventless transition taken on the way counts too. A scope like xstate/graph's: no action runs.
import { type AnyMachineSnapshot, createEmptyActor, type EventObject } from "xstate"
import type { ChartSpec } from "./chart.ts"

export interface TransitionRecorder {
  /** The transitions of the chart's start (its eventless ones). */
  readonly start: () => ReadonlySet<unknown>
  /** The snapshot after `event` from `before`, and the transitions that step took. */
  readonly step: (
    before: AnyMachineSnapshot,
    event: EventObject,
  ) => { readonly after: AnyMachineSnapshot; readonly taken: ReadonlySet<unknown> }
}

export const transitionRecorder = (chart: ChartSpec): TransitionRecorder => {
  const system = createEmptyActor().system
  let taken = new Set<unknown>()
  system.inspect((event) => {
    if (event.type !== "@xstate.microstep") return
    for (const transition of (event as { _transitions?: ReadonlyArray<unknown> })._transitions ?? [])
      taken.add(transition)
  })
  const scope = {
    self: createEmptyActor(),
    logger: () => {},
    id: "",
    sessionId: "coverage",
    defer: () => {},
    system,
    stopChild: () => {},
    emit: () => {},
    actionExecutor: () => {},
  }
  const recording = <T>(run: () => T) => {
    taken = new Set()
    const result = run()
    return { result, taken }
  }
  return {
    // biome-ignore lint/suspicious/noExplicitAny: the scope is xstate's internal shape, as xstate/graph builds it
    start: () => recording(() => chart.machine.getInitialSnapshot(scope as any, chart.input)).taken,
    step: (before, event) => {
      // biome-ignore lint/suspicious/noExplicitAny: as above
      const { result, taken: stepTaken } = recording(() => chart.machine.transition(before, event, scope as any))
      return { after: result as AnyMachineSnapshot, taken: stepTaken }
    },
  }
}

/** The transitions a walked path takes, step by step from the snapshots it recorded (its start included). */
export const pathTransitions = (
  recorder: TransitionRecorder,
  steps: ReadonlyArray<{ readonly event: EventObject; readonly state: AnyMachineSnapshot }>,
): ReadonlySet<unknown> => {
  const taken = new Set<unknown>(recorder.start())
  steps.forEach((step, index) => {
    const before = steps[index - 1]?.state
    if (before) for (const transition of recorder.step(before, step.event).taken) taken.add(transition)
  })
  return taken
}
