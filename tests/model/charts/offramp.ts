import { offrampMachine } from "../../../machines/offramp.ts"
import { defineChart } from "../chart.ts"
import { offrampExpectations } from "../expected/offramp.ts"
import { failures, kycStatuses, user } from "../fixtures.ts"
import { confirmedDetails, offrampCatalog, offrampFailures, offrampOffers } from "../offrampFixtures.ts"
import { quoteFailed, quoteFetching, quoteIdle, quoteReady } from "../quoteFixtures.ts"

export default defineChart({
  name: "offramp",
  machine: offrampMachine,
  input: {
    // What the order passes on for the integrator (spec 2 §7 create-order): its reference, its source, a campaign tag.
    config: { network: "CELO", asset: "CUSD", orderParams: "ref-42", source: "trust", utm_source: "newsletter" },
  },
  events: [
    { type: "xstate.done.actor.loadCatalog", output: offrampCatalog },
    { type: "xstate.error.actor.loadCatalog", error: failures.requestFailed },
    quoteReady(offrampOffers.withFields),
    quoteReady(offrampOffers.none),
    quoteFailed(failures.requestFailed),
    { type: "amount.change", value: "1.234", currency: "crypto" },
    quoteFetching,
    quoteIdle,
    { type: "xstate.done.actor.peekKycStatus", output: kycStatuses.notStarted },
    { type: "next" },
    { type: "back" },
    { type: "session.user", user },
    { type: "anonymous.continue" },
    { type: "xstate.done.actor.loadKycStatus", output: kycStatuses.notStarted },
    { type: "xstate.error.actor.loadKycStatus", error: failures.requestFailed },
    { type: "xstate.done.actor.kyc", output: { passed: true } },
    { type: "field.change", key: "accountName", value: "Amina Otieno" },
    { type: "details.validate" },
    { type: "xstate.done.actor.validateFields", output: confirmedDetails },
    { type: "xstate.error.actor.validateFields", error: offrampFailures.fieldsInvalid },
    { type: "details.edit" },
    { type: "address.change", value: "0x765DE816845861e75A25fCA122bb6898B8B1282a" },
    { type: "order.create" },
    { type: "xstate.done.actor.createOrder", output: { _id: "order-1" } },
    { type: "xstate.error.actor.createOrder", error: offrampFailures.quoteExpired },
    { type: "xstate.error.actor.createOrder", error: failures.requestFailed },
  ],
  // As on the on-ramp: each changes the offer asked for, taken once. The ID-check status read ahead of Next may
  // fail (Next then reads it again); a user signed out while the sign-in waits stays there.
  coverEvents: [
    { type: "country.select", countryIsoCode: "NG" },
    { type: "channel.select", paymentChannel: "mobile_money" },
    { type: "asset.select", network: "CELO", asset: "CKES" },
    { type: "xstate.error.actor.peekKycStatus", error: failures.requestFailed },
    { type: "session.user", user: undefined },
  ],
  expectations: offrampExpectations,
})
