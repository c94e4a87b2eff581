// The off-ramp journey started by the auto-order route for a signed-in user (spec 2 §2 auto-order): Next by itself,
// the ID check when due, then the remembered details are checked and the journey rests at Pay; details refused or
// missing leave the user at the details form with the reason; no offer, no amount to quote or a failed ask stops at
// the amount.
import { offrampMachine } from "../../../machines/offramp.ts"
import { defineChart } from "../chart.ts"
import { offrampExpectations } from "../expected/offramp.ts"
import { failures, kycStatuses, user } from "../fixtures.ts"
import { confirmedDetails, offrampCatalog, offrampFailures, offrampOffers } from "../offrampFixtures.ts"
import { quoteFailed, quoteIdle, quoteReady } from "../quoteFixtures.ts"

export default defineChart({
  name: "offramp (auto-order, signed in)",
  machine: offrampMachine,
  input: {
    // The integrator froze the amount and the wallet it sells from (spec 2 §2): neither can change on the way.
    config: {
      network: "CELO",
      asset: "CUSD",
      amount: 20,
      currency: "crypto",
      countryIsoCode: "KE",
      freezeAmount: true,
      freezeWallet: true,
      address: "0x765DE816845861e75A25fCA122bb6898B8B1282a",
    },
    storedFields: { accountName: "Amina Otieno" },
    user,
    auto: true,
  },
  events: [
    { type: "xstate.done.actor.loadCatalog", output: offrampCatalog },
    quoteReady(offrampOffers.withFields),
    quoteReady(offrampOffers.none),
    // No amount to quote, or the ask failed: the user takes over at the amount.
    quoteIdle,
    quoteFailed(failures.requestFailed),
    { type: "xstate.done.actor.peekKycStatus", output: kycStatuses.notStarted },
    { type: "xstate.done.actor.loadKycStatus", output: kycStatuses.notStarted },
    { type: "xstate.error.actor.loadKycStatus", error: failures.requestFailed },
    { type: "xstate.done.actor.validateFields", output: confirmedDetails },
    { type: "xstate.error.actor.validateFields", error: offrampFailures.fieldsInvalid },
  ],
  expectations: offrampExpectations,
})
