// The auto-order route (spec 1 §4, spec 2 §2 Auto-order): /auto-onramp runs the link's steps itself; once its journey
// rests, the route of that step replaces /auto-onramp (so Back does not run the link again), keeping the query.
import type { RouteTarget, Where } from "../routeTable.ts"

/** What the table reads of the auto-order chart (machines/autoOrder.ts). */
export interface AutoOrderRouteView {
  /** The route of the step where the journey rests, once it does. */
  readonly landed: string | undefined
}

export const autoOrderRouteView = (snapshot: {
  readonly status: string
  readonly output?: { readonly path: string | undefined } | undefined
}): AutoOrderRouteView => ({ landed: snapshot.status === "done" ? snapshot.output?.path : undefined })

export const autoOrderRoute = (view: AutoOrderRouteView, where: Where): RouteTarget | undefined =>
  view.landed ? { to: view.landed, search: where.search, replace: true } : undefined
