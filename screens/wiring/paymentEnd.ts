// How a payment chart ended, told once as a toast when it ends (spec 2: "Payment confirmed", an order cancelled).
// The charts emit no toast for their end yet, so the wiring hears the end here instead of a route's effect.
import type { AnyActorRef } from "xstate"
import { showToast } from "../toasts.ts"

/** `actor`, with a success toast of `textOf(output)` when it ends (none when it gives no text). */
export const toastOnEnd = <Actor extends AnyActorRef>(
  actor: Actor,
  textOf: (output: ReturnType<Actor["getSnapshot"]>["output"]) => string | undefined,
): Actor => {
  const subscription = actor.subscribe((snapshot) => {
    if (snapshot.status !== "done") return
    const text = textOf(snapshot.output)
    if (text) showToast("success", text)
    subscription.unsubscribe()
  })
  return actor
}
