// The OTP flow (otp_stk_push): the transfer starts by itself once per swap, the code is entered and verified, and I
// Transferred waits for it; resending the code cools down for 30 s.
import { ussdTransferMachine } from "../../../machines/ussdTransfer.ts"
import { defineChart } from "../chart.ts"
import { ussdTransferExpectations } from "../expected/ussdTransfer.ts"
import { attempted, instructions, read, swapFailures, swapOf } from "../ussdFixtures.ts"

const otp = instructions.otp

export default defineChart({
  name: "ussdTransfer (OTP)",
  machine: ussdTransferMachine,
  input: { orderId: "order-1", returnUrl: "http://127.0.0.1/ussd/order-1" },
  events: [
    { type: "xstate.done.actor.loadOrder", output: read(swapOf(otp)) },
    { type: "xstate.done.actor.initTransfer", output: attempted(otp) },
    { type: "xstate.error.actor.initTransfer", error: swapFailures.requestFailed },
    { type: "cooldown.over" },
    { type: "transfer.start" },
    { type: "otp.change", value: "123456" },
    { type: "otp.verify" },
    {
      type: "xstate.done.actor.verifyOtp",
      output: { ...attempted(otp), transferInstructions: { ...otp, isOtpRequired: false } },
    },
    { type: "xstate.error.actor.verifyOtp", error: swapFailures.wrongCode },
    { type: "xstate.error.actor.verifyOtp", error: swapFailures.requestFailed },
    { type: "order.confirm" },
    { type: "xstate.done.actor.confirmSwap", output: swapOf(otp, "buyer_confirmed") },
  ],
  // The order was processed meanwhile: the order is read again.
  coverEvents: [{ type: "xstate.error.actor.verifyOtp", error: swapFailures.alreadyProcessed }],
  expectations: ussdTransferExpectations,
})
