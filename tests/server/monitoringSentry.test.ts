// With SENTRY_DSN set, the widget learns it, and the widget page's policy lets the browser reach that Sentry host.
import { describe, expect, it } from "vitest"
import { api, serverForThisFile } from "../support/server.ts"

const server = serverForThisFile({ sentryDsn: "https://publickey@o1.ingest.sentry.io/42" })

describe("SENTRY_DSN", () => {
  it("is given to the widget and allowed by the widget page's connect-src", async () => {
    expect(await (await api(server, "/api/public/monitoring/config")).json()).toEqual({
      sentryDsn: "https://publickey@o1.ingest.sentry.io/42",
    })
    const page = await fetch(`${server.url}/`)
    const connect = page.headers
      .get("content-security-policy")
      ?.split("; ")
      .find((directive) => directive.startsWith("connect-src"))
    expect(connect?.split(" ")).toContain("https://o1.ingest.sentry.io")
  })
})
