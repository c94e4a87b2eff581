// The test layer behind a chart's actors in path tests: each actor, when invoked, waits for the outcome the path
// says it has (its done or error event), which the runner hands over as it walks the path.
import { Context, Deferred, Effect, Layer } from "effect"

type Outcome = { readonly ok: true; readonly output: unknown } | { readonly ok: false; readonly error: unknown }

export class Script extends Context.Service<
  Script,
  {
    /** What the actor `id` answers this time; waits until the runner has said. */
    readonly answer: (id: string) => Effect.Effect<unknown, unknown>
    /** The runner says what the actor `id` answers. */
    readonly settle: (id: string, outcome: Outcome) => Effect.Effect<void>
  }
>()("tests/model/Script") {
  static readonly layer = Layer.effect(
    Script,
    Effect.sync(() => {
      const pending = new Map<string, Deferred.Deferred<unknown, unknown>>()
      const slot = (id: string) =>
        Effect.gen(function* () {
          const existing = pending.get(id)
          if (existing) return existing
          const created = yield* Deferred.make<unknown, unknown>()
          pending.set(id, created)
          return created
        })
      return Script.of({
        answer: (id) =>
          Effect.flatMap(slot(id), (deferred) =>
            Deferred.await(deferred).pipe(Effect.ensuring(Effect.sync(() => pending.delete(id)))),
          ),
        settle: (id, outcome) =>
          Effect.flatMap(slot(id), (deferred) =>
            outcome.ok ? Deferred.succeed(deferred, outcome.output) : Deferred.fail(deferred, outcome.error),
          ).pipe(Effect.asVoid),
      })
    }),
  )
}
