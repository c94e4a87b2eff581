// Events any call can raise for the whole widget (spec 1 §8): the service is unavailable (503), or the user's
// country is restricted (RESTRICTED_COUNTRY). The app machine listens and swaps what is shown.
import { Context, Effect, Layer } from "effect"

export type GlobalEvent = { readonly type: "service.unavailable" } | { readonly type: "country.restricted" }
type Listener = (event: GlobalEvent) => void

export class GlobalEvents extends Context.Service<
  GlobalEvents,
  {
    readonly emit: (event: GlobalEvent) => Effect.Effect<void>
    readonly subscribe: (listener: Listener) => () => void
  }
>()("adapters/GlobalEvents") {
  /** Listeners in memory: one set per runtime, so each test gets its own. */
  static readonly layer = Layer.sync(GlobalEvents, () => {
    const listeners = new Set<Listener>()
    return GlobalEvents.of({
      emit: (event) =>
        Effect.sync(() => {
          for (const listener of listeners) listener(event)
        }),
      subscribe: (listener) => {
        listeners.add(listener)
        return () => {
          listeners.delete(listener)
        }
      },
    })
  })
}
