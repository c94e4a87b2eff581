// Auto-order for an amount below the offer's minimum: the offer comes with its limits, the amount breaks them, and
// the journey stays at the amount, which names the limit.
import { onrampMachine } from "../../../machines/onramp.ts"
import { defineChart } from "../chart.ts"
import { onrampExpectations } from "../expected/onramp.ts"
import { offers, onrampCatalog, user } from "../fixtures.ts"
import { quoteReady } from "../quoteFixtures.ts"

export default defineChart({
  name: "onramp (auto-order, amount out of limits)",
  machine: onrampMachine,
  input: {
    config: { network: "CELO", asset: "CUSD", amount: 50, currency: "local", countryIsoCode: "KE" },
    user,
    auto: true,
  },
  events: [{ type: "xstate.done.actor.loadCatalog", output: onrampCatalog }, quoteReady(offers.small)],
  expectations: onrampExpectations,
})
