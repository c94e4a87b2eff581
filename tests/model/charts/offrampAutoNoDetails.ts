// Auto-order off-ramp with nothing remembered for the offer's details, signed out: the sign-in first, then the
// details form waits for the user (spec 2 §2 auto-order).
import { offrampMachine } from "../../../machines/offramp.ts"
import { defineChart } from "../chart.ts"
import { offrampExpectations } from "../expected/offramp.ts"
import { kycStatuses, user } from "../fixtures.ts"
import { offrampCatalog, offrampOffers } from "../offrampFixtures.ts"
import { quoteReady } from "../quoteFixtures.ts"

export default defineChart({
  name: "offramp (auto-order, signed out, no details)",
  machine: offrampMachine,
  input: {
    config: { network: "CELO", asset: "CUSD", amount: 20, currency: "crypto", countryIsoCode: "KE" },
    auto: true,
  },
  events: [
    { type: "xstate.done.actor.loadCatalog", output: offrampCatalog },
    quoteReady(offrampOffers.withFields),
    { type: "session.user", user },
    { type: "xstate.done.actor.loadKycStatus", output: kycStatuses.notStarted },
  ],
  expectations: offrampExpectations,
})
