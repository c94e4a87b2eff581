// What a journey's route table answers: for a chart's state (and the address it is shown at), the route that shows
// it. Each journey has one pure table (screens/<journey>/routeTable.ts), unit-tested on its own; one hook
// (screens/wiring/useChartRoute.ts) follows it. Route components only pick the screen.
import type { StateValue } from "xstate"
import { queryOf } from "./searchParams.ts"

export type Search = Readonly<Record<string, unknown>>

/** The router's current location. */
export interface Where {
  readonly pathname: string
  readonly search: Search
}

/** The route a state is shown at; `replace` when the address it corrects should not stay in history. */
export interface RouteTarget {
  readonly to: string
  readonly search: Search
  readonly replace?: boolean
}

/** The top-level state of a chart (`{ amount: "quoted" }` is `amount`). */
export const topState = (value: StateValue): string =>
  typeof value === "string" ? value : (Object.keys(value)[0] ?? "")

/** `/offramp/` and `/offramp` are one route. */
const pathOf = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname)

/** The query as text, key by key, so `amount: 10` and `amount: "10"` are one value. */
const searchText = (search: Search) =>
  queryOf(Object.fromEntries(Object.entries(search).sort(([a], [b]) => a.localeCompare(b))))

/** Whether the address already shows `target`. */
export const isAt = (where: Where, target: RouteTarget) =>
  pathOf(where.pathname) === pathOf(target.to) && searchText(where.search) === searchText(target.search)

/** The query without the given keys (an order's id once the journey leaves it, the sign-in code's id). */
export const without = (search: Search, ...keys: ReadonlyArray<string>): Search =>
  Object.fromEntries(Object.entries(search).filter(([key]) => !keys.includes(key)))
