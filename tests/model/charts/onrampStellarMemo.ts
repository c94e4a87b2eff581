// A link that buys USDC on Stellar with the memo the receiving wallet needs (spec 1 §5: a memo is sent on STELLAR and
// TON only): the order carries it. The other registrations buy on Celo, where a memo is left out.
import { onrampMachine } from "../../../machines/onramp.ts"
import { defineChart } from "../chart.ts"
import { onrampExpectations } from "../expected/onramp.ts"
import { kycStatuses, offers, onrampCatalog, stellarAddress, user } from "../fixtures.ts"
import { quoteReady } from "../quoteFixtures.ts"

export default defineChart({
  name: "onramp (Stellar, with a memo)",
  machine: onrampMachine,
  input: {
    config: {
      network: "STELLAR",
      asset: "USDC",
      amount: 2000,
      countryIsoCode: "KE",
      address: stellarAddress,
      memo: "104839",
    },
    user,
  },
  events: [
    { type: "xstate.done.actor.loadCatalog", output: onrampCatalog },
    quoteReady(offers.small),
    { type: "next" },
    { type: "xstate.done.actor.loadKycStatus", output: kycStatuses.passed },
    { type: "xstate.done.actor.loadExtraFields", output: [] },
    { type: "order.create" },
    { type: "xstate.done.actor.createOrder", output: { _id: "order-1" } },
  ],
  expectations: onrampExpectations,
})
