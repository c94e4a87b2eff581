// Paths derived from a chart with xstate/graph: the shortest path to every state (and every simple path when the
// chart asks), each a list of events and the snapshot it promises after each one.
import { type AnyMachineSnapshot, type EventObject, getNextTransitions } from "xstate"
import { getShortestPaths, getSimplePaths } from "xstate/graph"
import { type ChartSpec, snapshotKey } from "./chart.ts"
import {
  definedTransitions,
  listensFor,
  pathTransitions,
  type TransitionDefinition,
  transitionRecorder,
} from "./transitions.ts"

export interface ChartPath {
  readonly name: string
  readonly steps: ReadonlyArray<{ readonly event: EventObject; readonly state: AnyMachineSnapshot }>
  readonly state: AnyMachineSnapshot
}

export const stateKey = (snapshot: AnyMachineSnapshot) => JSON.stringify(snapshot.value)

/** The atomic states a snapshot's value names, one per region of a parallel state, each named as `atomicStates`
 * names it: `{"lock":"locked","connection":"idle"}` is in `{"lock":"locked"}` and `{"connection":"idle"}`. */
export const regionKeys = (value: unknown): ReadonlyArray<string> => {
  const leaves = (inner: unknown): ReadonlyArray<unknown> =>
    typeof inner === "string"
      ? [inner]
      : Object.entries(inner as Record<string, unknown>).flatMap(([key, below]) =>
          leaves(below).map((leaf) => ({ [key]: leaf })),
        )
  return leaves(value).map((leaf) => JSON.stringify(leaf))
}

const describeEvent = (event: EventObject) => event.type.replace(/^xstate\.(done|error)\.actor\./, "$1:")

/** A walked path as the tests name it: its end state, what it shows, and the events that lead there. */
const named = (path: {
  readonly steps: ReadonlyArray<{ readonly event: EventObject; readonly state: unknown }>
  readonly state: unknown
}): ChartPath => {
  const state = path.state as AnyMachineSnapshot
  const events = path.steps.map((step) => describeEvent(step.event)).filter((e) => e !== "xstate.init")
  const { error } = (state.context ?? {}) as { error?: string }
  const notice = (JSON.parse(snapshotKey(state)) as { notice?: string }).notice
  const shown = `${error ? ` showing "${error}"` : ""}${notice ? ` noticing "${notice}"` : ""}`
  return {
    name: `${stateKey(state)}${shown} via ${events.join(" > ") || "(start)"}`,
    steps: path.steps as ChartPath["steps"],
    state,
  }
}

/** A step the chart refuses (xstate throws, as for an event sent to a child that is not running) covers nothing. */
const attempt = <T>(run: () => T): T | undefined => {
  try {
    return run()
  } catch {
    return undefined
  }
}

/** Shortest paths reach every state but not every transition (a way back to a state already reached is never the
 * shortest way there): for each transition no path takes yet, the shortest walk found that ends by taking it. */
const coveringPaths = (
  chart: ChartSpec,
  chosen: ReadonlyArray<ChartPath>,
  walked: ReadonlyArray<{ readonly steps: ChartPath["steps"]; readonly state: AnyMachineSnapshot }>,
): ReadonlyArray<ChartPath> => {
  const recorder = transitionRecorder(chart)
  const covered = new Set<unknown>(recorder.start().taken)
  for (const path of chosen) for (const transition of pathTransitions(recorder, path.steps)) covered.add(transition)
  const defined = definedTransitions(chart.machine)
  const added: Array<ChartPath> = []
  for (const path of [...walked].sort((a, b) => a.steps.length - b.steps.length)) {
    // Only events an uncovered transition of this state listens for (any event while an eventless one is
    // uncovered, as it may follow any step): the walk has thousands of snapshots and most events change nothing.
    const eventlessLeft = defined.some((transition) => transition.eventType === "" && !covered.has(transition))
    const open = getNextTransitions(path.state).filter((transition) => !covered.has(transition))
    if (!eventlessLeft && open.length === 0) continue
    for (const event of [...chart.events, ...(chart.coverEvents ?? [])] as ReadonlyArray<EventObject>) {
      if (!eventlessLeft && !open.some((transition) => listensFor(transition as TransitionDefinition, event))) continue
      const step = attempt(() => recorder.step(path.state, event))
      if (!step) continue
      const { after, taken } = step
      if (![...taken].some((transition) => !covered.has(transition))) continue
      for (const transition of taken) covered.add(transition)
      added.push(named({ steps: [...path.steps, { event, state: after }], state: after }))
    }
  }
  return added
}

