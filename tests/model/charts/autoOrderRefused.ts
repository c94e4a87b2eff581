// An auto-order link whose configuration does not decode: the journey starts without the refused parameter, not in
// auto mode, and the amount shows why.
import { autoOrderMachine } from "../../../machines/autoOrder.ts"
import { queryMessages, queryReasons } from "../../../schema/queryMessages.ts"
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
  // The off-ramp without the refused amount, not in auto mode, the amount saying why.
  expectations: autoOrderExpectations(link, {
    flow: "offramp",
    config: { flow: "offramp", network: "CELO", asset: "CUSD", extra: {} },
    query: { flow: "offramp", network: "CELO", asset: "CUSD" },
    auto: false,
    notice: queryMessages.refused("amount", queryReasons.number),
  }),
})
