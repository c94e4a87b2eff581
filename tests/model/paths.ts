// Paths derived from a chart with xstate/graph: the shortest path to every state (and every simple path when the
// chart asks), each a list of events and the snapshot it promises after each one.
import type { AnyMachineSnapshot, EventObject } from "xstate"
import { getShortestPaths, getSimplePaths } from "xstate/graph"
import { type ChartSpec, snapshotKey } from "./chart.ts"

export interface ChartPath {
  readonly name: string
  readonly steps: ReadonlyArray<{ readonly event: EventObject; readonly state: AnyMachineSnapshot }>
  readonly state: AnyMachineSnapshot
}

export const stateKey = (snapshot: AnyMachineSnapshot) => JSON.stringify(snapshot.value)

const describeEvent = (event: EventObject) => event.type.replace(/^xstate\.(done|error)\.actor\./, "$1:")

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
  const seen = new Set<string>()
  const paths: Array<ChartPath> = []
  for (const path of [...byKey.values(), ...simple]) {
    const events = path.steps.map((step) => describeEvent(step.event)).filter((e) => e !== "xstate.init")
    const { error } = (path.state.context ?? {}) as { error?: string }
    const notice = (JSON.parse(snapshotKey(path.state)) as { notice?: string }).notice
    const shown = `${error ? ` showing "${error}"` : ""}${notice ? ` noticing "${notice}"` : ""}`
    const name = `${stateKey(path.state)}${shown} via ${events.join(" > ") || "(start)"}`
    if (seen.has(name)) continue
    seen.add(name)
    paths.push({ name, steps: path.steps as ChartPath["steps"], state: path.state as AnyMachineSnapshot })
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
