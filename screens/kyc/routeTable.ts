// The ID check's routes (spec 1 §2: /kyc, /kyc/login; spec 2 §2: /offramp/kyc): a check run from a direct link needs
// an account, so a visitor the session knows to be signed out signs in first, keeping the query (level, source).
import { guardedPages } from "../guardedPages.ts"
import type { RouteTarget, Where } from "../routeTable.ts"

export interface KycPaths {
  /** Where a signed-out visitor signs in. */
  readonly signIn: string
  /** Where the journey goes on once the check is passed. */
  readonly next: string
}

/** What the table reads of the session. */
export interface KycRouteView {
  /** The session knows the visitor is signed out (not while it is still finding out). */
  readonly anonymous: boolean
}

export const kycRoute = (paths: KycPaths, view: KycRouteView, where: Where): RouteTarget | undefined =>
  view.anonymous ? { to: paths.signIn, search: where.search } : undefined

// Where a signed-out visitor signs in is the guarded pages' configured URL (screens/guardedPages.ts, spec 1 §6).
export const standaloneKycPaths: KycPaths = { signIn: guardedPages["/kyc"], next: "/" }
export const onrampKycPaths: KycPaths = { signIn: guardedPages["/onramp/kyc"], next: "/swap" }
export const offrampKycPaths: KycPaths = { signIn: guardedPages["/offramp/kyc"], next: "/offramp/create" }
