import { offrampMachine } from "../../../machines/offramp.ts"
import { defineChart } from "../chart.ts"
import { offrampExpectations } from "../expected/offramp.ts"
import { offrampCatalog } from "../offrampFixtures.ts"

// The integrator configured an asset that cannot be sold: the misconfigured notice.
export default defineChart({
  name: "offrampMisconfigured",
  machine: offrampMachine,
  input: { config: { network: "NEAR", asset: "USDC" } },
  events: [{ type: "xstate.done.actor.loadCatalog", output: offrampCatalog }],
  expectations: offrampExpectations,
})
