// An auto-order link whose configuration does not decode: the journey starts without the refused parameter, not in
// auto mode, and the amount shows why.
import { autoOrderMachine } from "../../../machines/autoOrder.ts"
import { defineChart } from "../chart.ts"
import { autoOrderExpectations } from "../expected/autoOrder.ts"
import { failures } from "../fixtures.ts"

const link = "flow=offramp&amount=lots&network=CELO&asset=CUSD"

export default defineChart({
  name: "autoOrder (refused configuration)",
  machine: autoOrderMachine,
  input: { query: link },
  events: [
    { type: "session.ready" },
    { type: "xstate.done.actor.runJourney", output: { path: "/offramp" } },
    { type: "xstate.error.actor.runJourney", error: failures.requestFailed },
  ],
  expectations: autoOrderExpectations(link),
})
