import { onrampMachine } from "../../../machines/onramp.ts"
import { defineChart } from "../chart.ts"
import { onrampExpectations } from "../expected/onramp.ts"
import { celoAddress, failures, kycStatuses, offers, onrampCatalog, onrampFailures, user } from "../fixtures.ts"
import { quoteFailed, quoteFetching, quoteIdle, quoteReady } from "../quoteFixtures.ts"

const needsBasic = { ...kycStatuses.notStarted }

export default defineChart({
  name: "onramp",
  machine: onrampMachine,
  input: { config: { network: "CELO", asset: "CUSD" } },
  events: [
    { type: "xstate.done.actor.loadCatalog", output: onrampCatalog },
    { type: "xstate.error.actor.loadCatalog", error: failures.requestFailed },
    quoteReady(offers.small),
    quoteReady(offers.large),
    quoteReady(offers.none),
    quoteFailed(failures.requestFailed),
    { type: "amount.change", value: "20" },
    { type: "amount.change", value: "1.234" },
    quoteFetching,
    quoteIdle,
    { type: "next" },
    { type: "back" },
    // Pasted with spaces around it: the wallet check and the order get it without them (spec 1 §5).
    { type: "address.change", value: ` ${celoAddress}  ` },
    { type: "xstate.done.actor.validateWallet", output: { ok: true } },
    { type: "xstate.error.actor.validateWallet", error: onrampFailures.invalidAddress },
    // Failures without a server message: the toast says the situation's default (spec 1 §8).
    { type: "xstate.error.actor.validateWallet", error: failures.requestFailed },
    { type: "session.user", user },
    { type: "xstate.done.actor.loadKycStatus", output: needsBasic },
    { type: "xstate.error.actor.loadKycStatus", error: failures.requestFailed },
    { type: "xstate.done.actor.kyc", output: { passed: true } },
    { type: "xstate.done.actor.loadExtraFields", output: [] },
    { type: "order.create" },
    { type: "xstate.done.actor.createOrder", output: { _id: "order-1" } },
    { type: "xstate.error.actor.createOrder", error: onrampFailures.orderInProgress },
    { type: "xstate.error.actor.createOrder", error: onrampFailures.quoteExpired },
    { type: "xstate.error.actor.createOrder", error: failures.requestFailed },
  ],
  // Each changes the offer asked for; taken once, they would multiply the walk's contexts. A user signed out while
  // the sign-in waits stays there.
  coverEvents: [
    { type: "currency.toggle" },
    { type: "country.select", countryIsoCode: "NG" },
    { type: "channel.select", paymentChannel: "mobile_money", carrierCode: "airtel" },
    { type: "asset.select", network: "CELO", asset: "CKES" },
    { type: "memo.change", value: "104839" },
    // The payer's phone of a payment prompt, typed on the review (issue 16).
    { type: "payer.phone", value: "712345678" },
    { type: "session.user", user: undefined },
    // Signed in on the amount with an account in another offered country: the amount takes that country.
    { type: "session.user", user: { ...user, countryIsoCode: "NG" } },
  ],
  expectations: onrampExpectations,
})