export const derivePaths = (chart: ChartSpec): ReadonlyArray<ChartPath> => {
  const options = { events: chart.events as ReadonlyArray<EventObject>, input: chart.input }
  // biome-ignore lint/suspicious/noExplicitAny: the graph utilities are typed per machine; charts are stored untyped
  const shortest = getShortestPaths(chart.machine as any, options as any)
  // biome-ignore lint/suspicious/noExplicitAny: as above
  const simple = chart.simplePaths ? getSimplePaths(chart.machine as any, options as any) : []
  // The traversal tells apart every context; the tests keep the shortest path to each state and shown error.
  const byKey = new Map<string, (typeof shortest)[number]>()
  for (const path of shortest) {
    const key = snapshotKey(path.state)
    const known = byKey.get(key)
    if (!known || path.steps.length < known.steps.length) byKey.set(key, path)
  }
  const chosen = [...byKey.values(), ...simple].map(named)
  const walked = shortest as unknown as ReadonlyArray<{ steps: ChartPath["steps"]; state: AnyMachineSnapshot }>
  // One path per list of events. Two lists may read alike (their events differ only in an actor's output, which
  // the name leaves out): the later one is numbered.
  const seen = new Set<string>()
  const names = new Map<string, number>()
  const paths: Array<ChartPath> = []
  for (const path of [...chosen, ...coveringPaths(chart, chosen, walked)]) {
    const events = JSON.stringify(path.steps.map((step) => step.event))
    if (seen.has(events)) continue
    seen.add(events)
    const alike = (names.get(path.name) ?? 0) + 1
    names.set(path.name, alike)
    paths.push(alike === 1 ? path : { ...path, name: `${path.name} (${alike})` })
  }
  return paths.sort((a, b) => a.name.localeCompare(b.name))
}

/** Every atomic state of a machine a snapshot can rest in (not the transient ones), as `stateKey` writes it. */
export const atomicStates = (machine: ChartSpec["machine"]): ReadonlyArray<string> => {
  const keys: Array<string> = []
  const walk = (node: { states: Record<string, unknown>; path: ReadonlyArray<string>; always?: unknown }) => {
    const children = Object.values(node.states) as Array<typeof node>
    if (children.length === 0 && !node.always) {
      const value = node.path.reduceRight<unknown>(
        (inner, key) => (inner === undefined ? key : { [key]: inner }),
        undefined,
      )
      keys.push(JSON.stringify(value))
    }
    for (const child of children) walk(child)
  }
  walk(machine.root as never)
  return keys.sort()
}

/** `derivePaths` that walks each chart once however often it is asked (a journey's walk takes seconds). */
export const pathsOnce = () => {
  const walked = new Map<ChartSpec, ReadonlyArray<ChartPath>>()
  return (chart: ChartSpec) => {
    const known = walked.get(chart) ?? derivePaths(chart)
    walked.set(chart, known)
    return known
  }
}

/** The catalogue written to generated/: per chart, each path's end state and events. */
export const pathCatalogue = (charts: ReadonlyArray<ChartSpec>, pathsOf = derivePaths) =>
  Object.fromEntries(charts.map((chart) => [chart.name, pathsOf(chart).map((path) => path.name)]))
