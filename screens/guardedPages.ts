// Spec 1 §6: "On a guarded page, if the current-user query finishes with no user, the visitor is redirected to a
// configured URL." The private pages (their calls need a signed-in user: the ID check, the buyer's steps of an order)
// and where each sends a visitor the session knows to be signed out, keeping the query. One place to configure them.
import type { RouteTarget, Where } from "./routeTable.ts"

export const guardedPages = {
  /** The ID check on its own, and within each journey: its sign-in comes back to the check. */
  "/kyc": "/kyc/login",
  "/onramp/kyc": "/auth",
  "/offramp/kyc": "/offramp/auth",
  /** An order in progress: confirming, cancelling and the payment prompt are the buyer's (the order's owner). */
  "/ussd/$orderId": "/auth",
} as const

export type GuardedPage = keyof typeof guardedPages

/** Where a guarded page sends a visitor: nowhere while the session is signed in or still finding out. */
export const guardedRoute = (
  page: GuardedPage,
  view: { readonly anonymous: boolean },
  where: Where,
): RouteTarget | undefined => (view.anonymous ? { to: guardedPages[page], search: where.search } : undefined)
