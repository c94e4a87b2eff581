// The sign-in and ID-check routes (spec 1 §2: /auth, /otp, /kyc, /kyc/login, /kyc/otp/verify; spec 2 §2:
// /offramp/auth, /offramp/otp, /offramp/kyc).
import { describe, expect, it } from "vitest"
import {
  kycAuthPaths,
  type LoginRouteView,
  loginRoute,
  offrampAuthPaths,
  onrampAuthPaths,
} from "../../screens/auth/routeTable.ts"
import { kycRoute, offrampKycPaths, standaloneKycPaths } from "../../screens/kyc/routeTable.ts"

const login = (state: string, more: Partial<LoginRouteView> = {}): LoginRouteView => ({
  state,
  signedIn: false,
  codeId: undefined,
  codeLength: undefined,
  ...more,
})
const query = { integrator: "acme" }

describe("sign-in routes", () => {
  it("moves to the journey's code route with the code's id and length once a code is sent", () => {
    expect(
      loginRoute(onrampAuthPaths, login("code", { codeId: "c1", codeLength: 6 }), { pathname: "/auth", search: query }),
    ).toEqual({
      to: "/otp",
      search: { ...query, codeId: "c1", codeLength: 6 },
    })
    expect(
      loginRoute(offrampAuthPaths, login("code", { codeId: "c1", codeLength: 6 }), {
        pathname: "/offramp/auth",
        search: query,
      })?.to,
    ).toBe("/offramp/otp")
  })

  it("stays on the code route while the code is entered or checked", () => {
    const search = { ...query, codeId: "c1", codeLength: 6 }
    for (const state of ["code", "verifying", "codeDead"])
      expect(loginRoute(kycAuthPaths, login(state), { pathname: "/kyc/otp/verify", search })).toBeUndefined()
  })

  it("goes back to the auth route when the code route's chart asks for the e-mail again", () => {
    expect(
      loginRoute(onrampAuthPaths, login("email"), { pathname: "/otp", search: { ...query, codeId: "c1" } }),
    ).toEqual({
      to: "/auth",
      search: query,
    })
  })

  it("sends a signed-in user on to the journey, leaving the code and the e-mail out of the address", () => {
    const search = { ...query, codeId: "c1", codeLength: 6, email: "a@b.co" }
    expect(
      loginRoute(offrampAuthPaths, login("signedIn", { signedIn: true }), { pathname: "/offramp/otp", search }),
    ).toEqual({
      to: "/offramp",
      search: query,
    })
    expect(
      loginRoute(kycAuthPaths, login("signedIn", { signedIn: true }), { pathname: "/kyc/otp/verify", search })?.to,
    ).toBe("/kyc")
  })

  it("sends a user signed in from a guarded page back to it (spec 1 §6), keeping the query", () => {
    const signedIn = { ...login("signedIn", { signedIn: true }), returnTo: "/ussd/o-1" }
    expect(loginRoute(onrampAuthPaths, signedIn, { pathname: "/otp", search: { ...query, codeId: "c1" } })).toEqual({
      to: "/ussd/o-1",
      search: query,
    })
  })
})

describe("ID-check routes", () => {
  it("sends a visitor the session knows to be signed out to the journey's sign-in, keeping the level", () => {
    const where = { pathname: "/kyc", search: { level: "advanced" } }
    expect(kycRoute(standaloneKycPaths, { anonymous: true }, where)).toEqual({ to: "/kyc/login", search: where.search })
    expect(kycRoute(offrampKycPaths, { anonymous: true }, where)?.to).toBe("/offramp/auth")
  })

  it("stays while the session is finding out, or for a signed-in user", () => {
    expect(kycRoute(standaloneKycPaths, { anonymous: false }, { pathname: "/kyc", search: {} })).toBeUndefined()
  })
})
