// The one place where a chart moves the address. A route component gives its journey's table (applied to the chart's
// snapshot); whenever the table's answer differs from the router's location, this navigates there. The answer is
// compared with where the router is, so a missed or repeated render cannot leave the chart and the address apart;
// the one thing remembered is the move this page asked for, so that a chart moving on while the router still
// loads that move is followed.
import { useNavigate, useRouterState } from "@tanstack/react-router"
import { useSelector } from "@xstate/react"
import { useEffect, useRef } from "react"
import type { AnyActorRef, SnapshotFrom } from "xstate"
import { isAt, type RouteTarget, type Where } from "../routeTable.ts"

/** Follows `route(where)`: the route the chart's state is shown at, or undefined to stay (a passing state). */
export const useChartRoute = (route: (where: Where) => RouteTarget | undefined) => {
  const navigate = useNavigate()
  // Where the page shown is: the location the router has finished loading. While it moves elsewhere (a link the
  // user followed, a route that loads its chart), the chart's route is not forced on it; once it lands, this runs
  // again (on the page that then shows, if it is this journey's).
  const shown = useRouterState({ select: (state) => state.resolvedLocation ?? state.location })
  const heading = useRouterState({ select: (state) => state.location })
  const moving = useRouterState({
    select: (state) => state.resolvedLocation !== undefined && state.resolvedLocation.href !== state.location.href,
  })
  const where: Where = { pathname: shown.pathname, search: shown.search as Where["search"] }
  const headingTo: Where = { pathname: heading.pathname, search: heading.search as Where["search"] }
  // The move this page asked for. While the router loads it (the next step's code on a slow network), the chart may
  // move on again (the auto-order makes its order): this page, still shown, follows it there.
  const asked = useRef<RouteTarget | undefined>(undefined)
  const ownMove = moving && asked.current !== undefined && isAt(headingTo, asked.current)
  const target = route(where)
  const move =
    target !== undefined && !isAt(where, target) && (!moving || (ownMove && !isAt(headingTo, target)))
      ? target
      : undefined
  // The effect runs again only when the move itself changes (its text), not on every render.
  const key = move === undefined ? "" : JSON.stringify(move)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is `move` as text
  useEffect(() => {
    if (!move) return
    asked.current = move
    void navigate({ to: move.to, search: move.search as never, replace: move.replace === true })
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
