// The on-ramp journey started by the auto-order route for a signed-in user with a configured address: the address
// is checked, Next and Create order happen by themselves; a refused address, no offer, a due ID check, a failed or
// stale creation each stop the automation where the user sees why (spec 1 §4 auto-order route).
import { onrampMachine } from "../../../machines/onramp.ts"
import type { AdditionalField } from "../../../schema/onrampModels.ts"
import { defineChart } from "../chart.ts"
import { onrampExpectations } from "../expected/onramp.ts"
import {
  celoAddress,
  failures,
  kenyaCusdLink,
  kycStatuses,
  offers,
  onrampCatalog,
  onrampFailures,
  user,
} from "../fixtures.ts"
import { quoteFailed, quoteReady } from "../quoteFixtures.ts"

// The offer's additional information: an ID number the link gives (requiredFields), and in the second offer a tax
// number it does not, so the form opens.
const idNumber: AdditionalField = { name: "idNumber", label: "ID number", type: "string", required: true }
const given: ReadonlyArray<AdditionalField> = [idNumber]
const asked: ReadonlyArray<AdditionalField> = [
  idNumber,
  { name: "taxNumber", label: "Tax number", type: "string", required: true },
]

export default defineChart({
  name: "onramp (auto-order, signed in)",
  machine: onrampMachine,
  input: {
    config: {
      ...kenyaCusdLink,
      address: celoAddress,
      requiredFields: { idNumber: "8001015009087" },
    },
    user,
    auto: true,
  },
  events: [
    { type: "xstate.done.actor.loadCatalog", output: onrampCatalog },
    quoteReady(offers.small),
    quoteReady(offers.large),
    quoteReady(offers.none),
    quoteFailed(failures.requestFailed),
    { type: "xstate.done.actor.validateWallet", output: { ok: true } },
    { type: "xstate.error.actor.validateWallet", error: onrampFailures.invalidAddress },
    { type: "xstate.done.actor.loadKycStatus", output: kycStatuses.notStarted },
    { type: "xstate.done.actor.loadExtraFields", output: [] },
    { type: "xstate.done.actor.loadExtraFields", output: given },
    { type: "xstate.done.actor.loadExtraFields", output: asked },
    { type: "xstate.done.actor.createOrder", output: { _id: "order-1" } },
    { type: "xstate.error.actor.createOrder", error: onrampFailures.orderInProgress },
    { type: "xstate.error.actor.createOrder", error: onrampFailures.quoteExpired },
  ],
  // The session ends while the configured address is checked: the journey asks for sign-in.
  coverEvents: [{ type: "session.user", user: undefined }],
  expectations: onrampExpectations,
})
