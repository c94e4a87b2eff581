// Buy-goods' amount screen as the spec states it (spec 2 §2 Buy-goods: the amount screen, then Pay; §7 the no-offer
// message; §8 Create order fails: the server's message, else Failed to create order, in a toast; §9 the quote
// refreshed every 30 s), for every chart registered over machines/buyGoods.ts. The route is /buy-goods until the
// order is made, which the pay route opens.
import type { AnyMachineSnapshot } from "xstate"
import { buyGoodsAmountLabels } from "../../../schema/buyGoodsLabels.ts"
import { errors } from "../../../schema/messages.ts"
import { type ChartExpectations, goesTo, type Meets, onEvent } from "../expectations.ts"
import { failures } from "../fixtures.ts"

const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error })
/** Next waits for a quote of what is typed now; the sender field's message stays until an address is typed. */
const waiting: Meets = { route: "/buy-goods", enabled: { next: false } }
const editing: Meets = { ...waiting, mayShow: [buyGoodsAmountLabels.fromAddressRequired] }
const fromAddress = (snapshot: AnyMachineSnapshot) => (snapshot.context as { fromAddress: string }).fromAddress

export const buyGoodsExpectations: ChartExpectations = {
  states: {
    '"loading"': { route: "/buy-goods" },
    // Buy-goods switched off, or no country pays tills: a notice, nothing to do.
    '"unavailable"': { route: "/buy-goods", enabled: { next: false } },
    // Spec 1 §2: the generic error screen.
    '"failed"': { route: "/buy-goods", mayShow: [errors.genericError], enabled: { next: false } },
    '{"editing":"settling"}': editing,
    '{"editing":"idle"}': editing,
    '{"editing":"quoting"}': editing,
    '{"editing":"noOffer"}': editing,
    '{"editing":"refused"}': editing,
    // The quote for what is typed: Next makes the order from the sender's wallet.
    '{"editing":"quoted"}': {
      route: "/buy-goods",
      mayShow: [buyGoodsAmountLabels.fromAddressRequired],
      enabled: { next: true },
    },
    '"creating"': waiting,
    '"done"': {},
  },
  steps: [
    onEvent("next", ({ before, after }) =>
      fromAddress(before).trim() === ""
        ? (goesTo(after, '{"editing":"quoted"}', "no sender address") ??
          (after.context.error === buyGoodsAmountLabels.fromAddressRequired
            ? undefined
            : `should say ${buyGoodsAmountLabels.fromAddressRequired}`))
        : goesTo(after, '"creating"', "the order is made"),
    ),
    // Spec 2 §7: an empty answer shows the no-offer message.
    onEvent("quote.ready", ({ event, after }) =>
      (event as unknown as { offer: unknown }).offer === null
        ? (goesTo(after, '{"editing":"noOffer"}', "no offer") ??
          ((after.context as { quoteError?: string }).quoteError === errors.noOffer
            ? undefined
            : `should say ${errors.noOffer}`))
        : goesTo(after, '{"editing":"quoted"}', "a quote"),
    ),
    onEvent("address.change", ({ after }) =>
      after.context.error === undefined ? undefined : "typing the address clears its message",
    ),
    // Typing asks for another quote: Next waits for it.
    (step) =>
      ["till.change", "amount.change", "asset.select"].includes(step.event.type)
        ? goesTo(step.after, '{"editing":"settling"}', "what is quoted changed")
        : undefined,
  ],
  leadsTo: [
    [{ type: "xstate.done.actor.createOrder", output: { _id: "order-till" } }, '"done"'],
    [{ type: "quote.fetching" }, '{"editing":"quoting"}'],
    [{ type: "quote.idle" }, '{"editing":"idle"}'],
  ],
  emits: [[failed("createOrder", failures.requestFailed), [`toast: ${errors.failedToCreateOrder}`]]],
}
