// Paths derived from a chart with xstate/graph: the shortest path to every state (and every simple path when the
// chart asks), each a list of events and the snapshot it promises after each one.
import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createEmptyActor,
  type EventObject,
  getNextTransitions,
} from "xstate"
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

/** What a step takes when its event's own transitions already tell (xstate's macrostep, read so): `undefined` when
 * only taking the step tells. A snapshot no longer active (an actor error nothing handles leaves it in error, with
 * its state and context, so the walk keeps it) takes the event's transitions and nothing after them (no eventless
 * transition, no raised event); an event that selects nothing is an error (nothing taken) or, where no active state
 * has an eventless transition, changes nothing. Guards are evaluated, no action runs. */
const takenWithoutStepping = (
  state: AnyMachineSnapshot,
  event: EventObject,
): ReadonlyArray<TransitionDefinition> | undefined => {
  if (event.type === "xstate.init" || event.type === "xstate.stop") return undefined
  const selected = state.machine.getTransitionData(state, event) as ReadonlyArray<TransitionDefinition>
  if (state.status !== "active") return selected
  if (selected.length > 0) return undefined
  if (event.type.startsWith("xstate.error.actor")) return selected
  return state._nodes.some((node) => (node.always?.length ?? 0) > 0) ? undefined : selected
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
      // A step whose transitions are told without taking it, all covered, would add nothing: most of the walk's
      // snapshots and events. (A selection that throws is left to the step, which throws at the same selection.)
      const told = attempt(() => takenWithoutStepping(path.state, event))
      if (told === undefined ? false : told.every((transition) => covered.has(transition))) continue
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

/** A key for a snapshot that two snapshots share exactly when xstate/graph's own key (its `serializeSnapshot`: the
 * JSON of the value, and of the context when it has any property) is the same, so the walk tells apart the same
 * snapshots, only cheaper. The walk asks for a key twice per edge (tens of thousands of edges on a journey) and a
 * context holds large values (a catalogue) that most steps pass on as they were: each property's JSON is written
 * once per value, and the key is made of the numbers of the parts. */
const snapshotKeys = () => {
  const numbers = new Map<string, number>()
  const numbered = (text: string) => numbers.get(text) ?? numbers.set(text, numbers.size).size - 1
  // A property as JSON.stringify writes it inside its object (`"name":value`; nothing for what JSON leaves out),
  // numbered, per object value and name, or per name and primitive value.
  const ofObjects = new WeakMap<object, Map<string, number | undefined>>()
  const ofPrimitives = new Map<string, Map<unknown, number | undefined>>()
  const property = (name: string, value: unknown) => {
    const isObject = typeof value === "object" && value !== null
    const table = isObject
      ? (ofObjects.get(value) ?? ofObjects.set(value, new Map()).get(value))
      : (ofPrimitives.get(name) ?? ofPrimitives.set(name, new Map()).get(name))
    const key = isObject ? name : value
    if (table?.has(key)) return table.get(key)
    const member = JSON.stringify({ [name]: value }).slice(1, -1)
    const number = member === "" ? undefined : numbered(member)
    table?.set(key, number)
    return number
  }
  // An object's JSON is its members' in order; the numbers say it when the object is written as its properties.
  const members = (object: object) =>
    Object.keys(object)
      .map((name) => property(name, (object as Record<string, unknown>)[name]))
      .filter((number) => number !== undefined)
      .join(",")
  const writtenAsProperties = (value: unknown): value is object =>
    typeof value === "object" &&
    value !== null &&
    [Object.prototype, null].includes(Object.getPrototypeOf(value)) &&
    !("toJSON" in value)
  const contexts = new WeakMap<object, string>()
  const contextKey = (context: object) => {
    const known = contexts.get(context)
    if (known !== undefined) return known
    let key: string
    if (Object.keys(context).length === 0) key = "none"
    else if (writtenAsProperties(context)) key = `{${members(context)}}`
    else {
      // Another kind of object: by its JSON (none, as without a context, if it writes nothing), read back as
      // properties when that is an object.
      const text: string | undefined = JSON.stringify(context)
      const read: unknown = text === undefined ? undefined : JSON.parse(text)
      if (text === undefined) key = "none"
      else key = writtenAsProperties(read) ? `{${members(read)}}` : `${numbered(text)}`
    }
    contexts.set(context, key)
    return key
  }
  const snapshots = new WeakMap<object, string>()
  return (snapshot: { readonly value: unknown; readonly context?: object }) => {
    const known = snapshots.get(snapshot)
    if (known !== undefined) return known
    const key = `${numbered(String(JSON.stringify(snapshot.value)))}|${contextKey(snapshot.context ?? {})}`
    snapshots.set(snapshot, key)
    return key
  }
}

/** Per configuration of states (a snapshot's `_nodes`, which a step that stays in them passes on): whether one has
 * an eventless transition, and the events they have transitions for (undefined: any, one has `*` or `prefix.*`). */
const configurations = new WeakMap<object, { readonly eventless: boolean; readonly events?: ReadonlySet<string> }>()
const configuration = (nodes: AnyMachineSnapshot["_nodes"]) => {
  const known = configurations.get(nodes)
  if (known) return known
  const descriptors = nodes.flatMap((node) => [...node.transitions.keys()])
  const found = {
    eventless: nodes.some((node) => (node.always?.length ?? 0) > 0),
    events: descriptors.some((d) => d === "*" || d.endsWith(".*")) ? undefined : new Set(descriptors),
  }
  configurations.set(nodes, found)
  return found
}

/** Whether xstate would answer `event` in `snapshot` with the snapshot itself (its macrostep, read so): an active
 * snapshot none of whose states has a transition for the event or an eventless transition, and an event that is
 * neither an actor's error (which would end the machine in error) nor xstate's own start or stop. */
const answeredUnchanged = (snapshot: AnyMachineSnapshot, event: EventObject) => {
  if (snapshot.status !== "active") return false
  if (event.type === "xstate.init" || event.type === "xstate.stop" || event.type.startsWith("xstate.error.actor"))
    return false
  const { eventless, events } = configuration(snapshot._nodes)
  return !eventless && events !== undefined && !events.has(event.type)
}

/** The machine as the walk takes it: the same, except that a step xstate would answer with the snapshot it was
 * given is answered so without taking it (more than half of a journey's edges: most events are not listened for). */
const walkedMachine = (machine: AnyStateMachine): AnyStateMachine =>
  Object.create(machine, {
    transition: {
      value: (snapshot: AnyMachineSnapshot, event: EventObject, scope: unknown) =>
        answeredUnchanged(snapshot, event) ? snapshot : machine.transition(snapshot, event, scope as never),
    },
  })

/** The walk's first snapshot, as xstate/graph makes it (its mock actor scope), of the machine itself. */
const firstSnapshot = (chart: ChartSpec) => {
  const self = createEmptyActor()
  const scope = {
    self,
    logger: console.log,
    id: "",
    sessionId: Math.random().toString(32).slice(2),
    defer: () => {},
    system: self.system,
    stopChild: () => {},
    emit: () => {},
    actionExecutor: () => {},
  }
  return chart.machine.getInitialSnapshot(scope as never, chart.input)
}

/** xstate/graph's key for an event (its JSON), written once per event object: the walk asks for it on every edge,
 * and the chart's events are the same few objects (one holds a whole catalogue). */
const eventKeys = () => {
  const written = new WeakMap<object, string>()
  return (event: EventObject) => written.get(event) ?? written.set(event, JSON.stringify(event)).get(event)
}

export const derivePaths = (chart: ChartSpec): ReadonlyArray<ChartPath> => {
  const machine = walkedMachine(chart.machine)
  const options = () => ({
    events: chart.events as ReadonlyArray<EventObject>,
    input: chart.input,
    fromState: firstSnapshot(chart),
    serializeState: snapshotKeys(),
    serializeEvent: eventKeys(),
  })
  // biome-ignore lint/suspicious/noExplicitAny: the graph utilities are typed per machine; charts are stored untyped
  const shortest = getShortestPaths(machine as any, options() as any)
  // biome-ignore lint/suspicious/noExplicitAny: as above
  const simple = chart.simplePaths ? getSimplePaths(machine as any, options() as any) : []
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
