// Whether the address already shows a route: the route hook navigates only when it does not.
import { describe, expect, it } from "vitest"
import { isAt } from "../../screens/routeTable.ts"

describe("isAt", () => {
  it("counts /offramp/ and /offramp as one route", () => {
    expect(isAt({ pathname: "/offramp/", search: {} }, { to: "/offramp", search: {} })).toBe(true)
  })

  it("reads a query value the router gave as a number as the same text", () => {
    expect(isAt({ pathname: "/", search: { amount: 1500 } }, { to: "/", search: { amount: "1500" } })).toBe(true)
  })

  it("ignores the order of the query and values left undefined", () => {
    expect(
      isAt({ pathname: "/otp", search: { b: "2", a: "1" } }, { to: "/otp", search: { a: "1", b: "2", c: undefined } }),
    ).toBe(true)
  })

  it("sees another path, or another query value, as another place", () => {
    expect(isAt({ pathname: "/wallet", search: {} }, { to: "/swap", search: {} })).toBe(false)
    expect(isAt({ pathname: "/offramp/pay", search: {} }, { to: "/offramp/pay", search: { orderId: "o1" } })).toBe(
      false,
    )
  })
})
