// The one runner of what charts ask of the world. A chart says what should happen by emitting a named effect
// (XState's `emit`: machines/effects.ts names the shared ones), never how; the runner hears the chart and every chart
// it invokes, and calls the handler of that name. Handlers hold the browser's APIs and the adapters, so charts stay
// pure and their path tests see each effect as an emitted event. docs/decisions.md tells how a journey uses it.
import {
  type ActorOptions,
  type ActorRefFrom,
  type AnyActorLogic,
  type AnyActorRef,
  createActor,
  type EmittedFrom,
  type EventObject,
  type Subscription,
} from "xstate"
import { inspection } from "./inspect.ts"

/** One handler per effect, keyed by its name: the compiler refuses a map that misses an effect the chart emits. */
export type EffectHandlers<Effect extends EventObject> = {
  readonly [Type in Effect["type"]]: (effect: Extract<Effect, { readonly type: Type }>) => void
}

/** Carries out the effects of `actor` and of each chart it invokes from now on. An invoked chart is heard from its
 * creation, before it starts, so an effect of its first step (the receipt modal opening by itself) is not missed;
 * a child's listener ends with the child. */
export const runEffects = <Effect extends EventObject>(
  actor: AnyActorRef,
  handlers: EffectHandlers<Effect>,
): Subscription => {
  const byType = handlers as unknown as Readonly<Record<string, ((effect: EventObject) => void) | undefined>>
  const run = (effect: EventObject) => byType[effect.type]?.(effect)
  const own = actor.on("*", run)
  const children = actor.system.inspect((event) => {
    const child = event.actorRef as AnyActorRef
    if (event.type === "@xstate.actor" && child !== actor) child.on("*", run)
  })
  return {
    unsubscribe: () => {
      own.unsubscribe()
      children.unsubscribe()
    },
  }
}

/** Starts a chart with its effects carried out by `handlers` (its own and its children's), and the page's own
 * listeners `watch` installs for as long as the chart runs. */
export const startWithEffects = <Logic extends AnyActorLogic, Effect extends EventObject = EmittedFrom<Logic>>(
  logic: Logic,
  options: ActorOptions<Logic>,
  handlers: EffectHandlers<Effect>,
  watch?: (actor: ActorRefFrom<Logic>) => () => void,
) => {
  const actor = createActor(logic, { ...inspection, ...options })
  const effects = runEffects(actor, handlers)
  // An Actor is its own ref; the compiler cannot see that through the generic logic.
  const unwatch = watch?.(actor as unknown as ActorRefFrom<Logic>)
  actor.subscribe({
    complete: () => {
      effects.unsubscribe()
      unwatch?.()
    },
    error: () => unwatch?.(),
  })
  return actor.start()
}
