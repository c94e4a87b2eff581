// Auto-order with the wallet frozen but no address given (an integrator's mistake): there is no wallet step to ask
// for one, so the review cannot create the order and the user takes over there. The link's address is blanks only,
// which are no address (spec 1 §5): nothing is checked.
import { onrampMachine } from "../../../machines/onramp.ts"
import { defineChart } from "../chart.ts"
import { onrampExpectations } from "../expected/onramp.ts"
import { kenyaCusdLink, kycStatuses, offers, onrampCatalog, user } from "../fixtures.ts"
import { quoteReady } from "../quoteFixtures.ts"

export default defineChart({
  name: "onramp (auto-order, frozen wallet without an address)",
  machine: onrampMachine,
  input: {
    config: {
      ...kenyaCusdLink,
      freezeWallet: true,
      address: "   ",
    },
    user,
    auto: true,
  },
  events: [
    { type: "xstate.done.actor.loadCatalog", output: onrampCatalog },
    quoteReady(offers.small),
    { type: "xstate.done.actor.loadKycStatus", output: kycStatuses.notStarted },
    { type: "xstate.done.actor.loadExtraFields", output: [] },
  ],
  expectations: onrampExpectations,
})
