// The route tables read real chart snapshots: a state nested in the chart counts as its top-level step, and a
// created order's id reaches the route.
import { describe, expect, it } from "vitest"
import { offrampMachine } from "../../machines/offramp.ts"
import type { OfframpContext } from "../../machines/offrampContext.ts"
import { onrampMachine } from "../../machines/onramp.ts"
import type { OnrampContext } from "../../machines/onrampContext.ts"
import { offrampRoute, offrampRouteView } from "../../screens/offramp/routeTable.ts"
import { onrampRoute, onrampRouteView } from "../../screens/onramp/routeTable.ts"

const onrampAt = (value: Parameters<typeof onrampMachine.resolveState>[0]["value"], context: Partial<OnrampContext>) =>
  onrampMachine.resolveState({ value, context: context as OnrampContext })
const offrampAt = (
  value: Parameters<typeof offrampMachine.resolveState>[0]["value"],
  context: Partial<OfframpContext>,
) => offrampMachine.resolveState({ value, context: context as OfframpContext })
const query = { integrator: "acme" }

describe("route views of chart snapshots", () => {
  it("reads the on-ramp's quoted amount as the amount step at /", () => {
    const view = onrampRouteView(onrampAt({ amount: "quoted" }, {}), false)
    expect(onrampRoute(view, { pathname: "/swap", search: query })).toEqual({ to: "/", search: query, replace: true })
  })

  it("takes the on-ramp's created order to /ussd/o1", () => {
    const view = onrampRouteView(onrampAt("created", { orderId: "o1" }), false)
    expect(onrampRoute(view, { pathname: "/swap", search: query })?.to).toBe("/ussd/o1")
  })

  it("takes the off-ramp's created order to its pay route with the order's query", () => {
    const context = {
      orderId: "o2",
      quote: { quoteId: "q2" } as OfframpContext["quote"],
      amount: "25",
      network: "CELO",
      asset: "CUSD",
      country: "KE",
      paymentChannel: "mobile_money",
      currency: "crypto",
    } as const
    const view = offrampRouteView(offrampAt("created", context), false)
    expect(offrampRoute(view, { pathname: "/offramp/pay", search: query })).toEqual({
      to: "/offramp/pay",
      search: {
        ...query,
        orderId: "o2",
        quoteId: "q2",
        amount: "25",
        network: "CELO",
        asset: "CUSD",
        countryIsoCode: "KE",
        paymentChannel: "mobile_money",
        currency: "crypto",
      },
    })
  })
})
