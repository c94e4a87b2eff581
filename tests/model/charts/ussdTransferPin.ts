// A USSD code with the SIM PIN placeholder: dialling asks for the PIN first. Once dialled, leaving the page neither
// asks nor cancels (issue 13).
import { ussdTransferMachine } from "../../../machines/ussdTransfer.ts"
import { defineChart } from "../chart.ts"
import { ussdTransferExpectations } from "../expected/ussdTransfer.ts"
import { instructions, read, swapOf } from "../ussdFixtures.ts"

export default defineChart({
  name: "ussdTransfer (USSD code with PIN)",
  machine: ussdTransferMachine,
  input: { orderId: "order-1" },
  events: [
    { type: "xstate.done.actor.loadOrder", output: read(swapOf(instructions.ussdPin)) },
    { type: "ussd.dial" },
    { type: "pin.change", value: "1234" },
    { type: "transfer.start" },
    { type: "leave.request" },
    { type: "leave.confirm" },
  ],
  expectations: ussdTransferExpectations,
})
