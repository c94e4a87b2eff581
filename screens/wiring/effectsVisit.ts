// A chart per visit of a page: started (with its effect runner, screens/wiring/effects.ts) when the page shows it and
// stopped when the page goes, so a route holds no lifecycle of its own.
import { useEffect, useState } from "react"

/** The actor `start` gives for this visit, a new one whenever `key` changes (another order); undefined until then. */
export const useVisit = <Actor extends { readonly stop: () => void }>(start: () => Actor, key: string) => {
  const [actor, setActor] = useState<Actor>()
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new actor per key, not per render of `start`
  useEffect(() => {
    const started = start()
    setActor(started)
    return () => {
      started.stop()
    }
  }, [key])
  return actor
}
