// The on-ramp's route table against spec 1 §2 (routes) and §4 (steps): each state of the journey is shown at its
// route, the integrator's query carried along.
import { describe, expect, it } from "vitest"
import { type OnrampRouteView, onrampRoute } from "../../screens/onramp/routeTable.ts"

const query = { integrator: "acme", amount: "1500", network: "CELO" }
const at = (pathname: string) => ({ pathname, search: query })
const journey = (state: string, more: Partial<OnrampRouteView> = {}): OnrampRouteView => ({
  state,
  orderId: undefined,
  kycLevel: undefined,
  sessionLoading: false,
  ...more,
})

describe("on-ramp routes", () => {
  it("shows the amount at /, and the wallet step at /wallet", () => {
    expect(onrampRoute(journey("amount"), at("/"))).toEqual({ to: "/", search: query, replace: true })
    expect(onrampRoute(journey("wallet"), at("/"))).toEqual({ to: "/wallet", search: query })
    expect(onrampRoute(journey("validatingWallet"), at("/wallet"))).toEqual({ to: "/wallet", search: query })
  })

  it("sends a signed-out visitor to /auth, but waits while a sign-in that just ended loads the user", () => {
    expect(onrampRoute(journey("verify"), at("/"))).toEqual({ to: "/auth", search: query })
    expect(onrampRoute(journey("verify", { sessionLoading: true }), at("/"))).toBeUndefined()
  })

  it("shows the ID check at /onramp/kyc with the level the offer needs", () => {
    expect(onrampRoute(journey("kyc", { kycLevel: "advanced" }), at("/wallet"))).toEqual({
      to: "/onramp/kyc",
      search: { ...query, level: "advanced" },
    })
  })

  it("shows the review and its creation at /swap", () => {
    expect(onrampRoute(journey("review"), at("/wallet"))).toEqual({ to: "/swap", search: query })
    expect(onrampRoute(journey("creating"), at("/swap"))).toEqual({ to: "/swap", search: query })
  })

  it("goes to /ussd/{orderId} once the order is created, with the configuration carried along", () => {
    expect(onrampRoute(journey("created", { orderId: "o1" }), at("/swap"))).toEqual({
      to: "/ussd/o1",
      search: query,
    })
  })

  it("leaves the address alone while the chart decides the next step or reads the ID-check status", () => {
    for (const state of ["afterAmount", "checkingKyc", "afterKycStatus"])
      expect(onrampRoute(journey(state), at("/wallet"))).toBeUndefined()
  })

  it("sends /wallet or /swap opened before the journey has an offer to the amount, replacing history", () => {
    for (const state of ["start", "loading", "amount"]) {
      expect(onrampRoute(journey(state), at("/wallet"))).toEqual({ to: "/", search: query, replace: true })
      expect(onrampRoute(journey(state), at("/swap"))).toEqual({ to: "/", search: query, replace: true })
    }
  })
})
