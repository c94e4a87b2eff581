// The one place where a chart moves the address. A route component gives its journey's table (applied to the chart's
// snapshot); whenever the table's answer differs from the router's location, this navigates there. Nothing is
// remembered between renders: the answer is compared with where the router is, so a missed or repeated render
// cannot leave the chart and the address apart.
import { useLocation, useNavigate } from "@tanstack/react-router"
import { useSelector } from "@xstate/react"
import { useEffect } from "react"
import type { AnyActorRef, SnapshotFrom } from "xstate"
import { isAt, type RouteTarget, type Where } from "../routeTable.ts"

/** Follows `route(where)`: the route the chart's state is shown at, or undefined to stay (a passing state). */
export const useChartRoute = (route: (where: Where) => RouteTarget | undefined) => {
  const navigate = useNavigate()
  const location = useLocation()
  const where: Where = { pathname: location.pathname, search: location.search as Where["search"] }
  const target = route(where)
  const move = target !== undefined && !isAt(where, target) ? target : undefined
  // The effect runs again only when the move itself changes (its text), not on every render.
  const key = move === undefined ? "" : JSON.stringify(move)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is `move` as text
  useEffect(() => {
    if (move) void navigate({ to: move.to, search: move.search as never, replace: move.replace === true })
  }, [key, navigate])
}

/** `useChartRoute` over one actor: its snapshot, through `table`, decides the route. */
export const useActorRoute = <Actor extends AnyActorRef>(
  actor: Actor,
  table: (snapshot: SnapshotFrom<Actor>, where: Where) => RouteTarget | undefined,
) => {
  const snapshot = useSelector(actor, (s) => s) as SnapshotFrom<Actor>
  useChartRoute((where) => table(snapshot, where))
}
