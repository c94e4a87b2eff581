// The amount screen's calls go through a plain `fetch` (adapters/fetchCall.ts, issue 17) and must fail as every other
// call does (spec 1 §8): a failure the contract declares arrives as its tagged error (the machines branch on it), the
// front door's 503 and RESTRICTED_COUNTRY also replace the whole widget, and any other answer is an ApiError with the
// server's message or 'Request failed'. Each case runs through the fetch adapter and through the contract's own
// client (callApi), which the rest of the widget uses, so the two cannot drift apart.
import { Effect, type ManagedRuntime } from "effect"
import { afterAll, describe, expect, it, vi } from "vitest"
import { callApi } from "../../adapters/apiClient.ts"
import { fetchCall } from "../../adapters/fetchCall.ts"
import { type GlobalEvent, GlobalEvents } from "../../adapters/globalEvents.ts"
import { runToPromise } from "../../adapters/run.ts"
import { type AppServices, makeAppRuntime, testPage } from "../../adapters/runtime.ts"
import { TokenStore } from "../../adapters/tokenStore.ts"
import { limitsCall, onrampPaymentChannelsCall, promotionCall } from "../../schema/amountCalls.ts"

interface Sent {
  readonly url: string
  readonly method: string
  readonly headers: Headers
  readonly body: string
}

/** The next answer the API gives, and every request it got. */
let answer: () => Response = () => Response.json({})
let sent: Array<Sent> = []
vi.stubGlobal(
  "fetch",
  vi.fn(async (input: Request | URL | string, init?: RequestInit) => {
    const request = new Request(input, init)
    sent.push({ url: request.url, method: request.method, headers: request.headers, body: await request.text() })
    return answer()
  }),
)
afterAll(() => vi.unstubAllGlobals())

const limitsRequest = {
  paymentChannel: "mobile_money",
  network: "CELO",
  asset: "CUSD",
  countryIsoCode: "KE",
  carrierCode: "safaricom",
} as const

/** The same limits call, made by the fetch adapter and by the contract's client. */
const ways = {
  "the fetch adapter": fetchCall(limitsCall, limitsRequest),
  "the contract's client": callApi((client) => client.onramp.getLimits({ payload: limitsRequest })),
}

type Runtime = ManagedRuntime.ManagedRuntime<AppServices, never>

/** Runs `program` on a fresh runtime; answers how it failed and what the whole widget was told. */
const failureOf = async (program: Effect.Effect<unknown, unknown, AppServices>) => {
  const runtime: Runtime = makeAppRuntime("http://api.test", TokenStore.memory(), testPage())
  const told: Array<GlobalEvent["type"]> = []
  await runtime.runPromise(
    Effect.gen(function* () {
      const events = yield* GlobalEvents
      events.subscribe((event) => told.push(event.type))
    }),
  )
  const failure = await runToPromise(runtime, program).then(
    () => undefined,
    (error: unknown) => error as Record<string, unknown>,
  )
  await runtime.dispose()
  const body = failure?.body as { message?: string } | undefined
  return {
    tag: failure?._tag,
    status: failure?.status,
    message: (failure?.message as string | undefined) ?? body?.message,
    code: failure?.code,
    told,
  }
}

const json = (status: number, body: unknown) => () => Response.json(body, { status })

