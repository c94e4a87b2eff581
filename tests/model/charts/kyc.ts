import { kycMachine } from "../../../machines/kyc.ts"
import { defineChart } from "../chart.ts"
import { kycExpectations } from "../expected/kyc.ts"
import { failures, kycFailures, kycImage, kycStatuses } from "../fixtures.ts"

export default defineChart({
  name: "kyc",
  machine: kycMachine,
  input: { requiredLevel: "basic" },
  events: [
    { type: "xstate.done.actor.loadStatus", output: kycStatuses.notStarted },
    { type: "xstate.done.actor.loadStatus", output: kycStatuses.beingVerified },
    { type: "xstate.done.actor.loadStatus", output: kycStatuses.rejected },
    { type: "xstate.done.actor.loadStatus", output: kycStatuses.atLimit },
    { type: "xstate.done.actor.loadStatus", output: kycStatuses.passed },
    { type: "xstate.error.actor.loadStatus", error: failures.requestFailed },
    { type: "reload" },
    { type: "retry" },
    { type: "document.select", id: "ke-national-id" },
    { type: "field.change", name: "firstName", value: "Amina" },
    { type: "field.change", name: "firstName", value: "4m!na" },
    { type: "field.change", name: "dateOfBirth", value: "1994-03-12" },
    { type: "image.add", name: "documentFront", dataUrl: kycImage },
    { type: "documentId.change", value: "A1234567" },
    { type: "back" },
    { type: "submit" },
    { type: "xstate.done.actor.submitCheck", output: kycStatuses.beingVerified.currentKyc },
    { type: "xstate.error.actor.submitCheck", error: kycFailures.attemptsExhausted },
    { type: "xstate.error.actor.submitCheck", error: kycFailures.invalid },
    { type: "xstate.after.statusPoll.kyc.verifying" },
    { type: "continue" },
  ],
  coverEvents: [{ type: "image.remove", name: "documentFront" }],
  expectations: kycExpectations,
})
