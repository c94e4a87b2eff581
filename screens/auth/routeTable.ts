// The sign-in routes of each journey (spec 1 §2: /auth and /otp, /kyc/login and /kyc/otp/verify; spec 2 §2:
// /offramp/auth and /offramp/otp) over the sign-in chart (machines/login.ts): the code is entered on the journey's
// Otp route, everything else on its Auth route, and a signed-in user goes on to where the journey continues.
import { type RouteTarget, type Search, type Where, without } from "../routeTable.ts"

export interface AuthPaths {
  /** Where the code is entered. */
  readonly otp: string
  /** Where the auth screen is. */
  readonly auth: string
  /** Where a signed-in user goes on. */
  readonly done: string
}

/** Where the journey that sent the visitor to sign in goes on once they are: its route, or "wait" while it decides
 * (the on-ramp reads the ID-check status, then shows the check or the review); undefined when no journey waits. */
export type JourneyNext = RouteTarget | "wait" | undefined

/** What the table reads of the sign-in chart. */
export interface LoginRouteView {
  /** The chart's state. */
  readonly state: string
  /** The chart ended with the user signed in. */
  readonly signedIn: boolean
  readonly codeId: string | undefined
  readonly codeLength: number | undefined
  /** The guarded page that sent the visitor to sign in (spec 1 §6): signed in, they go back there. */
  readonly returnTo?: string | undefined
  /** The waiting journey's next route (spec 1 §2: from the code to the ID check or the review, not through the
   * amount): taken over the sign-in's own done route. */
  readonly next?: JourneyNext
}

export const loginRouteView = (
  snapshot: {
    readonly value: unknown
    readonly status: string
    readonly context: {
      readonly tokens?: unknown
      readonly codeId?: string | undefined
      readonly codeLength?: number | undefined
    }
  },
  returnTo?: string,
): LoginRouteView => ({
  state: String(snapshot.value),
  signedIn: snapshot.status === "done" && snapshot.context.tokens !== undefined,
  codeId: snapshot.context.codeId,
  codeLength: snapshot.context.codeLength,
  returnTo,
})

/** The states in which the code is entered (the Otp route). */
export const codeStates: ReadonlyArray<string> = ["code", "verifying", "codeDead"]

/** The code's id and length stay in the Otp route's address (a reload opens the code screen); never the e-mail
 * (issue 13). */
export const withoutCode = (search: Search) => without(search, "codeId", "codeLength", "email")

const samePath = (a: string, b: string) => a.replace(/\/+$/, "") === b.replace(/\/+$/, "")

export const loginRoute = (paths: AuthPaths, view: LoginRouteView, where: Where): RouteTarget | undefined => {
  const search = withoutCode(where.search)
  if (view.signedIn) {
    if (view.returnTo) return { to: view.returnTo, search }
    if (view.next === "wait") return undefined
    return view.next ?? { to: paths.done, search }
  }
  const onCodeRoute = samePath(where.pathname, paths.otp)
  if (codeStates.includes(view.state))
    return onCodeRoute
      ? undefined
      : { to: paths.otp, search: { ...search, codeId: view.codeId, codeLength: view.codeLength } }
  if (view.state === "email" && onCodeRoute) return { to: paths.auth, search }
  return undefined
}

export const onrampAuthPaths: AuthPaths = { auth: "/auth", otp: "/otp", done: "/" }
export const offrampAuthPaths: AuthPaths = { auth: "/offramp/auth", otp: "/offramp/otp", done: "/offramp" }
export const kycAuthPaths: AuthPaths = { auth: "/kyc/login", otp: "/kyc/otp/verify", done: "/kyc" }
