// The quote loop as a journey invoking it meets it (spec 1 §9, spec 2 §9; spec 2 §5: no request, no fetch): a choice
// asks for the offer at once, typing waits until it has settled for 300 ms, an offer is asked again every 30 s from
// its arrival, and the journey is told each turn: fetching, the offer with when it arrived, the failure, or idle.
// Run inside a journey of its own here: the model walk runs the loop alone, with no journey to tell.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { createActor, fromPromise, setup } from "xstate"
import { type QuoteLoopEvent, type QuoteLoopNotice, quoteLoopWith } from "../../machines/quoteLoop.ts"

const kenya20 = { countryIsoCode: "KE", amount: 20 }
const kenya25 = { countryIsoCode: "KE", amount: 25 }
const kenya30 = { countryIsoCode: "KE", amount: 30 }
const offer = { quoteId: "q-1", cryptoExchangeRate: 130 }

/** A journey that invokes the loop with `request` and keeps what it is told; the offer call answers as `answer`. */
const journey = (request: unknown, answer: (request: unknown) => Promise<unknown> = async () => offer) => {
  const asked: Array<unknown> = []
  const told: Array<QuoteLoopNotice<unknown>> = []
  const fetchOffer = fromPromise<unknown, unknown>(({ input }) => {
    asked.push(input)
    return answer(input)
  })
  const machine = setup({ actors: { quoteLoop: quoteLoopWith(fetchOffer) } }).createMachine({
    invoke: { id: "quote", src: "quoteLoop", input: { request } },
    on: { "*": { actions: ({ event }) => told.push(event as QuoteLoopNotice<unknown>) } },
  })
  const actor = createActor(machine).start()
  const loop = actor.getSnapshot().children.quote
  return {
    asked,
    told,
    tell: (event: QuoteLoopEvent) => loop?.send(event),
    stop: () => actor.stop(),
  }
}

/** Lets the offer call answer. */
const settle = () => vi.advanceTimersByTimeAsync(0)

describe("the quote loop, told to the journey", () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(50_000)
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it("asks at once for the journey's request and tells it fetching, then the offer and when it arrived", async () => {
    const { asked, told, stop } = journey(kenya20)
    expect(asked).toEqual([kenya20])
    expect(told).toEqual([{ type: "quote.fetching" }])
    await settle()
    // The countdown to the next refresh starts when the quote arrived: the page's clock then.
    expect(told).toEqual([{ type: "quote.fetching" }, { type: "quote.ready", offer, quotedAt: 50_000 }])
    stop()
  })

  it("asks again every 30 s from the quote's arrival, with the same request", async () => {
    const { asked, told, stop } = journey(kenya20)
    await settle()
    await vi.advanceTimersByTimeAsync(29_999)
    expect(asked).toEqual([kenya20])
    await vi.advanceTimersByTimeAsync(1)
    expect(asked).toEqual([kenya20, kenya20])
    await settle()
    expect(told.slice(2)).toEqual([{ type: "quote.fetching" }, { type: "quote.ready", offer, quotedAt: 80_000 }])
    stop()
  })

  it("waits until typing has settled for 300 ms, then asks for the last amount typed", async () => {
    const { asked, tell, stop } = journey(kenya20)
    await settle()
    tell({ type: "quote.typed", request: kenya25 })
    await vi.advanceTimersByTimeAsync(200)
    tell({ type: "quote.typed", request: kenya30 })
    await vi.advanceTimersByTimeAsync(299)
    expect(asked).toEqual([kenya20])
    await vi.advanceTimersByTimeAsync(1)
    expect(asked).toEqual([kenya20, kenya30])
    stop()
  })

  it("asks at once when a choice changes", async () => {
    const { asked, told, tell, stop } = journey(kenya20)
    await settle()
    tell({ type: "quote.changed", request: kenya25 })
    expect(asked).toEqual([kenya20, kenya25])
    expect(told.at(-1)).toEqual({ type: "quote.fetching" })
    stop()
  })

  it("asks nothing while the journey's choices make no request, and tells it so", async () => {
    const { asked, told, tell, stop } = journey(undefined)
    expect(told).toEqual([{ type: "quote.idle" }])
    tell({ type: "quote.typed", request: undefined })
    await vi.advanceTimersByTimeAsync(300)
    tell({ type: "quote.changed", request: undefined })
    await vi.advanceTimersByTimeAsync(30_000)
    expect(asked).toEqual([])
    expect(told).toEqual([{ type: "quote.idle" }, { type: "quote.idle" }, { type: "quote.idle" }])
    stop()
  })

  it("tells the journey the offer call's failure, with its error", async () => {
    const refusal = { _tag: "RequestFailed", message: "Request failed" }
    const { told, stop } = journey(kenya20, () => Promise.reject(refusal))
    await settle()
    expect(told).toEqual([{ type: "quote.fetching" }, { type: "quote.failed", error: refusal }])
    stop()
  })
})
