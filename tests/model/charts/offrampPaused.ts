import { offrampMachine } from "../../../machines/offramp.ts"
import { defineChart } from "../chart.ts"
import { offrampExpectations } from "../expected/offramp.ts"
import { pausedCatalog } from "../offrampFixtures.ts"

// offRampPayWidgetEnabled false: the maintenance notice instead of the amount.
export default defineChart({
  name: "offrampPaused",
  machine: offrampMachine,
  input: { config: { network: "CELO", asset: "CUSD" } },
  events: [{ type: "xstate.done.actor.loadCatalog", output: pausedCatalog }],
  expectations: offrampExpectations,
})
