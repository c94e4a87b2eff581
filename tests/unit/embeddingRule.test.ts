// The embedding rule as the page applies it (screens/wiring/embedding.ts), on the app runtime with the test page
// layer: a framed page learns its integrator's registered origins and follows only the outside URLs on them; a page
// that is neither framed nor given an outside URL asks for nothing.
import { afterEach, describe, expect, it, vi } from "vitest"
import type { ParentHost } from "../../adapters/parentEvents.ts"
import { makeAppRuntime, testPage } from "../../adapters/runtime.ts"
import { TokenStore } from "../../adapters/tokenStore.ts"
import { applyEmbeddingRule } from "../../screens/wiring/embedding.ts"

const framedBy = (origin: string): ParentHost => ({
  framed: () => true,
  parentOrigin: () => origin,
  ownOrigin: () => "http://widget.test",
  registeredOrigins: () => undefined,
  post: () => undefined,
})

/** The API answers every call with the integrator `acme` and its one registered origin. */
const integratorApi = () => {
  const fetch = vi.fn(
    async () =>
      new Response(JSON.stringify({ id: "acme", origins: ["https://shop.example"] }), {
        status: 200,
        headers: { "content-type": "application/json" },
      }),
  )
  vi.stubGlobal("fetch", fetch)
  return fetch
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe("the embedding rule on the page", () => {
  it("in a frame, ignores the outside URLs off the integrator's origins and names them, and keeps the others", async () => {
    const fetch = integratorApi()
    const runtime = makeAppRuntime(
      "http://api.test",
      TokenStore.memory(),
      testPage({ parent: framedBy("https://shop.example") }),
    )
    const embedding = applyEmbeddingRule(
      runtime,
      "?redirectUrl=https%3A%2F%2Fevil.example%2F&callbackUrl=https%3A%2F%2Fshop.example%2Fhook",
    )
    await embedding.ready
    expect(fetch).toHaveBeenCalled()
    expect(embedding.ignored()).toEqual(["redirectUrl"])
    expect(embedding.refusedIn("?redirectUrl=https%3A%2F%2Fshop.example%2Fthanks")).toEqual([])
    await runtime.dispose()
  })

  it("outside a frame and without outside URLs, asks the API nothing and ignores nothing", async () => {
    const fetch = integratorApi()
    const runtime = makeAppRuntime("http://api.test", TokenStore.memory(), testPage())
    const embedding = applyEmbeddingRule(runtime, "?amount=2000&countryIsoCode=KE")
    await embedding.ready
    expect(fetch).not.toHaveBeenCalled()
    expect(embedding.ignored()).toEqual([])
    await runtime.dispose()
  })
})
