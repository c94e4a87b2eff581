// What every caller meets before any call runs: the x-web header, maintenance, restricted countries, unreadable
// requests, unknown paths, private calls without a token, calls not built yet.
import { describe, expect, it } from "vitest"
import { errorCodes, serverMessages } from "../../schema/errors.ts"
import { makeTestDatabase } from "../support/database.ts"
import { api, serverForThisFile, setSettings, startTestServer } from "../support/server.ts"

const server = serverForThisFile()

describe("the front door", () => {
  it("refuses a call without the header x-web: 1 with a clear error, and answers it with the header", async () => {
    const refused = await api(server, "/api/public/util/countries", { web: false })
    expect(refused.status).toBe(400)
    expect(await refused.json()).toEqual({
      _tag: "MissingWebHeader",
      code: errorCodes.missingWebHeader,
      message: serverMessages.missingWebHeader,
    })
    const wrongValue = await api(server, "/api/public/util/countries", { web: false, headers: { "x-web": "yes" } })
    expect(wrongValue.status).toBe(400)
    expect((await api(server, "/api/public/util/countries")).status).toBe(200)
  })

  it("answers 503 to every call during maintenance, while the sandbox switch and the API document stay reachable", async () => {
    expect((await setSettings(server, { maintenance: true })).status).toBe(200)
    try {
      for (const path of ["/api/public/util/countries", "/api/public/ip/info", "/api/private/auth/user"]) {
        const answer = await api(server, path)
        expect(answer.status).toBe(503)
        expect(await answer.json()).toMatchObject({
          code: errorCodes.serviceUnavailable,
          message: serverMessages.maintenance,
        })
      }
      expect((await fetch(`${server.url}/api/docs`)).status).toBe(200)
    } finally {
      await setSettings(server, { maintenance: false })
    }
    expect((await api(server, "/api/public/util/countries")).status).toBe(200)
  })

  it("refuses a visitor from a restricted country with RESTRICTED_COUNTRY", async () => {
    await setSettings(server, { restrictedCountries: ["KE"] })
    try {
      const answer = await api(server, "/api/public/ip/info")
      expect(answer.status).toBe(451)
      expect(await answer.json()).toMatchObject({ code: errorCodes.restrictedCountry })
    } finally {
      await setSettings(server, { restrictedCountries: [] })
    }
    expect((await api(server, "/api/public/ip/info")).status).toBe(200)
  })

  it("says what is wrong with a request it cannot read, and stores nothing", async () => {
    const badJson = await api(server, "/api/public/monitoring/monitoring-event", { method: "POST", body: "{not json" })
    expect(badJson.status).toBe(400)
    expect(await badJson.json()).toMatchObject({
      code: errorCodes.invalidRequest,
      message: expect.stringContaining("payload"),
    })

    const badField = await api(server, "/api/public/monitoring/monitoring-event", {
      method: "POST",
      body: JSON.stringify({ type: "shout" }),
    })
    expect(badField.status).toBe(400)
    expect((await badField.json()).message).toContain('"type"')

    const badQuery = await api(server, "/api/public/pay-widget/offramp/best-offer?amount=lots")
    expect(badQuery.status).toBe(400)
    expect((await badQuery.json()).code).toBe(errorCodes.invalidRequest)
  })

  it("answers unknown API paths with a JSON 404", async () => {
    const answer = await api(server, "/api/public/no-such-call")
    expect(answer.status).toBe(404)
    expect(await answer.json()).toMatchObject({ code: errorCodes.notFound, message: serverMessages.routeNotFound })
  })

  it("refuses private calls without a valid bearer token", async () => {
    const attempts: Array<Record<string, string>> = [{}, { authorization: "Bearer forged.token.value" }]
    for (const headers of attempts) {
      const answer = await api(server, "/api/private/auth/user", { headers })
      expect(answer.status).toBe(401)
      expect(await answer.json()).toMatchObject({ code: errorCodes.unauthorized })
    }
  })
})

describe("without sandbox mode", () => {
  it("has no sandbox routes", async () => {
    const other = await makeTestDatabase()
    const production = await startTestServer(other, { sandbox: false })
    try {
      const answer = await fetch(`${production.url}/api/sandbox/settings`)
      expect(answer.status).toBe(404)
      expect((await api(production, "/api/public/util/countries")).status).toBe(200)
    } finally {
      await production.stop()
      await other.drop()
    }
  })
})
