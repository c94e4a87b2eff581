// Spec 1 §7 best-offer and spec 2 §7 best-offer take the quoteId: the 30 s refresh of an offer names the quote it
// refreshes, while a search for other choices names none. One memory per journey (its actors are made per start).
export const makeOfferRefresh = () => {
  let last: { readonly key: string; readonly quoteId: string } | undefined
  return {
    /** The quote this request refreshes: the last one answered for the same request, if any. */
    quoteIdFor: (request: object): string | undefined =>
      last !== undefined && last.key === JSON.stringify(request) ? last.quoteId : undefined,
    /** Keeps the quote answered for this request (none when there was no offer). */
    remember: (request: object, quote: { readonly quoteId: string } | null) => {
      last = quote ? { key: JSON.stringify(request), quoteId: quote.quoteId } : undefined
    },
  }
}
