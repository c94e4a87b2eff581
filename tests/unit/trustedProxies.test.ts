// TRUSTED_PROXIES as an operator writes it (README "Running in production"): addresses and subnets of both
// families, and a malformed entry refused with its name (the server then does not start).
import { describe, expect, it } from "vitest"
import { trustedProxyNetworks } from "../../server/http/trustedProxies.ts"

describe("trusted proxies", () => {
  it("takes subnets and single addresses of both families", () => {
    expect(trustedProxyNetworks(["10.0.0.0/8", " 192.0.2.10", "fd00::/8", "2001:db8::1"])).toHaveLength(4)
  })

  it("refuses an entry that is not an address or a subnet, naming it", () => {
    expect(() => trustedProxyNetworks(["10.0.0.0/8", "proxy.internal"])).toThrow(
      'TRUSTED_PROXIES: "proxy.internal" is not an address or a subnet (10.0.0.0/8)',
    )
    expect(() => trustedProxyNetworks(["10.0.0.0/x"])).toThrow('"10.0.0.0/x"')
    expect(() => trustedProxyNetworks(["10.0.0.0/33"])).toThrow('"10.0.0.0/33"')
  })
})
