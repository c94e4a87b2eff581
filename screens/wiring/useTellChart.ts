// The one place where a value the page holds (the browser wallet's address, from wagmi's React hooks) reaches a chart
// as an event: sent when the event changes, so route components hold no effect of their own.
import { useEffect } from "react"
import type { EventObject } from "xstate"

/** Sends `event` to `actor` now and whenever it changes (by its text); nothing while it is undefined. */
export const useTellChart = <Event extends EventObject>(
  actor: { readonly send: (event: Event) => void },
  event: Event | undefined,
) => {
  const key = event === undefined ? "" : JSON.stringify(event)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is `event` as text
  useEffect(() => {
    if (event !== undefined) actor.send(event)
  }, [actor, key])
}
