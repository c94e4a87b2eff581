// Which of a chart's transitions a step takes, read the way xstate reports them to an inspector (each microstep's
// transitions), so an eventless transition taken on the way counts too. A scope like xstate/graph's: no action runs.
import { type AnyMachineSnapshot, type AnyStateMachine, createEmptyActor, type EventObject } from "xstate"
import type { ChartSpec } from "./chart.ts"

export interface TransitionDefinition {
  readonly eventType: string
  readonly source: { readonly id: string }
  readonly target?: ReadonlyArray<{ readonly id: string }> | undefined
}
interface StateNodeLike {
  readonly transitions: ReadonlyMap<string, ReadonlyArray<TransitionDefinition>>
  readonly always?: ReadonlyArray<TransitionDefinition>
  readonly states: Readonly<Record<string, StateNodeLike>>
}

/** Every transition the chart defines, in document order. */
export const definedTransitions = (machine: AnyStateMachine): ReadonlyArray<TransitionDefinition> => {
  const found: Array<TransitionDefinition> = []
  const walk = (node: StateNodeLike) => {
    for (const candidates of node.transitions.values()) found.push(...candidates)
    found.push(...(node.always ?? []))
    for (const child of Object.values(node.states)) walk(child)
  }
  walk(machine.root as unknown as StateNodeLike)
  return found
}

export interface TransitionRecorder {
  /** The chart's first snapshot, and the transitions of its start (its eventless ones). */
  readonly start: () => { readonly after: AnyMachineSnapshot; readonly taken: ReadonlySet<unknown> }
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
  // biome-ignore lint/suspicious/noExplicitAny: the scope is xstate's internal shape, as xstate/graph builds it
  const inert = scope as any
  const recording = <T>(run: () => T) => {
    taken = new Set()
    const result = run()
    return { result, taken }
  }
  return {
    start: () => {
      const { result, taken: startTaken } = recording(() => chart.machine.getInitialSnapshot(inert, chart.input))
      return { after: result as AnyMachineSnapshot, taken: startTaken }
    },
    step: (before, event) => {
      const { result, taken: stepTaken } = recording(() => chart.machine.transition(before, event, inert))
      return { after: result as AnyMachineSnapshot, taken: stepTaken }
    },
  }
}

/** The transitions a walked path takes, replayed from the start event by event. (Not from the snapshots the walk
 * recorded: the walk keeps one snapshot per state and context, whose running children may be another route's.) */
export const pathTransitions = (
  recorder: TransitionRecorder,
  steps: ReadonlyArray<{ readonly event: EventObject }>,
): ReadonlySet<unknown> => {
  const start = recorder.start()
  const taken = new Set<unknown>(start.taken)
  let current = start.after
  for (const step of steps.slice(1)) {
    const next = recorder.step(current, step.event)
    for (const transition of next.taken) taken.add(transition)
    current = next.after
  }
  return taken
}

/** Whether `event` is one that `transition` listens for (its descriptor may end in a wildcard). */
export const listensFor = (transition: TransitionDefinition, event: EventObject) =>
  transition.eventType === event.type ||
  transition.eventType === "*" ||
  (transition.eventType.endsWith(".*") && event.type.startsWith(transition.eventType.slice(0, -1)))
