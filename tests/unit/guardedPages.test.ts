// Spec 1 §6: a guarded page sends a visitor whose user read found none to its configured URL, keeping the query;
// it waits while the session is still finding out, and lets a signed-in user stay.
import { describe, expect, it } from "vitest"
import { guardedPages, guardedRoute } from "../../screens/guardedPages.ts"

const where = { pathname: "/ussd/o-1", search: { network: "CELO", countryIsoCode: "KE" } }

describe("a guarded page", () => {
  it("sends a signed-out visitor to its configured URL with the query", () => {
    expect(guardedRoute("/ussd/$orderId", { anonymous: true }, where)).toEqual({ to: "/auth", search: where.search })
    expect(guardedRoute("/kyc", { anonymous: true }, where)?.to).toBe("/kyc/login")
    expect(guardedRoute("/offramp/kyc", { anonymous: true }, where)?.to).toBe("/offramp/auth")
  })
  it("stays while the session is signed in or still reading the user", () => {
    expect(guardedRoute("/ussd/$orderId", { anonymous: false }, where)).toBeUndefined()
  })
  it("covers the private pages: the ID check on its own and in each journey, and the order in progress", () => {
    expect(Object.keys(guardedPages).sort()).toEqual(["/kyc", "/offramp/kyc", "/onramp/kyc", "/ussd/$orderId"])
  })
})
