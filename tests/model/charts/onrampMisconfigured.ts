// An integrator configured an asset that cannot be bought: the chart stops at the misconfigured notice.
import { onrampMachine } from "../../../machines/onramp.ts"
import { defineChart } from "../chart.ts"
import { onrampExpectations } from "../expected/onramp.ts"
import { onrampCatalog } from "../fixtures.ts"

export default defineChart({
  name: "onramp (misconfigured asset)",
  machine: onrampMachine,
  input: { config: { network: "NEAR", asset: "USDC" } },
  events: [{ type: "xstate.done.actor.loadCatalog", output: onrampCatalog }],
  expectations: onrampExpectations,
})
