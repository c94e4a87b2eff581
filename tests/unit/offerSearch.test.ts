// offer_search (README "Events to the parent window": "a new offer search (sent each time, no order)"; spec 2 §4):
// the framing page hears of each search for an offer the user's choices make, and not of the 30 s refresh of the
// same offer, which is no new search.
import { describe, expect, it } from "vitest"
import { makeOfferSearches } from "../../adapters/offerSearch.ts"
import { makeParentEvents, type ParentHost } from "../../adapters/parentEvents.ts"

const framedBy = (origin: string) => {
  const posted: Array<{ message: string; targetOrigin: string }> = []
  const host: ParentHost = {
    framed: () => true,
    parentOrigin: () => origin,
    ownOrigin: () => "https://widget.test",
    registeredOrigins: () => [origin],
    post: (message, targetOrigin) => posted.push({ message, targetOrigin }),
  }
  return { host, posted }
}

const kes2000 = { countryIsoCode: "KE", paymentChannel: "mobile_money", asset: "CUSD", amount: 2000 }

describe("offer_search to the framing page", () => {
  it("is sent for the first search, as a message with the widget's source and no order, to the framing origin", () => {
    const page = framedBy("https://shop.test")
    const searched = makeOfferSearches(makeParentEvents(page.host).announce)
    expect(searched(kes2000)).toBe(true)
    expect(page.posted).toEqual([
      { message: JSON.stringify({ source: "pay-widget", event: "offer_search" }), targetOrigin: "https://shop.test" },
    ])
  })

  it("is not sent again when the same offer is refreshed, and is sent for each search with other choices", () => {
    const page = framedBy("https://shop.test")
    const searched = makeOfferSearches(makeParentEvents(page.host).announce)
    searched(kes2000)
    // The 30 s refresh asks for the same offer.
    expect(searched({ ...kes2000 })).toBe(false)
    expect(searched({ ...kes2000, amount: 5000 })).toBe(true)
    expect(searched({ ...kes2000, amount: 5000, paymentChannel: "bank" })).toBe(true)
    // Back to the first choices: a new search, sent each time.
    expect(searched(kes2000)).toBe(true)
    expect(page.posted).toHaveLength(4)
  })

  it("is sent for each journey's first search: one journey's searches do not silence another's", () => {
    const page = framedBy("https://shop.test")
    const events = makeParentEvents(page.host)
    makeOfferSearches(events.announce)(kes2000)
    makeOfferSearches(events.announce)(kes2000)
    expect(page.posted).toHaveLength(2)
  })
})
