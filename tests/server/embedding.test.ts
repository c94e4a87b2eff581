// Embedding on the server: the headers of widget pages (frame-ancestors from the page's integrator, a strict
// policy, no referrer, nosniff), the sandbox registration of an integrator's origins, and orders that refuse a
// callbackUrl or redirectUrl outside them.
import { createHash, randomUUID } from "node:crypto"
import { mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { embeddingMessages } from "../../schema/embedding.ts"
import { errorCodes } from "../../schema/errors.ts"
import { pageBootScript } from "../../schema/pageBoot.ts"
import { signLink } from "../../server/onramp/signedLinks.ts"
import { makeTestDatabase } from "../support/database.ts"
import { createOrder, quoteId } from "../support/onramp.ts"
import { api, serverForThisFile, startTestServer } from "../support/server.ts"
import { bearer, freshEmail, signIn } from "../support/signIn.ts"

// A built widget of one page is enough to read the headers it is served with.
const widgetDir = mkdtempSync(join(tmpdir(), "widget-"))
writeFileSync(join(widgetDir, "index.html"), "<!doctype html><title>Pay widget</title>")
const server = serverForThisFile({
  widgetDir,
  integrators: [
    { id: "envco", origins: ["https://pay.envco.example"], signingSecret: "envco-secret-of-enough-length" },
  ],
})

const register = (id: string, body: Record<string, unknown>) =>
  fetch(`${server.url}/api/sandbox/integrators/${id}`, {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  })
const page = (path: string) => fetch(`${server.url}${path}`, { headers: { accept: "text/html" } })
const directives = (policy: string | null) =>
  Object.fromEntries(
    (policy ?? "").split(";").map((part) => {
      const [name = "", ...values] = part.trim().split(/\s+/)
      return [name, values]
    }),
  )

describe("widget pages", () => {
  it("standalone (no integrator named): only the widget itself may frame it, with a strict policy", async () => {
    const answer = await page("/swap-status?orderId=x")
    expect(answer.status).toBe(200)
    expect(answer.headers.get("referrer-policy")).toBe("no-referrer")
    expect(answer.headers.get("x-content-type-options")).toBe("nosniff")
    const policy = directives(answer.headers.get("content-security-policy"))
    expect(policy["frame-ancestors"]).toEqual(["'self'"])
    // Scripts of the widget's own, and index.html's boot script by its hash (the theme, issue 19, and the loader of
    // the scripts, issue 17).
    expect(policy["script-src"]).toEqual([
      "'self'",
      `'sha256-${createHash("sha256").update(pageBootScript).digest("base64")}'`,
    ])
    expect(policy["object-src"]).toEqual(["'none'"])
    expect(policy["img-src"]).toEqual(["'self'", "data:", "blob:"])
    // The API, and the sandbox chain's RPC on loopback.
    expect(policy["connect-src"]?.[0]).toBe("'self'")
    expect(policy["connect-src"]?.[1]).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
  })

  it("an integrator's page may be framed by the origins it registered, named by parameter or signed link", async () => {
    const registered = await register("acme", { origins: ["https://shop.acme.example/", "http://localhost:*"] })
    expect(registered.status).toBe(200)
    expect(await registered.json()).toEqual({
      id: "acme",
      name: "acme",
      origins: ["https://shop.acme.example", "http://localhost:*"],
    })
    const named = directives((await page("/?integrator=acme")).headers.get("content-security-policy"))
    expect(named["frame-ancestors"]).toEqual(["'self'", "https://shop.acme.example", "http://localhost:*"])
    const link = signLink("acme", "any-secret-will-do", { jti: randomUUID(), exp: 2e9, params: {} })
    const signed = directives((await page(`/?signature=${link}`)).headers.get("content-security-policy"))
    expect(signed["frame-ancestors"]).toEqual(named["frame-ancestors"])
    // Registered at start by INTEGRATORS.
    const fromEnv = directives((await page("/?integrator=envco")).headers.get("content-security-policy"))
    expect(fromEnv["frame-ancestors"]).toEqual(["'self'", "https://pay.envco.example"])
    // Unknown integrator: as standalone.
    const unknown = directives((await page("/?integrator=nobody")).headers.get("content-security-policy"))
    expect(unknown["frame-ancestors"]).toEqual(["'self'"])
  })

  it("API answers and assets carry nosniff and no referrer, but no page policy", async () => {
    const answer = await api(server, "/api/public/pay-widget/integrator?integrator=nobody")
    expect(answer.headers.get("x-content-type-options")).toBe("nosniff")
    expect(answer.headers.get("referrer-policy")).toBe("no-referrer")
    expect(answer.headers.get("content-security-policy")).toBeNull()
    expect(await answer.json()).toEqual({ id: null, origins: [] })
  })
})

describe("integrator origins", () => {
  it("registration refuses what is not an origin, and changes nothing", async () => {
    await register("tidy", { origins: ["https://tidy.example"] })
    for (const origins of [["https://tidy.example/path"], ["javascript:alert(1)"], ["tidy.example"]]) {
      expect((await register("tidy", { origins })).status).toBe(400)
    }
    const read = await api(server, "/api/public/pay-widget/integrator?integrator=tidy")
    expect(await read.json()).toEqual({ id: "tidy", origins: ["https://tidy.example"] })
  })

  it("a page naming no integrator acts for the sandbox integrator: any loopback origin", async () => {
    const read = await api(server, "/api/public/pay-widget/integrator")
    expect(await read.json()).toEqual({ id: "sandbox", origins: ["http://127.0.0.1:*", "http://localhost:*"] })
  })
})

describe("orders and outside URLs", () => {
  const order = async (extra: Record<string, unknown>) => {
    const tokens = await signIn(server, freshEmail(), "KE")
    return createOrder(server, tokens, await quoteId(server), extra)
  }

  it("refuses a callbackUrl or redirectUrl outside the integrator's origins, with the reason", async () => {
    await register("shop", { origins: ["https://shop.example"] })
    const cases: Array<[string, Record<string, unknown>]> = [
      ["callbackUrl", { callbackUrl: "https://evil.example/hook", meta: { integrator: "shop" } }],
      ["redirectUrl", { redirectUrl: "https://evil.example/back", meta: { integrator: "shop" } }],
      // The sandbox integrator (no integrator named) registers loopback only.
      ["callbackUrl", { callbackUrl: "https://shop.example/hook" }],
      ["callbackUrl", { callbackUrl: "https://shop.example/hook", meta: { integrator: "nobody" } }],
    ]
    for (const [parameter, extra] of cases) {
      const answer = await order(extra)
      expect(answer.status, JSON.stringify(extra)).toBe(400)
      expect(await answer.json()).toMatchObject({
        code: errorCodes.invalidRequest,
        message: embeddingMessages.urlRefused(parameter as "callbackUrl"),
      })
    }
  })

  it("stores a callbackUrl on a registered origin", async () => {
    await register("shop", { origins: ["https://shop.example"] })
    const tokens = await signIn(server, freshEmail(), "KE")
    const answer = await createOrder(server, tokens, await quoteId(server), {
      callbackUrl: "https://shop.example/hook",
      meta: { integrator: "shop" },
    })
    expect(answer.status).toBe(200)
    const { _id } = await answer.json()
    // The callbackUrl is in the owner's read only (issue 13).
    const read = await (
      await api(server, `/api/private/pay-widget/onramp/order/${_id}`, { headers: bearer(tokens) })
    ).json()
    expect(read.callbackUrl).toBe("https://shop.example/hook")
  })
})

describe("without sandbox mode", () => {
  it("names no default integrator, reaches no chain, and still frames for the integrators of INTEGRATORS", async () => {
    const other = await makeTestDatabase()
    const production = await startTestServer(other, {
      sandbox: false,
      widgetDir,
      integrators: [
        { id: "envco", origins: ["https://pay.envco.example"], signingSecret: "envco-secret-of-enough-length" },
      ],
    })
    try {
      const policyOf = async (path: string) =>
        directives(
          (await fetch(`${production.url}${path}`, { headers: { accept: "text/html" } })).headers.get(
            "content-security-policy",
          ),
        )
      const standalone = await policyOf("/")
      expect(standalone["frame-ancestors"]).toEqual(["'self'"])
      // Outside the sandbox, toncenter and Solana's RPC too: a TON payment reads the sender's jetton wallet there, a
      // Solana payment a recent blockhash.
      expect(standalone["connect-src"]).toEqual([
        "'self'",
        "https://toncenter.com",
        "https://api.mainnet-beta.solana.com",
      ])
      expect((await policyOf("/?integrator=envco"))["frame-ancestors"]).toEqual(["'self'", "https://pay.envco.example"])
      expect(await (await api(production, "/api/public/pay-widget/integrator")).json()).toEqual({
        id: null,
        origins: [],
      })
    } finally {
      await production.stop()
      await other.drop()
    }
  })
})
