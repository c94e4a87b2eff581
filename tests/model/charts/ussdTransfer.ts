// The order in progress with a payment prompt (stk_push): read, polled, the prompt sent and its cooldown, I
// Transferred, Cancel Order, Show status, leaving (in the app, or the page unloading), copying a detail, and the
// statuses that end the page.
import { ussdTransferMachine } from "../../../machines/ussdTransfer.ts"
import { defineChart } from "../chart.ts"
import { ussdTransferExpectations } from "../expected/ussdTransfer.ts"
import { attempted, attempted20sAgo, instructions, read, swapFailures, swapOf } from "../ussdFixtures.ts"

const prompt = instructions.stkPush

export default defineChart({
  name: "ussdTransfer",
  machine: ussdTransferMachine,
  input: { orderId: "order-1", returnUrl: "http://127.0.0.1/ussd/order-1" },
  events: [
    { type: "xstate.done.actor.loadOrder", output: read(swapOf(prompt)) },
    { type: "xstate.done.actor.loadOrder", output: read(attempted20sAgo(prompt)) },
    { type: "xstate.done.actor.loadOrder", output: read(swapOf(prompt, "buyer_rejected")) },
    { type: "xstate.done.actor.loadOrder", output: read(swapOf(prompt, "expired")) },
    { type: "xstate.done.actor.loadOrder", output: read(swapOf(prompt, "buyer_confirmed")) },
    { type: "xstate.error.actor.loadOrder", error: swapFailures.notFound },
    { type: "reload" },
    { type: "xstate.after.ussdOrderRefetch.ussdTransfer.active.ready.waiting" },
    { type: "transfer.start" },
    { type: "xstate.done.actor.initTransfer", output: attempted(prompt) },
    { type: "xstate.error.actor.initTransfer", error: swapFailures.requestFailed },
    { type: "cooldown.over" },
    { type: "order.confirm" },
    { type: "order.cancel" },
    { type: "xstate.done.actor.confirmSwap", output: swapOf(prompt, "buyer_confirmed") },
    { type: "xstate.done.actor.confirmSwap", output: swapOf(prompt, "buyer_rejected") },
    { type: "xstate.error.actor.confirmSwap", error: swapFailures.alreadyProcessed },
    { type: "xstate.error.actor.confirmSwap", error: swapFailures.expired },
    { type: "status.show" },
    { type: "leave.request" },
    { type: "leave.stay" },
    { type: "leave.confirm" },
    // The browser hides the page for good: after it asked (the buyer had touched the page), or without asking.
    { type: "page.hide", asked: true },
    { type: "page.hide", asked: false },
    { type: "detail.copy", value: "ORDER-1" },
  ],
  // The order was processed meanwhile (another tab, the agent): the order is read again.
  coverEvents: [{ type: "xstate.error.actor.initTransfer", error: swapFailures.alreadyProcessed }],
  expectations: ussdTransferExpectations,
})
