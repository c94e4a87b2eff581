// An offer that asks for additional information (spec 1 §2, §4, §5): the definitions are loaded at the review, Create
// order opens the form prefilled from requiredFields, Save checks it and creates, Cancel closes it.
import { onrampMachine } from "../../../machines/onramp.ts"
import type { AdditionalField } from "../../../schema/onrampModels.ts"
import { defineChart } from "../chart.ts"
import { extraFieldRefusal, onrampExpectations } from "../expected/onramp.ts"
import { celoAddress, failures, kycStatuses, offers, onrampCatalog, user } from "../fixtures.ts"
import { quoteReady } from "../quoteFixtures.ts"

const fields: ReadonlyArray<AdditionalField> = [
  { name: "idNumber", label: "ID number", type: "string", required: true },
  {
    name: "accountType",
    label: "Account type",
    type: "enum",
    required: true,
    defaultValue: "cheque",
    options: [
      { label: "Cheque", value: "cheque" },
      { label: "Savings", value: "savings" },
    ],
  },
  { name: "email", label: "E-mail for the receipt", type: "email", required: false },
]

export default defineChart({
  name: "onramp (extra fields)",
  machine: onrampMachine,
  input: {
    config: {
      network: "CELO",
      asset: "CUSD",
      amount: 2000,
      countryIsoCode: "KE",
      address: celoAddress,
      requiredFields: { idNumber: "8001015009087" },
      // What the order passes on for the integrator (spec 1 §3): its reference, its source, a campaign tag.
      orderParams: "ref-42",
      source: "trust",
      utm_source: "newsletter",
      // A memo on a network that takes none (spec 1 §5): the order carries no memo.
      memo: "104839",
    },
    user,
  },
  events: [
    { type: "xstate.done.actor.loadCatalog", output: onrampCatalog },
    quoteReady(offers.small),
    { type: "next" },
    { type: "xstate.done.actor.loadKycStatus", output: kycStatuses.passed },
    { type: "xstate.done.actor.loadExtraFields", output: fields },
    { type: "xstate.error.actor.loadExtraFields", error: failures.requestFailed },
    { type: "order.create" },
    { type: "extra.change", name: "idNumber", value: "" },
    { type: "extra.change", name: "email", value: "amina@" },
    { type: "extra.save" },
    { type: "extra.cancel" },
    { type: "xstate.done.actor.createOrder", output: { _id: "order-1" } },
    {
      type: "xstate.error.actor.createOrder",
      error: { _tag: "InvalidRequest", code: "INVALID_REQUEST", message: extraFieldRefusal },
    },
  ],
  expectations: onrampExpectations,
})
