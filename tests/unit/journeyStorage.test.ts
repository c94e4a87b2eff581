// The journeys remember the user's country (and the off-ramp the details typed) through the app's storage service
// (adapters/storage.ts), never Web Storage directly (issue 14): a page given storage in memory keeps them there, and
// the next journey on that page starts from them.
import { QueryClient } from "@tanstack/react-query"
import { Effect } from "effect"
import { afterEach, describe, expect, it, vi } from "vitest"
import { makeAppRuntime, testPage } from "../../adapters/runtime.ts"
import { AppStorage } from "../../adapters/storage.ts"
import { TokenStore } from "../../adapters/tokenStore.ts"
import { makeOfframpFlow } from "../../screens/wiring/offramp.ts"
import { makeOnrampFlow } from "../../screens/wiring/onramp.ts"
import { startSession } from "../../screens/wiring/session.ts"

const environment = { walletBrowser: null, telegram: false }
const pageWithMemory = () => {
  // Any request the session makes is answered "not signed in".
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response("{}", { status: 401 })),
  )
  const runtime = makeAppRuntime("http://api.test", TokenStore.memory(), testPage())
  const local = runtime.runSync(Effect.map(Effect.service(AppStorage), (s) => s.local))
  return { runtime, local, session: startSession(runtime) }
}

afterEach(() => vi.unstubAllGlobals())

describe("the journeys' memory on the device", () => {
  it("keeps the buyer's country in the storage service", async () => {
    const { runtime, local, session } = pageWithMemory()
    makeOnrampFlow(runtime, new QueryClient(), session, environment).rememberCountry("GH")
    expect(local.get("pay-widget.country")).toBe("GH")
    session.stop()
    await runtime.dispose()
  })

  it("keeps the seller's country in the storage service, apart from the buyer's", async () => {
    const { runtime, local, session } = pageWithMemory()
    makeOfframpFlow(runtime, new QueryClient(), session, "http://api.test", environment).rememberCountry("NG")
    expect(local.get("pay-widget.offramp.country")).toBe("NG")
    expect(local.get("pay-widget.country")).toBeUndefined()
    session.stop()
    await runtime.dispose()
  })
})
