// The OTP flow on a device that already started this swap's transfer: nothing starts by itself again.
import { ussdTransferMachine } from "../../../machines/ussdTransfer.ts"
import { defineChart } from "../chart.ts"
import { ussdTransferExpectations } from "../expected/ussdTransfer.ts"
import { instructions, read, swapOf } from "../ussdFixtures.ts"

export default defineChart({
  name: "ussdTransfer (OTP already started here)",
  machine: ussdTransferMachine,
  input: { orderId: "order-1", autoTransferred: ["swap-1"] },
  events: [{ type: "xstate.done.actor.loadOrder", output: read(swapOf(instructions.otp)) }],
  expectations: ussdTransferExpectations,
})
