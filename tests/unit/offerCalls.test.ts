// Spec 1 §7 and spec 2 §7: the calls a journey makes to find an offer carry the fields the specs list. On-ramp
// best-offer: address, userId, quoteId (on the refresh of the same offer), sourceParam; limits and the payment
// channels: sourceParam. Off-ramp best-offer: quoteId and sourceParam; limits and payment channels: sourceParam.
import { QueryClient } from "@tanstack/react-query"
import { afterAll, describe, expect, it, vi } from "vitest"
import { createActor, waitFor } from "xstate"
import { offrampActors } from "../../adapters/actors/offramp.ts"
import { onrampActors } from "../../adapters/actors/onramp.ts"
import { makeAppRuntime, testPage } from "../../adapters/runtime.ts"
import { TokenStore } from "../../adapters/tokenStore.ts"
import type { OnrampContext } from "../../machines/onrampContext.ts"
import { requestOf } from "../../machines/onrampSetup.ts"
import type { quoteLoopMachine } from "../../machines/quoteLoop.ts"
import { offrampCatalogActor, onrampCatalogActor } from "../../screens/wiring/journeyCatalog.ts"

interface Sent {
  readonly url: URL
  readonly body: Record<string, unknown> | undefined
}

const quote = (quoteId: string) => ({
  quoteId,
  expiresAt: "2030-01-01T00:00:00.000Z",
  offer: {
    cryptoExchangeRate: 130,
    averageApprovalTime: 60,
    currencyIsoCode: "KES",
    user: { username: "agent", avatar: null, isVerifiedMarketMaker: true },
    paymentFlow: "manual",
  },
  cashout: {
    cryptoAmount: 15,
    cryptoWithdrawAmount: 15,
    usdWithdrawAmount: 15,
    localCurrencyAmount: 2000,
    cryptoFeeAmount: 0,
    cryptoGasAmount: 0,
  },
})
const limits = {
  cryptoLimits: { min: 1, max: 1000 },
  localCurrencyLimits: { min: 100, max: 100000, withCents: false },
}

const offrampQuote = (quoteId: string) => ({
  quoteId,
  expiresAt: "2030-01-01T00:00:00.000Z",
  cryptoExchangeRate: 130,
  currencyIsoCode: "KES",
  requiredFields: {},
  cashout: { cryptoAmount: 20, usdAmount: 20, localCurrencyAmount: 2600, feeAmountCrypto: 0 },
  anonymousAllowed: true,
})
const offrampLimits = { minCrypto: 1, maxCrypto: 1000, minLocalCurrency: 100, maxLocalCurrency: 100000 }

/** Each call made, answered: a new quote id for each offer asked. The stub stays for the whole file: the app's
 * HTTP client holds on to the fetch it first found. */
let sent: Array<Sent> = []
let quotes = 0
vi.stubGlobal(
  "fetch",
  vi.fn(async (input: Request | URL | string, init?: RequestInit) => {
    const request = new Request(input, init)
    const text = await request.text()
    const url = new URL(request.url)
    sent.push({ url, body: text ? JSON.parse(text) : undefined })
    const offramp = url.pathname.includes("/offramp/")
    if (url.pathname.endsWith("/best-offer"))
      return Response.json(offramp ? offrampQuote(`q${++quotes}`) : quote(`q${++quotes}`))
    if (url.pathname.endsWith("/limits")) return Response.json(offramp ? offrampLimits : limits)
    if (url.pathname.endsWith("/payment-channels")) return Response.json([])
    if (url.pathname.endsWith("/blockchain-assets")) return Response.json([])
    if (url.pathname.endsWith("/active-features"))
      return Response.json({ onRampPayWidgetCreationEnabled: true, buyGoodsEnabled: true })
    if (url.pathname.endsWith("/ip/info")) return Response.json({ countryIsoCode: "KE" })
    if (url.pathname.endsWith("/util/countries")) return Response.json([])
    return new Response("{}", { status: 404 })
  }),
)
afterAll(() => vi.unstubAllGlobals())

const calls = () => {
  sent = []
  quotes = 0
  return (path: string) => sent.filter((s) => s.url.pathname.endsWith(path))
}

const runtimeForTest = () => makeAppRuntime("http://api.test", TokenStore.memory(), testPage())

/** Asks the journey's quote loop for `request`, then for the same request again (the refresh of that offer). */
const askTwice = async (quoteLoop: typeof quoteLoopMachine, request: unknown) => {
  const loop = createActor(quoteLoop, { input: { request } }).start()
  await waitFor(loop, (s) => s.value === "quoted")
  loop.send({ type: "quote.changed", request })
  await waitFor(loop, (s) => s.value === "quoted")
  loop.stop()
}

