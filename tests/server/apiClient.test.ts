// The widget's API client against the real server (spec 1 §8): the header on every call, typed failures,
// 'Request failed' for an unreadable answer, and the two failures that replace the whole widget.
import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { callApi } from "../../adapters/apiClient.ts"
import { ApiError } from "../../adapters/apiErrors.ts"
import { type GlobalEvent, GlobalEvents } from "../../adapters/globalEvents.ts"
import { runToPromise } from "../../adapters/run.ts"
import { makeAppRuntime } from "../../adapters/runtime.ts"
import { TokenStore } from "../../adapters/tokenStore.ts"
import { errorCodes } from "../../schema/errors.ts"
import { errors } from "../../schema/messages.ts"
import type { RunningServer } from "../../server/start.ts"
import { makeTestDatabase, type TestDatabase } from "../support/database.ts"
import { setSettings, startTestServer } from "../support/server.ts"
import { freshEmail, signIn } from "../support/signIn.ts"

let database: TestDatabase
let server: RunningServer
let gateway: Server
let gatewayUrl: string

/** Stands for what may sit between the widget and the API: a gateway answering with its own pages. */
const startGateway = () =>
  new Promise<void>((resolve) => {
    gateway = createServer((request, response) => {
      if (request.url?.startsWith("/api/public/util/countries")) {
        response
          .writeHead(503, { "content-type": "text/html" })
          .end("<html><h1>503 Service Temporarily Unavailable</h1>")
      } else if (request.url?.startsWith("/api/private/auth/user")) {
        const { authorization, "x-web": web } = request.headers
        response
          .writeHead(418, { "content-type": "application/json" })
          .end(JSON.stringify({ message: "echo", authorization, web }))
      } else if (request.url?.startsWith("/api/public/ip/info")) {
        response.writeHead(502, { "content-type": "text/html" }).end("<html>Bad gateway</html>")
      } else {
        response
          .writeHead(429, { "content-type": "application/json" })
          .end(JSON.stringify({ message: "Too many requests, slow down", code: "RATE_LIMITED" }))
      }
    })
    gateway.listen(0, "127.0.0.1", () => {
      gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`
      resolve()
    })
  })

beforeAll(async () => {
  database = await makeTestDatabase()
  server = await startTestServer(database)
  await startGateway()
})
afterAll(async () => {
  await server?.stop()
  gateway?.close()
  await database?.drop()
})

/** A runtime as the widget has one, recording the global events it broadcasts. */
const widgetRuntime = (baseUrl: string) => {
  const runtime = makeAppRuntime(baseUrl, TokenStore.memory())
  const heard: Array<GlobalEvent["type"]> = []
  runtime.runSync(Effect.map(Effect.service(GlobalEvents), (events) => events.subscribe((e) => heard.push(e.type))))
  return { runtime, heard }
}
const failureOf = async (promise: Promise<unknown>) => {
  try {
    await promise
  } catch (failure) {
    return failure
  }
  throw new Error("expected the call to fail")
}

describe("the API client", () => {
  it("calls the API with the header the server requires and decodes the answer", async () => {
    const { runtime, heard } = widgetRuntime(server.url)
    const countries = await runToPromise(
      runtime,
      callApi((client) => client.catalog.getCountries()),
    )
    expect(countries.map((c) => c.countryIsoCode)).toContain("KE")
    expect(heard).toEqual([])
    await runtime.dispose()
  })

  it("fails a 503 with ServiceUnavailable and broadcasts service.unavailable", async () => {
    const { runtime, heard } = widgetRuntime(server.url)
    await setSettings(server, { maintenance: true })
    try {
      const failure = await failureOf(
        runToPromise(
          runtime,
          callApi((client) => client.catalog.getIpInfo()),
        ),
      )
      expect(failure).toMatchObject({ _tag: "ServiceUnavailable", code: errorCodes.serviceUnavailable })
      expect(heard).toEqual(["service.unavailable"])
    } finally {
      await setSettings(server, { maintenance: false })
      await runtime.dispose()
    }
  })

  it("fails RESTRICTED_COUNTRY with its typed error and broadcasts country.restricted", async () => {
    const { runtime, heard } = widgetRuntime(server.url)
    await setSettings(server, { restrictedCountries: ["KE"] })
    try {
      const failure = await failureOf(
        runToPromise(
          runtime,
          callApi((client) => client.catalog.getCountries()),
        ),
      )
      expect(failure).toMatchObject({ _tag: "RestrictedCountry", code: errorCodes.restrictedCountry })
      expect(heard).toEqual(["country.restricted"])
    } finally {
      await setSettings(server, { restrictedCountries: [] })
      await runtime.dispose()
    }
  })

  it("sends the stored access token as a bearer token on private calls", async () => {
    const tokens = { accessToken: "access-1", refreshToken: "refresh-1" }
    const runtime = makeAppRuntime(gatewayUrl, TokenStore.memory(tokens))
    const failure = await failureOf(
      runToPromise(
        runtime,
        callApi((client) => client.user.getCurrentUser()),
      ),
    )
    expect(failure).toMatchObject({ status: 418, body: { authorization: "Bearer access-1", web: "1" } })
    await runtime.dispose()
  })

  it("refreshes an access token about to expire before a private call, and stores the new pair", async () => {
    const tokens = await signIn(server, freshEmail())
    const store = TokenStore.memory({ accessToken: "", refreshToken: tokens.refreshToken })
    const runtime = makeAppRuntime(server.url, store)
    const user = await runToPromise(
      runtime,
      callApi((client) => client.user.getCurrentUser()),
    )
    expect(user.email).toContain("@example.com")
    const stored = await runtime.runPromise(Effect.flatMap(Effect.service(TokenStore), (s) => s.get))
    expect(stored?.refreshToken).not.toBe(tokens.refreshToken)
    expect(stored?.accessToken).not.toBe("")
    await runtime.dispose()
  })

  it("lets the call go on with the old token when the refresh fails", async () => {
    const runtime = makeAppRuntime(
      server.url,
      TokenStore.memory({ accessToken: "stale", refreshToken: "forged.token" }),
    )
    const failure = await failureOf(
      runToPromise(
        runtime,
        callApi((client) => client.user.getCurrentUser()),
      ),
    )
    expect(failure).toMatchObject({ _tag: "Unauthorized" })
    await runtime.dispose()
  })

  it("keeps other declared failures typed and broadcasts nothing", async () => {
    const { runtime, heard } = widgetRuntime(server.url)
    const failure = await failureOf(
      runToPromise(
        runtime,
        callApi((client) => client.user.getCurrentUser()),
      ),
    )
    expect(failure).toMatchObject({ _tag: "Unauthorized", code: errorCodes.unauthorized })
    expect(heard).toEqual([])
    await runtime.dispose()
  })

  it("raises any other non-OK answer as its status plus the parsed body", async () => {
    const { runtime, heard } = widgetRuntime(gatewayUrl)
    const failure = await failureOf(
      runToPromise(
        runtime,
        callApi((client) => client.catalog.getActiveFeatures()),
      ),
    )
    expect(failure).toBeInstanceOf(ApiError)
    expect(failure).toMatchObject({
      status: 429,
      body: { message: "Too many requests, slow down", code: "RATE_LIMITED" },
    })
    expect(heard).toEqual([])
    await runtime.dispose()
  })

  it("raises an unreadable answer as 'Request failed', and a gateway's 503 page still shows Service Unavailable", async () => {
    const { runtime, heard } = widgetRuntime(gatewayUrl)
    const badGateway = await failureOf(
      runToPromise(
        runtime,
        callApi((client) => client.catalog.getIpInfo()),
      ),
    )
    expect(badGateway).toMatchObject({ _tag: "ApiError", status: 502, body: { message: errors.requestFailed } })
    expect(heard).toEqual([])

    const unavailable = await failureOf(
      runToPromise(
        runtime,
        callApi((client) => client.catalog.getCountries()),
      ),
    )
    expect(unavailable).toMatchObject({ _tag: "ApiError", status: 503, body: { message: errors.requestFailed } })
    expect(heard).toEqual(["service.unavailable"])
    await runtime.dispose()
  })

  it("raises a call that gets no answer at all as 'Request failed'", async () => {
    const { runtime } = widgetRuntime("http://127.0.0.1:9")
    const failure = await failureOf(
      runToPromise(
        runtime,
        callApi((client) => client.catalog.getCountries()),
      ),
    )
    expect(failure).toMatchObject({ _tag: "ApiError", status: 0, body: { message: errors.requestFailed } })
    await runtime.dispose()
  })
})
