import { receiptUploadMachine } from "../../../machines/receiptUpload.ts"
import { defineChart } from "../chart.ts"
import { receiptUploadExpectations } from "../expected/receiptUpload.ts"
import { files, statusFailures } from "../swapStatusFixtures.ts"

export default defineChart({
  name: "receiptUpload",
  machine: receiptUploadMachine,
  input: { orderId: "order-1", status: "buyer_confirmed", receiptCount: 3, prompted: false },
  events: [
    { type: "receipt.open" },
    { type: "receipt.close" },
    { type: "receipt.pick", files: [] },
    { type: "receipt.pick", files: [files.text, files.png] },
    { type: "receipt.pick", files: [files.png, files.text] },
    { type: "receipt.pick", files: [files.pdf] },
    { type: "order.update", status: "seller_rejected", receiptCount: 4 },
    { type: "order.update", status: "seller_confirmed", receiptCount: 4 },
    { type: "xstate.done.actor.upload", output: { ok: true } },
    { type: "xstate.error.actor.upload", error: statusFailures.receiptRefused },
    { type: "xstate.error.actor.upload", error: statusFailures.requestFailed },
  ],
  expectations: receiptUploadExpectations,
})
