// The auto-order route for a signed-in user whose session ends while the configured address is checked: the
// journey asks for sign-in once the address is valid (spec 1 §4 auto-order route: auth before the rest).
import { onrampMachine } from "../../../machines/onramp.ts"
import { defineChart } from "../chart.ts"
import { onrampExpectations } from "../expected/onramp.ts"
import { celoAddress, kenyaCusdLink, offers, onrampCatalog, user } from "../fixtures.ts"
import { quoteReady } from "../quoteFixtures.ts"

export default defineChart({
  name: "onramp (auto-order, signed out during the address check)",
  machine: onrampMachine,
  input: {
    config: {
      ...kenyaCusdLink,
      address: celoAddress,
    },
    user,
    auto: true,
  },
  events: [
    { type: "xstate.done.actor.loadCatalog", output: onrampCatalog },
    quoteReady(offers.small),
    { type: "session.user", user: undefined },
    { type: "xstate.done.actor.validateWallet", output: { ok: true } },
  ],
  expectations: onrampExpectations,
})
