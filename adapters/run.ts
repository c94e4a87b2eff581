// Runs an adapter program on the app runtime as a promise whose rejection is the typed failure itself.
import { Cause, type Effect, Exit, type ManagedRuntime, Option } from "effect"

export const runToPromise = async <A, E, R>(
  runtime: ManagedRuntime.ManagedRuntime<R, never>,
  program: Effect.Effect<A, E, R>,
  signal?: AbortSignal,
): Promise<A> => {
  const exit = await runtime.runPromiseExit(program, signal ? { signal } : undefined)
  if (Exit.isSuccess(exit)) return exit.value
  throw Option.getOrElse(Cause.findErrorOption(exit.cause), () => Cause.squash(exit.cause))
}
