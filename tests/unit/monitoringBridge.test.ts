// The actor bridge reports each run of an invoked actor as an operation named after its chart and its source,
// which is what the funnel and the main-operation list rely on.
import { Effect, Layer, ManagedRuntime } from "effect"
import { afterAll, expect, it } from "vitest"
import { createActor, setup, waitFor } from "xstate"
import { fromEffect } from "../../adapters/actor.ts"
import { attachObserver, type Observation } from "../../adapters/monitoringHook.ts"

const runtime = ManagedRuntime.make(Layer.empty)
afterAll(() => runtime.dispose())

it("names an operation <chart>.<actor> and reports start, then success or fail, but not an abort", async () => {
  const seen: Array<string> = []
  attachObserver((o: Observation) => {
    if (o.kind === "operation") seen.push(`${o.name} ${o.status}`)
  })
  const chart = setup({
    actors: {
      createOrder: fromEffect(runtime, (_: undefined) => Effect.succeed({ _id: "o1" })),
      fetchOffer: fromEffect(runtime, (_: undefined) => Effect.fail("no offer")),
      slow: fromEffect(runtime, (_: undefined) => Effect.never),
    },
  }).createMachine({
    id: "onramp",
    initial: "creating",
    states: {
      creating: { invoke: { id: "createOrder", src: "createOrder", onDone: "quoting" } },
      quoting: { invoke: { id: "fetchOffer", src: "fetchOffer", onError: "waiting" } },
      waiting: { invoke: { id: "slow", src: "slow" }, on: { leave: "done" } },
      done: { type: "final" },
    },
  })
  const actor = createActor(chart).start()
  await waitFor(actor, (s) => s.matches("waiting"))
  actor.send({ type: "leave" })
  await waitFor(actor, (s) => s.status === "done")
  await new Promise((resolve) => setTimeout(resolve, 10))
  expect(seen).toEqual([
    "onramp.createOrder start",
    "onramp.createOrder success",
    "onramp.fetchOffer start",
    "onramp.fetchOffer fail",
    "onramp.slow start",
  ])
})
