// The last step the on-ramp and the off-ramp share: the order is made by the journey's `createOrder` actor. Made,
// its id is kept and the journey ends; refused for a stale offer, the user is back on the amount step, which asks
// for a new offer, with the server's reason (spec 1 §8, spec 2 §8). Each journey adds its own other refusals.
import { failureMessage, failureTag } from "./failure.ts"

interface FailedCall {
  readonly event: { readonly error: unknown }
}

/** The order made: the journey's `keepOrder` keeps its id, and the journey is done. */
export const orderMade = {
  target: "created",
  actions: {
    type: "keepOrder",
    params: ({ event }: { readonly event: { readonly output: { readonly _id: string } } }) => ({
      orderId: event.output._id,
    }),
  },
} as const

/** A stale offer: back to the amount step (the journey's `returnToAmount`), its notice the server's reason. */
export const staleOfferBack = (fallback: string) => ({
  guard: ({ event }: FailedCall) => failureTag(event.error) === "QuoteExpired",
  target: "amount" as const,
  actions: {
    type: "returnToAmount" as const,
    params: ({ event }: FailedCall) => ({ notice: failureMessage(event.error, fallback) }),
  },
})
