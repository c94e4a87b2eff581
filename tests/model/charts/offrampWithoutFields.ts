// An off-ramp offer that asks for no details (spec 2 §2 next-step rule): once signed in, Pay follows the ID check
// status at once, and Back from Pay leads to the amount; an amount above the ID-check minimum leads to the ID check.
import { offrampMachine } from "../../../machines/offramp.ts"
import { defineChart } from "../chart.ts"
import { offrampExpectations } from "../expected/offramp.ts"
import { kycStatuses, user } from "../fixtures.ts"
import { offrampCatalog, offrampOffers } from "../offrampFixtures.ts"
import { quoteReady } from "../quoteFixtures.ts"

export default defineChart({
  name: "offramp (offer without details)",
  machine: offrampMachine,
  input: { config: { network: "CELO", asset: "CUSD" } },
  events: [
    { type: "xstate.done.actor.loadCatalog", output: offrampCatalog },
    quoteReady(offrampOffers.withoutFields),
    quoteReady(offrampOffers.overKycMinimum),
    { type: "next" },
    { type: "back" },
    { type: "session.user", user },
    { type: "xstate.done.actor.loadKycStatus", output: kycStatuses.notStarted },
  ],
  expectations: offrampExpectations,
})