describe.each(Object.entries(ways))("a failed limits call through %s", (_, program) => {
  it("a refusal the call declares (400 INVALID_REQUEST) is the contract's InvalidRequest, for the screen to show", async () => {
    answer = json(400, {
      _tag: "InvalidRequest",
      code: "INVALID_REQUEST",
      message: "Unknown country: ZZ",
    })
    expect(await failureOf(program)).toEqual({
      tag: "InvalidRequest",
      status: undefined,
      message: "Unknown country: ZZ",
      code: "INVALID_REQUEST",
      told: [],
    })
  })

  it("the front door's maintenance (503) is ServiceUnavailable and replaces the widget", async () => {
    answer = json(503, {
      _tag: "ServiceUnavailable",
      code: "SERVICE_UNAVAILABLE",
      message: "The service is under maintenance. Please try again later.",
    })
    expect(await failureOf(program)).toEqual({
      tag: "ServiceUnavailable",
      status: undefined,
      message: "The service is under maintenance. Please try again later.",
      code: "SERVICE_UNAVAILABLE",
      told: ["service.unavailable"],
    })
  })

  it("the front door's restricted country (451) is RestrictedCountry and blanks the widget", async () => {
    answer = json(451, {
      _tag: "RestrictedCountry",
      code: "RESTRICTED_COUNTRY",
      message: "The service is not available in your country.",
    })
    expect(await failureOf(program)).toEqual({
      tag: "RestrictedCountry",
      status: undefined,
      message: "The service is not available in your country.",
      code: "RESTRICTED_COUNTRY",
      told: ["country.restricted"],
    })
  })

  // Any other answer is the generic ApiError: the server's message or 'Request failed', status 0 for no usable
  // answer; only the front door's 503 is also told to the whole widget.
  it.each([
    {
      name: "a status the contract does not declare is the generic failure with the server's message",
      reply: json(500, { code: "INTERNAL", message: "Something broke on our side." }),
      expected: { status: 500, message: "Something broke on our side.", told: [] },
    },
    {
      name: "an undeclared status without a message is 'Request failed'",
      reply: () => new Response("<html>Bad gateway</html>", { status: 502, headers: { "content-type": "text/html" } }),
      expected: { status: 502, message: "Request failed", told: [] },
    },
    {
      name: "a proxy's 503 the contract did not declare is the generic failure and still replaces the widget",
      reply: () => new Response("Service Unavailable", { status: 503, headers: { "content-type": "text/plain" } }),
      expected: { status: 503, message: "Request failed", told: ["service.unavailable"] },
    },
    {
      name: "a success whose body is not the contract's is 'Request failed'",
      reply: json(200, { cryptoLimits: { min: 1 } }),
      expected: { status: 0, message: "Request failed", told: [] },
    },
    {
      name: "no answer at all is 'Request failed'",
      reply: (): Response => {
        throw new TypeError("fetch failed")
      },
      expected: { status: 0, message: "Request failed", told: [] },
    },
  ])("$name", async ({ reply, expected }) => {
    answer = reply
    expect(await failureOf(program)).toEqual({ tag: "ApiError", code: undefined, ...expected })
  })
})

describe("the fetch adapter's requests and answers", () => {
  const run = <A, E>(program: Effect.Effect<A, E, AppServices>) => {
    const runtime: Runtime = makeAppRuntime("http://api.test", TokenStore.memory(), testPage())
    return runToPromise(runtime, program).finally(() => runtime.dispose())
  }

  it("a GET carries its query, without the fields not given, and the x-web header", async () => {
    sent = []
    const channels = [
      {
        countryIsoCode: "KE",
        currencyIsoCode: "KES",
        paymentChannels: [{ paymentChannel: "mobile_money", description: "M-Pesa", carriers: [] }],
      },
    ]
    answer = json(200, channels)
    expect(await run(fetchCall(onrampPaymentChannelsCall, { sourceParam: "partner-app" }))).toEqual(channels)
    expect(await run(fetchCall(onrampPaymentChannelsCall, {}))).toEqual(channels)
    expect(sent.map(({ method, url }) => `${method} ${url}`)).toEqual([
      "GET http://api.test/api/public/pay-widget/onramp/payment-channels?sourceParam=partner-app",
      "GET http://api.test/api/public/pay-widget/onramp/payment-channels",
    ])
    expect(sent[0]?.headers.get("x-web")).toBe("1")
  })

  it("a POST carries its payload as JSON and answers the decoded body; a null promotion is no promotion", async () => {
    sent = []
    answer = json(200, null)
    const query = { countryIsoCode: "KE", paymentChannel: "mobile_money", carrierCode: "safaricom" } as const
    expect(await run(fetchCall(promotionCall, query))).toBeNull()
    expect(sent[0]?.method).toBe("POST")
    expect(sent[0]?.url).toBe("http://api.test/api/public/pay-widget/onramp/promotion")
    expect(sent[0]?.headers.get("x-web")).toBe("1")
    expect(sent[0]?.headers.get("content-type")).toBe("application/json")
    expect(JSON.parse(sent[0]?.body ?? "")).toEqual({
      countryIsoCode: "KE",
      paymentChannel: "mobile_money",
      carrierCode: "safaricom",
    })
  })
})
