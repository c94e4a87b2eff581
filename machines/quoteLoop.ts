// The quote loop of an amount step, one chart for the on-ramp, the off-ramp and buy-goods (spec 1 §9, spec 2 §9):
// typing settles for 300 ms, the offer is fetched by the journey's own actor (provided as `fetchOffer`), and
// fetched again every 30 s. The journey invoking it is told each turn (quote.fetching, quote.ready with when the
// quote arrived, quote.failed, quote.idle) and tells it what to ask for (quote.typed, quote.changed).
import { type AnyActorLogic, assertEvent, assign, enqueueActions, setup } from "xstate"
import { timings } from "../schema/timings.ts"
import { abstractActor } from "./abstractActor.ts"

/** What the loop asks for; `undefined` while the journey's choices make no request (nothing is fetched). */
export type QuoteRequest = unknown

export interface QuoteLoopContext {
  readonly request: QuoteRequest | undefined
  /** When the last quote arrived (ms since the epoch): the countdown to the next refresh starts there. */
  readonly quotedAt: number | undefined
  readonly now: () => number
}

export type QuoteLoopEvent =
  /** The amount was typed: the request is asked for once typing settles. */
  | { readonly type: "quote.typed"; readonly request: QuoteRequest | undefined }
  /** A choice changed (country, channel, asset, currency): the request is asked for at once. */
  | { readonly type: "quote.changed"; readonly request: QuoteRequest | undefined }

/** What the loop tells the journey that invoked it. */
export type QuoteLoopNotice<Offer> =
  | { readonly type: "quote.fetching" }
  | { readonly type: "quote.ready"; readonly offer: Offer; readonly quotedAt: number }
  | { readonly type: "quote.failed"; readonly error: unknown }
  | { readonly type: "quote.idle" }

export const quoteLoopMachine = setup({
  types: {
    context: {} as QuoteLoopContext,
    events: {} as QuoteLoopEvent,
    input: {} as { readonly request: QuoteRequest | undefined; readonly now?: (() => number) | undefined },
  },
  actors: { fetchOffer: abstractActor<unknown, QuoteRequest>("fetchOffer") },
  delays: { amountDebounce: timings.amountDebounce, quoteRefresh: timings.quoteRefresh },
  actions: {
    askFor: assign({
      request: ({ event }) => {
        assertEvent(event, ["quote.typed", "quote.changed"])
        return event.request
      },
    }),
    stampQuote: assign({ quotedAt: ({ context }) => context.now() }),
    // Run on its own (a path test, Stately), the loop has no journey to tell.
    tell: enqueueActions(({ enqueue, self }, notice: QuoteLoopNotice<unknown>) => {
      if (self._parent) enqueue.sendParent(notice)
    }),
    tellReady: enqueueActions(({ enqueue, self, context }, offer: { readonly offer: unknown }) => {
      if (self._parent) enqueue.sendParent({ type: "quote.ready", offer: offer.offer, quotedAt: context.quotedAt ?? 0 })
    }),
  },
  guards: { hasRequest: ({ context }) => context.request !== undefined },
}).createMachine({
  id: "quoteLoop",
  context: ({ input }) => ({ request: input.request, quotedAt: undefined, now: input.now ?? Date.now }),
  initial: "deciding",
  on: {
    "quote.typed": { target: ".settling", actions: "askFor" },
    "quote.changed": { target: ".deciding", actions: "askFor" },
  },
  states: {
    settling: { tags: ["loading"], after: { amountDebounce: "deciding" } },
    deciding: { always: [{ guard: "hasRequest", target: "fetching" }, { target: "idle" }] },
    idle: { entry: { type: "tell", params: { type: "quote.idle" } } },
    fetching: {
      tags: ["loading"],
      entry: { type: "tell", params: { type: "quote.fetching" } },
      invoke: {
        id: "fetchOffer",
        src: "fetchOffer",
        // Annotated: an `unknown` input could be a value or a mapper.
        input: ({ context }: { readonly context: QuoteLoopContext }) => context.request,
        onDone: {
          target: "quoted",
          actions: ["stampQuote", { type: "tellReady", params: ({ event }) => ({ offer: event.output }) }],
        },
        onError: {
          target: "failed",
          actions: { type: "tell", params: ({ event }) => ({ type: "quote.failed", error: event.error }) },
        },
      },
    },
    quoted: { after: { quoteRefresh: "fetching" } },
    failed: { tags: ["error"] },
  },
})

/** The loop asking with the journey's own offer call. */
export const quoteLoopWith = (fetchOffer: AnyActorLogic) => quoteLoopMachine.provide({ actors: { fetchOffer } })
