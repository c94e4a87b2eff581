// Replicas behind an HTTP load balancer (README "Running in production"): every connection comes from the balancer,
// which names the client in X-Forwarded-For. The server believes that header only from the proxies the operator
// lists in TRUSTED_PROXIES, reading it from the right (what the last trusted proxy saw), so a client cannot pick
// its own address; without the list the header is ignored.
import { describe, expect, it } from "vitest"
import type { RunningServer } from "../../server/start.ts"
import { api, serverForThisFile } from "../support/server.ts"
import { freshEmail } from "../support/signIn.ts"

// The test's requests come from 127.0.0.1, standing for the balancer.
const behindProxy = serverForThisFile({ codeRequestsPerAddress: 2, trustedProxies: ["127.0.0.1", "10.0.0.0/8"] })
const direct = serverForThisFile({ codeRequestsPerAddress: 2 })

const askCode = (server: RunningServer, forwardedFor: string) =>
  api(server, "/api/public/pay-widget/auth/fast-auth/init", {
    method: "POST",
    body: JSON.stringify({ email: freshEmail("proxied"), countryIsoCode: "KE" }),
    headers: { "x-forwarded-for": forwardedFor },
  })
const ipInfo = async (server: RunningServer, forwardedFor: string) =>
  (await api(server, "/api/public/ip/info", { headers: { "x-forwarded-for": forwardedFor } })).json()

describe("client addresses behind a trusted proxy", () => {
  it("counts sign-in codes per client the proxy names, not per proxy", async () => {
    expect((await askCode(behindProxy, "203.0.113.7")).status).toBe(200)
    expect((await askCode(behindProxy, "203.0.113.7")).status).toBe(200)
    expect((await askCode(behindProxy, "203.0.113.7")).status).toBe(429)
    // Another visitor behind the same balancer still gets a code.
    expect((await askCode(behindProxy, "198.51.100.9")).status).toBe(200)
  })

  it("reads the header from the right: what a client writes in it before the proxy does not count", async () => {
    // The client sent "X-Forwarded-For: 192.0.2.1" itself; the proxy appended the address it saw.
    expect(await ipInfo(behindProxy, "192.0.2.1, 198.51.100.20")).toEqual({ ip: "198.51.100.20", countryIsoCode: null })
    // A chain of trusted proxies (the balancer, then an inner one at 10.1.2.3) is walked through.
    expect(await ipInfo(behindProxy, "192.0.2.1, 198.51.100.20, 10.1.2.3")).toEqual({
      ip: "198.51.100.20",
      countryIsoCode: null,
    })
    // A public client is in no known country (the sandbox has no geo-IP database); a private one is in the default.
    expect(await ipInfo(behindProxy, "192.168.1.5")).toEqual({ ip: "192.168.1.5", countryIsoCode: "KE" })
  })

  it("keeps the connection's address when the proxy sends no usable header", async () => {
    expect((await ipInfo(behindProxy, "")).ip).toMatch(/^(::ffff:)?127\.0\.0\.1$/)
    expect((await ipInfo(behindProxy, "not an address")).ip).toMatch(/^(::ffff:)?127\.0\.0\.1$/)
  })
})

describe("client addresses without TRUSTED_PROXIES", () => {
  it("ignores X-Forwarded-For: a client cannot escape the per-address limit by writing one", async () => {
    expect((await askCode(direct, "203.0.113.1")).status).toBe(200)
    expect((await askCode(direct, "203.0.113.2")).status).toBe(200)
    expect((await askCode(direct, "203.0.113.3")).status).toBe(429)
    expect((await ipInfo(direct, "203.0.113.4")).ip).toMatch(/^(::ffff:)?127\.0\.0\.1$/)
  })
})
