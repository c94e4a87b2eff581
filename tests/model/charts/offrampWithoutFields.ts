// An off-ramp offer that asks for no details (spec 2 §2 next-step rule): once signed in, Pay follows the ID check
// status at once, and Back from Pay leads to the amount; an amount above the ID-check minimum leads to the ID check
// (the advanced one, by the off-ramp's minimums).
import { offrampMachine } from "../../../machines/offramp.ts"
import { defineChart } from "../chart.ts"
import { offrampExpectations } from "../expected/offramp.ts"
import { user } from "../fixtures.ts"
import { offrampCatalog, offrampKycStatus, offrampOffers } from "../offrampFixtures.ts"
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
    // The off-ramp's own minimums: 150 USD needs the advanced check on a sale.
    { type: "xstate.done.actor.loadKycStatus", output: offrampKycStatus },
  ],
  expectations: offrampExpectations,
})
