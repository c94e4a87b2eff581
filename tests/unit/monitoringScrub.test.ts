// What leaves the browser in error reports and events: no tokens, e-mails, phone numbers or wallet addresses;
// the Sentry envelope as Sentry reads it; the funnel's counting.
import { describe, expect, it } from "vitest"
import { errorReportOf, makeErrorReporter, sentryEndpoint, sentryEnvelope } from "../../adapters/monitoringErrors.ts"
import type { ErrorReport } from "../../schema/monitoring.ts"
import { type FunnelRow, funnelReport } from "../../schema/monitoringFunnel.ts"
import { scrubQueryParams, scrubText } from "../../schema/monitoringScrub.ts"

describe("scrubText", () => {
  it("removes tokens, e-mails, phone numbers and wallet addresses", () => {
    const jwt = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1c2VyIn0.c2lnbmF0dXJl"
    expect(scrubText(`GET /?accessToken=abc&rt=def&source=x failed`)).toBe(
      "GET /?accessToken=[scrubbed]&rt=[scrubbed]&source=x failed",
    )
    expect(scrubText(`Authorization: Bearer ${jwt}`)).toBe("Authorization: Bearer [token]")
    expect(scrubText(`token ${jwt} expired`)).toBe("token [token] expired")
    expect(scrubText("No account for ann.lee+pay@example.co.ke")).toBe("No account for [email]")
    expect(scrubText("Call +254 700 000 001 or 0700-000-001")).toBe("Call [phone] or [phone]")
    expect(scrubText("to 0x52908400098527886E0F7030069857D2E4169EE7 on CELO")).toBe("to [address] on CELO")
    expect(scrubText("to TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC")).toBe("to [address]")
    expect(scrubText("to EQD4FPq-PRDieyQKkizFTRtSDyucUIqrj0v_zXJmqaDp6_0t")).toBe("to [address]")
  })

  it("leaves what is not personal: stack positions, versions, amounts with decimals, statuses", () => {
    const stack = "TypeError: x is undefined\n    at render (http://127.0.0.1:4173/assets/index-BuQk3x7a.js:2:1234567)"
    expect(scrubText(stack)).toBe(stack)
    expect(scrubText("release 2.1.0, amount 1500.50 KES, status seller_confirmed")).toBe(
      "release 2.1.0, amount 1500.50 KES, status seller_confirmed",
    )
  })
})

describe("scrubQueryParams", () => {
  it("keeps only the parameters that say how the widget was opened", () => {
    expect(
      scrubQueryParams({
        source: "partner",
        network: "CELO",
        at: "a",
        rt: "r",
        accessToken: "a",
        refreshToken: "r",
        signature: "s",
        email: "ann@example.com",
        phone: "+254700000001",
        address: "0x52908400098527886E0F7030069857D2E4169EE7",
        memo: "123",
        requiredFields: '{"name":"Ann"}',
        unknownExtra: "x",
      }),
    ).toEqual({ source: "partner", network: "CELO" })
  })
})

const report: ErrorReport = {
  message: "TypeError: Cannot read properties of undefined",
  stack: "TypeError: Cannot read properties of undefined\n    at x (app.js:1:2)",
  origin: "boundary",
  pageName: "/wallet",
  distinctId: "device-1",
  release: "2.1.0",
  createdAt: "2026-11-21T10:00:00.000Z",
}

describe("error reports", () => {
  it("are scrubbed and cut to the server's limits", () => {
    const error = new Error(`No user ann@example.com ${"x".repeat(3000)}`)
    const made = errorReportOf("error", error, { pageName: "/auth", release: "2.1.0", at: 0 })
    expect(made.message.startsWith("Error: No user [email] xxx")).toBe(true)
    expect(made.message).toHaveLength(2000)
    expect(made.stack).not.toContain("ann@example.com")
    expect(made.createdAt).toBe("1970-01-01T00:00:00.000Z")
  })

  it("go to the server, or to Sentry when a DSN is set, at most once per message", async () => {
    const toServer: Array<ErrorReport> = []
    const toSentry: Array<string> = []
    let dsn: string | null = null
    const reporter = makeErrorReporter({
      toServer: (r) => toServer.push(r),
      toSentry: (url) => toSentry.push(url),
      sentryDsn: async () => dsn,
      newId: () => "0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0",
    })
    const context = { pageName: "/", release: "2.1.0", at: 0 }
    await reporter("error", new Error("first"), context)
    await reporter("error", new Error("first"), context)
    dsn = "https://publickey@o1.ingest.sentry.io/42"
    await reporter("unhandledrejection", "second", context)
    expect(toServer.map((r) => r.message)).toEqual(["Error: first"])
    expect(toSentry).toEqual(["https://o1.ingest.sentry.io/api/42/envelope/?sentry_key=publickey&sentry_version=7"])
  })
})

describe("the Sentry envelope", () => {
  it("is a header, an item header and the event, one JSON per line", () => {
    const dsn = "https://publickey@o1.ingest.sentry.io/42"
    const [header, item, event, extra] = sentryEnvelope(dsn, report, "0f1e2d3c4b5a69788796a5b4c3d2e1f0").split("\n")
    expect(extra).toBeUndefined()
    expect(JSON.parse(header ?? "")).toEqual({
      event_id: "0f1e2d3c4b5a69788796a5b4c3d2e1f0",
      sent_at: "2026-11-21T10:00:00.000Z",
      dsn,
    })
    expect(JSON.parse(item ?? "")).toEqual({ type: "event", content_type: "application/json" })
    expect(JSON.parse(event ?? "")).toMatchObject({
      event_id: "0f1e2d3c4b5a69788796a5b4c3d2e1f0",
      platform: "javascript",
      level: "error",
      release: "2.1.0",
      user: { id: "device-1" },
      tags: { origin: "boundary", page: "/wallet" },
      exception: { values: [{ type: "TypeError", value: "Cannot read properties of undefined" }] },
    })
  })

  it("is refused for what is not a DSN; a self-hosted DSN keeps its path", () => {
    expect(sentryEndpoint("not a dsn")).toBeUndefined()
    expect(sentryEndpoint("https://sentry.example.com/42")).toBeUndefined()
    expect(sentryEndpoint("https://key@sentry.example.com/sentry/7")).toBe(
      "https://sentry.example.com/sentry/api/7/envelope/?sentry_key=key&sentry_version=7",
    )
  })
})

describe("funnelReport", () => {
  const row = (sessionId: string, pageName: string, extra: Partial<FunnelRow> = {}): FunnelRow => ({
    day: "2026-11-21",
    source: "",
    sessionId,
    type: "impression",
    name: pageName,
    operationStatus: null,
    pageName,
    ...extra,
  })

  it("counts sessions per step, per day and per source, with the conversion from the previous step", () => {
    const report = funnelReport([
      row("a", "/offramp"),
      row("b", "/offramp"),
      row("a", "/offramp/auth"),
      row("c", "/offramp", { source: "trust" }),
      row("a", "/offramp", { day: "2026-11-20" }),
    ])
    expect(report.slices.map((s) => [s.journey, s.day, s.source])).toEqual([
      ["offramp", "2026-11-21", ""],
      ["offramp", "2026-11-21", "trust"],
      ["offramp", "2026-11-20", ""],
    ])
    expect(report.slices[0]?.steps.slice(0, 3)).toEqual([
      { step: "Amount", sessions: 2, conversion: null },
      { step: "Login", sessions: 1, conversion: 0.5 },
      { step: "Details", sessions: 0, conversion: 0 },
    ])
  })
})
