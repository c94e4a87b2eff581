// The auto-order route (spec 1 §4, spec 2 §2): it waits for the session, starts the journey of the link's flow in
// auto mode and lands where the journey rests; a journey that cannot start lands on the amount (spec 2 §2: any error
// falls back to the amount page). The journeys' own auto paths are registered as onramp (auto-order …) and
// offramp (auto-order …).
import { autoOrderMachine } from "../../../machines/autoOrder.ts"
import { defineChart } from "../chart.ts"
import { autoOrderExpectations } from "../expected/autoOrder.ts"
import { failures } from "../fixtures.ts"

const link =
  "flow=onramp&amount=2000&currency=local&countryIsoCode=KE&network=CELO&asset=CUSD&address=0x765DE816845861e75A25fCA122bb6898B8B1282a"

export default defineChart({
  name: "autoOrder",
  machine: autoOrderMachine,
  input: {
    query: link,
  },
  events: [
    { type: "session.ready" },
    { type: "xstate.done.actor.runJourney", output: { path: "/ussd/order-1" } },
    { type: "xstate.error.actor.runJourney", error: failures.requestFailed },
  ],
  // Spec 1 §2: the link's parameters as read (the amount a number); all of them kept, in auto mode, nothing refused.
  expectations: autoOrderExpectations(link, {
    flow: "onramp",
    config: {
      flow: "onramp",
      amount: 2000,
      currency: "local",
      countryIsoCode: "KE",
      network: "CELO",
      asset: "CUSD",
      address: "0x765DE816845861e75A25fCA122bb6898B8B1282a",
      extra: {},
    },
    query: {
      flow: "onramp",
      amount: "2000",
      currency: "local",
      countryIsoCode: "KE",
      network: "CELO",
      asset: "CUSD",
      address: "0x765DE816845861e75A25fCA122bb6898B8B1282a",
    },
    auto: true,
    notice: undefined,
  }),
})
