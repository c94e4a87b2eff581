// Walks one derived path on a live actor: events are sent, actors answer through the Script test layer, and
// after every step the snapshot must be the one the path promises (state and context).
import { Effect, ManagedRuntime } from "effect"
import { type AnyMachineSnapshot, createActor, SimulatedClock, waitFor } from "xstate"
import { fromEffect } from "../../adapters/actor.ts"
import type { ChartSpec } from "./chart.ts"
import type { ChartPath } from "./paths.ts"
import { Script } from "./script.ts"

const actorEvent = /^xstate\.(done|error)\.actor\.(.+)$/
const delayedEvent = /^xstate\.after\.([^.]+)\./

const sameSnapshot = (live: AnyMachineSnapshot, promised: AnyMachineSnapshot) =>
  JSON.stringify(live.value) === JSON.stringify(promised.value) &&
  JSON.stringify(live.context) === JSON.stringify(promised.context)

export const runPath = async (chart: ChartSpec, path: ChartPath) => {
  const runtime = ManagedRuntime.make(Script.layer)
  const script = await runtime.runPromise(Effect.service(Script))
  const actorNames = Object.keys(chart.machine.implementations.actors)
  const actors = Object.fromEntries(actorNames.map((name) => [name, fromEffect(runtime, () => script.answer(name))]))
  // Delayed transitions run on a simulated clock: the runner moves it on by the named delay.
  const clock = new SimulatedClock()
  const actor = createActor(chart.machine.provide({ actors }), { input: chart.input, clock }).start()
  const delays = chart.machine.implementations.delays as Record<string, number>
  try {
    for (const [index, step] of path.steps.entries()) {
      const { event } = step
      const match = actorEvent.exec(event.type)
      if (index === 0 && event.type === "xstate.init") {
        // The start: nothing to send.
      } else if (delayedEvent.test(event.type)) {
        const name = delayedEvent.exec(event.type)?.[1] ?? ""
        clock.increment(delays[name] ?? Number(name))
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
    }
    return actor.getSnapshot() as AnyMachineSnapshot
  } finally {
    actor.stop()
    await runtime.dispose()
  }
}
