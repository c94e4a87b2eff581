// Spec 1 §7 (and spec 2 §7): the KYC status call carries sourceParam. The ramps give their ID-check child chart, and
// their own status check, the journey's source.
import { afterEach, describe, expect, it, vi } from "vitest"
import { createActor, waitFor } from "xstate"
import { makeAppRuntime, testPage } from "../../adapters/runtime.ts"
import { TokenStore } from "../../adapters/tokenStore.ts"
import { kycActorsWithSource } from "../../screens/wiring/kycSource.ts"

const kycStatus = {
  passedKycType: "basic",
  kycRules: { onRampMinBasic: 100, onRampMinAdvanced: 1000, offRampMinBasic: 100, offRampMinAdvanced: 1000 },
  basicKycDocuments: [],
  advancedKycDocuments: [],
  currentKyc: null,
  reachedKycLimit: false,
}

const statusRequests = () => {
  const urls: Array<string> = []
  vi.stubGlobal(
    "fetch",
    vi.fn(async (request: Request | URL | string) => {
      urls.push(request instanceof Request ? request.url : String(request))
      return Response.json(kycStatus)
    }),
  )
  return () => urls.filter((url) => url.includes("/kyc/status"))
}

afterEach(() => vi.unstubAllGlobals())

describe("the KYC status asked by a journey", () => {
  it("carries the journey's source, from the ID-check child and from the journey's own check", async () => {
    const requests = statusRequests()
    const runtime = makeAppRuntime("http://api.test", TokenStore.memory(), testPage())
    const actors = kycActorsWithSource(runtime, "partner-app")

    const child = createActor(actors.kyc, { input: { requiredLevel: "basic" } }).start()
    await waitFor(child, (s) => !s.hasTag("loading"))
    const own = createActor(actors.loadKycStatus).start()
    await waitFor(own, (s) => s.status !== "active")

    expect(requests()).toHaveLength(2)
    for (const url of requests()) expect(new URL(url).searchParams.get("sourceParam")).toBe("partner-app")
    await runtime.dispose()
  })
})
