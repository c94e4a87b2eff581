// Auto-order, signed out: the sign-in comes first, then the configured address is checked and the journey goes on
// by itself (spec 1 §4); leaving the sign-in with Back ends the automation at the amount.
import { onrampMachine } from "../../../machines/onramp.ts"
import { defineChart } from "../chart.ts"
import { onrampExpectations } from "../expected/onramp.ts"
import { celoAddress, kenyaCusdLink, kycStatuses, offers, onrampCatalog, user } from "../fixtures.ts"
import { quoteReady } from "../quoteFixtures.ts"

export default defineChart({
  name: "onramp (auto-order, signed out)",
  machine: onrampMachine,
  input: {
    config: {
      ...kenyaCusdLink,
      address: celoAddress,
    },
    auto: true,
  },
  events: [
    { type: "xstate.done.actor.loadCatalog", output: onrampCatalog },
    quoteReady(offers.small),
    { type: "session.user", user },
    { type: "back" },
    { type: "xstate.done.actor.validateWallet", output: { ok: true } },
    { type: "xstate.done.actor.loadKycStatus", output: kycStatuses.notStarted },
    { type: "xstate.done.actor.loadExtraFields", output: [] },
    { type: "xstate.done.actor.createOrder", output: { _id: "order-1" } },
  ],
  expectations: onrampExpectations,
})