const onrampRequest = {
  countryIsoCode: "KE",
  paymentChannel: "mobile_money",
  carrierCode: "safaricom",
  network: "CELO",
  asset: "CUSD",
  currency: "local",
  amount: 2000,
  address: "0x765DE816845861e75A25fCA122bb6898B8B1282a",
  userId: "user-1",
}

describe("the on-ramp's offer calls", () => {
  it("best-offer carries the address, the user and the source, and its refresh names the quote it refreshes", async () => {
    const sent = calls()
    const runtime = runtimeForTest()
    await askTwice(onrampActors(runtime, "partner-app").quoteLoop, onrampRequest)
    const [first, refresh] = sent("/onramp/best-offer")
    expect(first?.body).toMatchObject({
      address: onrampRequest.address,
      userId: "user-1",
      sourceParam: "partner-app",
    })
    expect(first?.body).not.toHaveProperty("quoteId")
    expect(refresh?.body).toMatchObject({ quoteId: "q1", sourceParam: "partner-app", userId: "user-1" })
    for (const call of sent("/onramp/limits")) expect(call.body).toMatchObject({ sourceParam: "partner-app" })
    expect(sent("/onramp/limits")).toHaveLength(2)
    await runtime.dispose()
  })

  it("a search for other choices names no quote", async () => {
    const sent = calls()
    const runtime = runtimeForTest()
    const loop = createActor(onrampActors(runtime, undefined).quoteLoop, { input: { request: onrampRequest } }).start()
    await waitFor(loop, (s) => s.value === "quoted")
    loop.send({ type: "quote.changed", request: { ...onrampRequest, amount: 3000 } })
    await waitFor(loop, (s) => s.value === "quoted" && sent("/onramp/best-offer").length === 2)
    loop.stop()
    for (const call of sent("/onramp/best-offer")) {
      expect(call.body).not.toHaveProperty("quoteId")
      expect(call.body).not.toHaveProperty("sourceParam")
    }
    await runtime.dispose()
  })

  it("the payment channels are asked with the source", async () => {
    const sent = calls()
    const runtime = runtimeForTest()
    const catalog = createActor(onrampCatalogActor(runtime, new QueryClient(), "partner-app")).start()
    await vi.waitFor(() => expect(sent("/onramp/payment-channels")).toHaveLength(1))
    catalog.stop()
    expect(sent("/onramp/payment-channels").map((s) => s.url.searchParams.get("sourceParam"))).toEqual(["partner-app"])
    await runtime.dispose()
  })
})

describe("the on-ramp chart's offer request", () => {
  it("names the wallet address and the signed-in user once known", () => {
    const context = {
      country: "KE",
      paymentChannel: "mobile_money",
      carrierCode: undefined,
      network: "CELO",
      asset: "CUSD",
      currency: "local",
      amount: "2000",
      address: " 0xabc ",
      user: { _id: "user-1" },
    } as unknown as OnrampContext
    expect(requestOf(context)).toMatchObject({ address: "0xabc", userId: "user-1" })
    const anonymous = requestOf({ ...context, address: "", user: undefined })
    expect(anonymous).not.toHaveProperty("address")
    expect(anonymous).not.toHaveProperty("userId")
  })
})

describe("the off-ramp's offer calls", () => {
  const request = {
    countryIsoCode: "KE",
    paymentChannel: "mobile_money",
    network: "CELO",
    asset: "USDC",
    currency: "crypto",
    amount: 20,
  }

  it("best-offer and limits carry the source, and the refresh names the quote it refreshes", async () => {
    const sent = calls()
    const runtime = runtimeForTest()
    await askTwice(offrampActors(runtime, "partner-app").quoteLoop, request)
    const [first, refresh] = sent("/offramp/best-offer")
    expect(first?.url.searchParams.get("sourceParam")).toBe("partner-app")
    expect(first?.url.searchParams.has("quoteId")).toBe(false)
    expect(refresh?.url.searchParams.get("quoteId")).toBe("q1")
    for (const call of sent("/offramp/limits")) expect(call.url.searchParams.get("sourceParam")).toBe("partner-app")
    await runtime.dispose()
  })

  it("the payment channels are asked with the source", async () => {
    const sent = calls()
    const runtime = runtimeForTest()
    const catalog = createActor(offrampCatalogActor(runtime, new QueryClient(), "partner-app")).start()
    await vi.waitFor(() => expect(sent("/offramp/payment-channels")).toHaveLength(1))
    catalog.stop()
    expect(sent("/offramp/payment-channels").map((s) => s.url.searchParams.get("sourceParam"))).toEqual(["partner-app"])
    await runtime.dispose()
  })
})
