// Auto-order without an address: after the offer the wallet step asks for one; once it is accepted the journey
// creates the order by itself. An amount out of the offer's limits stops at the amount, which says why.
import { onrampMachine } from "../../../machines/onramp.ts"
import { defineChart } from "../chart.ts"
import { onrampExpectations } from "../expected/onramp.ts"
import { celoAddress, kenyaCusdLink, kycStatuses, offers, onrampCatalog, user } from "../fixtures.ts"
import { quoteReady } from "../quoteFixtures.ts"

export default defineChart({
  name: "onramp (auto-order, no address)",
  machine: onrampMachine,
  input: {
    config: kenyaCusdLink,
    user,
    auto: true,
  },
  events: [
    { type: "xstate.done.actor.loadCatalog", output: onrampCatalog },
    quoteReady(offers.small),
    { type: "address.change", value: celoAddress },
    { type: "next" },
    // Back from the wallet: the user takes over at the amount.
    { type: "back" },
    { type: "xstate.done.actor.validateWallet", output: { ok: true } },
    { type: "xstate.done.actor.loadKycStatus", output: kycStatuses.notStarted },
    { type: "xstate.done.actor.loadExtraFields", output: [] },
    { type: "xstate.done.actor.createOrder", output: { _id: "order-1" } },
  ],
  expectations: onrampExpectations,
})
