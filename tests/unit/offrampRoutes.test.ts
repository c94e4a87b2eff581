// The off-ramp's route table against spec 2 §2 (known paths, the pay route's query) and §4 (the next-step rule):
// each state of the journey is shown at its route, the integrator's query carried along.
import { describe, expect, it } from "vitest"
import { type OfframpRouteView, offrampRoute } from "../../screens/offramp/routeTable.ts"

const query = { integrator: "acme", network: "CELO" }
const at = (pathname: string) => ({ pathname, search: query })
const journey = (state: string, more: Partial<OfframpRouteView> = {}): OfframpRouteView => ({
  state,
  kycLevel: undefined,
  sessionLoading: false,
  order: undefined,
  ...more,
})

describe("off-ramp routes", () => {
  it("shows the amount at /offramp", () => {
    expect(offrampRoute(journey("amount"), at("/offramp"))).toEqual({ to: "/offramp", search: query, replace: true })
  })

  it("sends a signed-out visitor to /offramp/auth, but waits while a sign-in that just ended loads the user", () => {
    expect(offrampRoute(journey("verify"), at("/offramp"))).toEqual({ to: "/offramp/auth", search: query })
    expect(offrampRoute(journey("verify", { sessionLoading: true }), at("/offramp"))).toBeUndefined()
  })

  it("shows the ID check at /offramp/kyc with the level the offer needs", () => {
    expect(offrampRoute(journey("kyc", { kycLevel: "basic" }), at("/offramp"))).toEqual({
      to: "/offramp/kyc",
      search: { ...query, level: "basic" },
    })
  })

  it("shows the details at /offramp/create and the pay step at /offramp/pay", () => {
    expect(offrampRoute(journey("details"), at("/offramp"))).toEqual({ to: "/offramp/create", search: query })
    expect(offrampRoute(journey("pay"), at("/offramp/create"))).toEqual({ to: "/offramp/pay", search: query })
    expect(offrampRoute(journey("creating"), at("/offramp/pay"))).toEqual({ to: "/offramp/pay", search: query })
  })

  it("opens the created order's pay route with orderId, quoteId, amount, network, asset, country, channel, currency", () => {
    const order = {
      orderId: "o1",
      quoteId: "q1",
      amount: "25",
      network: "CELO",
      asset: "CUSD",
      countryIsoCode: "KE",
      paymentChannel: "mobile_money",
      currency: "crypto",
    }
    expect(offrampRoute(journey("created", { order }), at("/offramp/pay"))).toEqual({
      to: "/offramp/pay",
      search: { ...query, ...order },
    })
  })

  it("leaves the address alone while the chart decides the next step or reads the ID-check status", () => {
    for (const state of ["afterAmount", "checkingKyc", "afterKycStatus"])
      expect(offrampRoute(journey(state), at("/offramp/auth"))).toBeUndefined()
  })

  it("sends a later step opened before the journey has an offer to the amount, replacing history", () => {
    for (const path of ["/offramp/create", "/offramp/pay"])
      expect(offrampRoute(journey("loading"), at(path))).toEqual({ to: "/offramp", search: query, replace: true })
  })
})
