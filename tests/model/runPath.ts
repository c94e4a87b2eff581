// Walks one derived path on a live actor: events are sent, actors answer through the Script test layer, and
// after every step the snapshot must be the one the path promises (state and context). It answers the end snapshot and
// each step as walked, with what the chart emitted then, for the spec's expectations (expectations.ts).
import { Effect, ManagedRuntime } from "effect"
import { type AnyMachineSnapshot, createActor, type EventObject, fromPromise, SimulatedClock, waitFor } from "xstate"
import { runToPromise } from "../../adapters/run.ts"
import type { ChartSpec } from "./chart.ts"
import type { WalkedStep } from "./expectations.ts"
import type { ChartPath } from "./paths.ts"
import { Script } from "./script.ts"

const actorEvent = /^xstate\.(done|error)\.actor\.(.+)$/
const delayedEvent = /^xstate\.after\.([^.]+)\./

const sameSnapshot = (live: AnyMachineSnapshot, promised: AnyMachineSnapshot) =>
  JSON.stringify(live.value) === JSON.stringify(promised.value) &&
  JSON.stringify(live.context) === JSON.stringify(promised.context)

/** An event the chart emitted as a step records it: its type, then a toast's kind (spec 1 §9 gives each kind its own
 * look and time) and the text it carries (`toast error: Request failed`). */
export const recorded = (event: { readonly type: string; readonly kind?: string; readonly text?: string }) =>
  event.text === undefined
    ? event.type
    : `${event.type}${event.kind === undefined ? "" : ` ${event.kind}`}: ${event.text}`

export const runPath = async (chart: ChartSpec, path: ChartPath) => {
  const runtime = ManagedRuntime.make(Script.layer)
  const script = await runtime.runPromise(Effect.service(Script))
  // Each invoked actor answers by its invoke id, as the path's done and error events name it (one source may be
  // invoked under two ids, as the status chart reads the rewards twice).
  const actorNames = Object.keys(chart.machine.implementations.actors)
  // What each actor was asked (its input), told to the expectations with the step that invoked it.
  let asked: Array<{ readonly id: string; readonly input: unknown }> = []
  const answer = fromPromise(({ self, signal, input }) => {
    asked.push({ id: self.id, input })
    return runToPromise(runtime, script.answer(self.id), signal)
  })
  const actors = Object.fromEntries(actorNames.map((name) => [name, answer]))
  // Delayed transitions run on a simulated clock: the runner moves it on by the named delay.
  const clock = new SimulatedClock()
  // What the chart tells its child charts (the new criteria it sends the quote loop), by the child's invoke id.
  let told: Array<{ readonly to: string; readonly event: EventObject }> = []
  const actor = createActor(chart.machine.provide({ actors }), {
    input: chart.input,
    clock,
    inspect: (inspection) => {
      if (inspection.type !== "@xstate.event") return
      // (A child's start, xstate.init, is its invocation: `asked` has it.)
      const { sourceRef, actorRef, event } = inspection
      if (sourceRef === actor && actorRef !== actor && event.type !== "xstate.init" && "id" in actorRef)
        told.push({ to: String(actorRef.id), event })
    },
  })
  let emitted: Array<string> = []
  actor.on("*", (event) => emitted.push(recorded(event)))
  actor.start()
  const walked: Array<WalkedStep> = []
  // A delay the chart computes (an order's time to expiry) is computed from the context it has then.
  const delays = chart.machine.implementations.delays as Record<
    string,
    number | ((args: { context: unknown; event: unknown }) => number)
  >
  try {
    for (const [index, step] of path.steps.entries()) {
      const { event } = step
      const match = actorEvent.exec(event.type)
      if (index === 0 && event.type === "xstate.init") {
        // The start: nothing to send.
      } else if (delayedEvent.test(event.type)) {
        const name = delayedEvent.exec(event.type)?.[1] ?? ""
        const delay = delays[name] ?? Number(name)
        clock.increment(typeof delay === "function" ? delay({ context: actor.getSnapshot().context, event }) : delay)
      } else if (match) {
        const [, kind, id = ""] = match
        const outcome =
          kind === "done"
            ? { ok: true as const, output: (event as { output?: unknown }).output }
            : { ok: false as const, error: (event as { error?: unknown }).error }
        await runtime.runPromise(script.settle(id, outcome))
      } else {
        actor.send(event)
      }
      const promised = step.state
      try {
        await waitFor(actor, (live) => sameSnapshot(live as AnyMachineSnapshot, promised), { timeout: 1000 })
      } catch {
        const live = actor.getSnapshot() as AnyMachineSnapshot
        throw new Error(
          `step ${index} (${event.type}) promised ${JSON.stringify(promised.value)} ${JSON.stringify(promised.context)}` +
            ` but the chart is in ${JSON.stringify(live.value)} ${JSON.stringify(live.context)}`,
        )
      }
      walked.push({ event, snapshot: actor.getSnapshot() as AnyMachineSnapshot, emitted, asked, told })
      emitted = []
      asked = []
      told = []
    }
    return { end: actor.getSnapshot() as AnyMachineSnapshot, walked }
  } finally {
    actor.stop()
    await runtime.dispose()
  }
}
