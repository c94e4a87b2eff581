// /auto-onramp: the auto-order chart of this link; once the journey rests, its step's route replaces this one
// (so Back does not run the link again), keeping the integrator's query: ./routeTable.ts, followed by
// screens/wiring/useChartRoute.ts.
import { useRouteContext, useSearch } from "@tanstack/react-router"
import { useMemo, useState } from "react"
import { ensureAutoOrder } from "../wiring/autoOrder.ts"
import { useActorRoute } from "../wiring/useChartRoute.ts"
import { AutoOrderScreen } from "./AutoOrderScreen.tsx"
import { autoOrderRoute, autoOrderRouteView } from "./routeTable.ts"

type Search = Record<string, unknown>

// The router reads JSON values of the query (requiredFields) as objects: they go back to JSON.
const searchString = (search: Search) =>
  new URLSearchParams(
    Object.entries(search).flatMap(([k, v]) =>
      v === undefined ? [] : [[k, typeof v === "object" && v !== null ? JSON.stringify(v) : String(v)]],
    ),
  ).toString()

export function AutoOrderRoute() {
  const context = useRouteContext({ from: "__root__" })
  const { onramp, session } = context
  const offramp = context.offramp.get()
  const search = useSearch({ strict: false }) as Search
  const [query] = useState(() => searchString(search))
  const actor = useMemo(() => ensureAutoOrder({ onramp, offramp, session }, query), [onramp, offramp, session, query])
  useActorRoute(actor, (s, where) => autoOrderRoute(autoOrderRouteView(s), where))
  return <AutoOrderScreen />
}
