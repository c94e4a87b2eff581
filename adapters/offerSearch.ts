// offer_search to the framing page (spec 2 §4; README "Events to the parent window": "a new offer search (sent each
// time, no order)"): each search for other choices than the last one's is told, each time; the 30 s refresh asks
// again for the same offer, which is no new search, so it is not.
import type { ParentEventKind } from "../schema/parentEvents.ts"

/** What the user's choices ask an offer for (country, method, carrier, asset, amount and what it counts). */
export type OfferCriteria = Readonly<Record<string, string | number | undefined>>

/** One journey's searches: answers whether this one was told to the framing page. */
export const makeOfferSearches = (announce: (kind: ParentEventKind) => boolean) => {
  let last: string | undefined
  return (criteria: OfferCriteria): boolean => {
    const key = JSON.stringify(criteria)
    if (key === last) return false
    last = key
    return announce("offer_search")
  }
}

/** The choices of a journey's context that make its offer request (machines/onrampSetup.ts, machines/offramp.ts). */
export const offerCriteriaOf = (c: {
  readonly country?: string | undefined
  readonly paymentChannel?: string | undefined
  readonly carrierCode?: string | undefined
  readonly network?: string | undefined
  readonly asset?: string | undefined
  readonly currency?: string | undefined
  readonly amount?: string | number | undefined
}): OfferCriteria => ({
  country: c.country,
  paymentChannel: c.paymentChannel,
  carrierCode: c.carrierCode,
  network: c.network,
  asset: c.asset,
  currency: c.currency,
  amount: c.amount,
})
