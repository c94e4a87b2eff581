// Issue 14: the journeys take the catalogue from the page's query cache. On the first screen the shell (the root
// route asks for the features and the location) and the on-ramp journey start together; each catalogue call is asked
// once, and an off-ramp journey started afterwards asks only for its own payment channels.
import { QueryClient } from "@tanstack/react-query"
import { afterEach, describe, expect, it, vi } from "vitest"
import { createActor, waitFor } from "xstate"
import { makeAppRuntime, testPage } from "../../adapters/runtime.ts"
import { TokenStore } from "../../adapters/tokenStore.ts"
import { catalogQueries } from "../../screens/queries.ts"
import { offrampCatalogActor, onrampCatalogActor } from "../../screens/wiring/journeyCatalog.ts"
import { serverForThisFile } from "../support/server.ts"

const server = serverForThisFile()

/** The paths the widget asks for, counted, while every call still reaches the server. */
const countingRequests = () => {
  const real = globalThis.fetch
  const paths: Array<string> = []
  vi.stubGlobal("fetch", (request: Request | URL | string, init?: RequestInit) => {
    paths.push(new URL(request instanceof Request ? request.url : String(request)).pathname)
    return real(request, init)
  })
  return (path: string) => paths.filter((p) => p === path).length
}

afterEach(() => vi.unstubAllGlobals())

const settled = async (actor: ReturnType<typeof createActor>) => {
  await waitFor(actor, (s) => s.status !== "active")
  expect(actor.getSnapshot().status).toBe("done")
}

describe("the journeys' catalogue", () => {
  it("is asked once on the first screen, shared between the shell and the journeys", async () => {
    const asked = countingRequests()
    const runtime = makeAppRuntime(server.url, TokenStore.memory(), testPage())
    const queryClient = new QueryClient()
    const queries = catalogQueries(runtime)

    const shell = Promise.all([queryClient.fetchQuery(queries.ipInfo), queryClient.fetchQuery(queries.activeFeatures)])
    await settled(createActor(onrampCatalogActor(runtime, queryClient)).start())
    await shell
    await settled(createActor(offrampCatalogActor(runtime, queryClient)).start())

    expect(asked("/api/public/util/countries")).toBe(1)
    expect(asked("/api/public/pay-widget/blockchain-assets")).toBe(1)
    expect(asked("/api/public/ip/info")).toBe(1)
    expect(asked("/api/public/active-features")).toBe(1)
    expect(asked("/api/public/pay-widget/onramp/payment-channels")).toBe(1)
    expect(asked("/api/public/pay-widget/offramp/payment-channels")).toBe(1)
    await runtime.dispose()
  })
})
