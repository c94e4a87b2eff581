// The redirect flow: once the transfer is initiated the order is marked redirected and the payment page opens; back
// from it, the order is read again.
import { ussdTransferMachine } from "../../../machines/ussdTransfer.ts"
import { defineChart } from "../chart.ts"
import { ussdTransferExpectations } from "../expected/ussdTransfer.ts"
import { attempted, instructions, read, swapFailures, swapOf } from "../ussdFixtures.ts"

const redirect = instructions.redirect

export default defineChart({
  name: "ussdTransfer (redirect)",
  machine: ussdTransferMachine,
  input: { orderId: "order-1", returnUrl: "http://127.0.0.1/ussd/order-1" },
  events: [
    { type: "xstate.done.actor.loadOrder", output: read(swapOf(redirect)) },
    { type: "transfer.start" },
    { type: "xstate.done.actor.initTransfer", output: attempted(redirect) },
    { type: "xstate.done.actor.setRedirected", output: {} },
    { type: "xstate.error.actor.setRedirected", error: swapFailures.requestFailed },
    // Back from the payment page through the browser's back-forward cache: the order is read again.
    { type: "page.restored" },
  ],
  expectations: ussdTransferExpectations,
})
