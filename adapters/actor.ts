// The bridge between statecharts and adapters: an Effect program as an XState promise actor. Leaving the state
// that invoked it aborts the signal, which interrupts the fiber; a failure reaches the machine as the typed
// error itself (its `_tag` is what machines branch on). Every run is reported to monitoring as an operation
// (start, success, fail), here once rather than in each chart; monitoring keeps the journeys' main ones.
import type { Effect, ManagedRuntime } from "effect"
import { fromPromise } from "xstate"
import { observeOperation, operationName } from "./monitoringHook.ts"
import { runToPromise } from "./run.ts"

export const fromEffect = <A, I, E, R>(
  runtime: ManagedRuntime.ManagedRuntime<R, never>,
  program: (input: I) => Effect.Effect<A, E, R>,
  /** The operation's name when the invoking chart is not the journey (a child chart such as the quote loop). */
  name?: string,
) =>
  fromPromise<A, I>(({ input, signal, self }) =>
    observeOperation(name ?? operationName(self), signal, () => runToPromise(runtime, program(input), signal)),
  )
