// What the replays of a journey started by the auto-order route share, whichever the flow (charts/onrampAuto.ts,
// charts/offrampAuto.ts): /auto-onramp opened with the registration's link, signed in by the link's tokens when the
// registration's user is; the route's wait shown while the journey works, until it first rests; the sign-in no user
// can do while the route prepares.
//
// While the journey takes its steps by itself the page stays at /auto-onramp and says it is preparing the order
// (screens/autoOrder/AutoOrderScreen.tsx); once the journey rests, its step's route replaces /auto-onramp. So a state
// at work is shown there before the journey first rests, and at its own route after.
import type { Locator, Page } from "@playwright/test"
import type { AnyMachineSnapshot, EventObject } from "xstate"
import { autoOrderLabels } from "../../../schema/labels.ts"
import { signInThroughApi, tokenQuery, widgetUrl } from "../../e2e/widget.ts"
import type { ChartSpec } from "../../model/chart.ts"
import type { ChartReplay } from "../mapping.ts"

type Screen = (page: Page) => Locator

/** The page while the auto-order route waits for the journey to rest. */
export const preparing = (page: Page) => page.getByRole("status").filter({ hasText: autoOrderLabels.preparing })

/** Whether the registration's user is signed in from the start (the link then carries the account's tokens). */
export const signedInFromStart = (registration: ChartSpec) =>
  (registration.input as { user?: unknown }).user !== undefined

/** Opens /auto-onramp with the link (a query), with the tokens of an account of the link's country when the
 * registration's user is signed in from the start (an order for another country than the account's is refused). */
export const openAutoOrder = async (page: Page, email: string, registration: ChartSpec, link: string) => {
  const country = new URLSearchParams(link).get("countryIsoCode") ?? "KE"
  const tokens = signedInFromStart(registration) ? (await signInThroughApi(email, country)).tokens : undefined
  await page.goto(widgetUrl(`/auto-onramp?${link}${tokens ? `&${tokenQuery(tokens)}` : ""}`))
}

/**
 * Where the journey's replay (`journey`) shows its states when the auto-order route started it: any route the
 * journey's replay accepts, or /auto-onramp; the journey's screens (and `screens`, the route's own), where a state at
 * work (`working`, the states its chart tags loading) may be the route's wait instead.
 */
export const shownByTheRoute = (
  journey: ChartReplay,
  working: ReadonlyArray<string>,
  screens: Readonly<Record<string, Screen>>,
): Pick<ChartReplay, "routeOnPage" | "screens"> => ({
  routeOnPage: (written, pathname) =>
    pathname === "/auto-onramp" || (journey.routeOnPage?.(written, pathname) ?? pathname === written),
  screens: Object.fromEntries(
    Object.entries({ ...journey.screens, ...screens }).map(([state, screen]) => [
      state,
      working.includes(state) ? (page: Page) => preparing(page).or(screen(page)).first() : screen,
    ]),
  ),
})

/**
 * Signing in while /auto-onramp prepares, before the journey first rests: the auto-order starts the journey only once
 * the session knows who the visitor is (a link's tokens, even retried with authRetry, are read first: tried, the
 * journey then starts signed in), and the page there offers no sign-in but the menu's, which leaves the auto-order
 * for /auth. The sign-in the journey asks for (its "verify", at /auth or /offramp/auth) is replayed.
 */
export const signingInWhilePreparing = (sentIn: AnyMachineSnapshot | undefined, event: EventObject) =>
  (event as { user?: unknown }).user !== undefined && (sentIn?.matches("loading") || sentIn?.matches("amount"))
    ? "no user action signs in while the auto-order prepares: it waits for the session before the journey starts"
    : undefined
