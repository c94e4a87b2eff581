// The redirect flow with the integrator's noRedirect option: the Redirect required modal instead of leaving.
import { ussdTransferMachine } from "../../../machines/ussdTransfer.ts"
import { defineChart } from "../chart.ts"
import { ussdTransferExpectations } from "../expected/ussdTransfer.ts"
import { attempted, instructions, read, swapOf } from "../ussdFixtures.ts"

const redirect = instructions.redirect

export default defineChart({
  name: "ussdTransfer (redirect, noRedirect)",
  machine: ussdTransferMachine,
  input: { orderId: "order-1", noRedirect: true },
  events: [
    { type: "xstate.done.actor.loadOrder", output: read(swapOf(redirect)) },
    { type: "transfer.start" },
    { type: "xstate.done.actor.initTransfer", output: attempted(redirect) },
    { type: "redirect.close" },
  ],
  expectations: ussdTransferExpectations,
})
