// TRUSTED_PROXIES as an operator writes it (README "Running in production"): addresses and subnets of both
// families, a connection's IPv4 address as Node reports it on a dual-stack socket, and a malformed entry refused.
import { describe, expect, it } from "vitest"
import { clientOf, trustedProxyList } from "../../server/http/trustedProxies.ts"

describe("trusted proxies", () => {
  const trusted = trustedProxyList(["10.0.0.0/8", "fd00::/8", "192.0.2.10"])

  it("takes the client a trusted proxy names, IPv4 or IPv6, written as Node reports them", () => {
    expect(clientOf("::ffff:10.4.5.6", "198.51.100.7", trusted)).toBe("198.51.100.7")
    expect(clientOf("fd12::1", "2001:db8::5", trusted)).toBe("2001:db8::5")
    expect(clientOf("192.0.2.10", "10.9.9.9, 198.51.100.7, 10.1.1.1", trusted)).toBe("198.51.100.7")
  })

  it("believes no header from a connection it does not trust", () => {
    expect(clientOf("198.51.100.99", "10.1.1.1", trusted)).toBe("198.51.100.99")
    expect(clientOf("192.0.2.11", "198.51.100.7", trusted)).toBe("192.0.2.11")
  })

  it("refuses an entry that is not an address or a subnet, naming it", () => {
    expect(() => trustedProxyList(["10.0.0.0/8", "proxy.internal"])).toThrow(
      'TRUSTED_PROXIES: "proxy.internal" is not an address or a subnet (10.0.0.0/8)',
    )
    expect(() => trustedProxyList(["10.0.0.0/x"])).toThrow('"10.0.0.0/x"')
  })
})
