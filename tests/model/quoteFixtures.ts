// What the quote loop (machines/quoteLoop.ts) tells the journey invoking it, as events of that journey's table.
// The loop itself has its own chart (tests/model/charts/quoteLoop.ts); a journey's path test hears only these.

/** The quotes in these paths arrive at one fixed time, so the countdown's start is part of the promised context. */
export const quotedAt = 1_000

export const quoteFetching = { type: "quote.fetching" } as const
export const quoteIdle = { type: "quote.idle" } as const
// The fixtures hold only the fields the charts read (as actors' outputs do in the other tables): untyped here too.
export const quoteReady = (offer: unknown) => ({ type: "quote.ready" as const, offer: offer as never, quotedAt })
export const quoteFailed = (error: unknown) => ({ type: "quote.failed" as const, error })
