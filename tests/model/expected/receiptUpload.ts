// The receipt modal as the spec states it (spec 2 §2 On-ramp swap status: it opens by itself once per order per
// session when the buyer has confirmed; §4 Receipt upload: a receipt can be added while fewer than 5 exist and the
// status is buyer_confirmed or seller_rejected; §5 only jpg, png and pdf, only the first file; §8 'Receipt uploaded
// successfully', 'Failed to upload a receipt. Error: {reason}'), for every chart registered over
// machines/receiptUpload.ts. It opens over the status page.
import { type AnyMachineSnapshot, createActor, getNextSnapshot } from "xstate"
import { errors, success } from "../../../schema/messages.ts"
import { receiptLabels } from "../../../schema/swapStatusLabels.ts"
import { type ChartExpectations, callsCarry, goesTo, onEvent } from "../expectations.ts"
import { statusFailures } from "../swapStatusFixtures.ts"

interface Receipts {
  readonly status: string
  readonly receiptCount: number
  readonly prompted: boolean
  readonly notice: string | undefined
}
const receipts = (snapshot: AnyMachineSnapshot) => snapshot.context as Receipts
const receiptStatuses = ["buyer_confirmed", "seller_rejected"]
/** Spec 2 §4: fewer than 5 receipts, and the swap confirmed by the buyer or rejected by the agent. */
const mayAdd = (snapshot: AnyMachineSnapshot) =>
  receipts(snapshot).receiptCount < 5 && receiptStatuses.includes(receipts(snapshot).status)
/** Spec 2 §5: jpg, png and pdf. */
const accepted = (file: { readonly name: string; readonly type: string }) =>
  /\.(jpe?g|png|pdf)$/i.test(file.name) || ["image/jpeg", "image/png", "application/pdf"].includes(file.type)
const refused = (reason: string) => errors.failedToUploadReceipt(reason)
const modalTexts = [
  refused(receiptLabels.wrongType),
  refused(receiptLabels.limitReached),
  refused(statusFailures.receiptRefused.message),
  refused(errors.requestFailed),
]

export const receiptUploadExpectations: ChartExpectations = {
  states: {
    '"closed"': (snapshot) => ({ enabled: { "receipt.open": mayAdd(snapshot) } }),
    '"open"': { mayShow: modalTexts, enabled: { "receipt.close": true }, busy: false },
    '"uploading"': { enabled: { "receipt.close": false }, busy: true },
  },
  steps: [
    // Spec 1 §7 upload-receipt {orderId, receipt}: the first file picked (spec 2 §5).
    callsCarry((id, { event, after }) =>
      id === "upload"
        ? {
            orderId: (after.context as { orderId: string }).orderId,
            file: (event as unknown as { files: ReadonlyArray<unknown> }).files[0],
          }
        : undefined,
    ),
    // Opens by itself once: buyer confirmed, receipts still allowed, not prompted in this session.
    (step) => {
      if (step.event.type !== "xstate.init") return undefined
      const { status } = receipts(step.after)
      const due = status === "buyer_confirmed" && mayAdd(step.after)
      if (due !== step.emitted.includes("receipt.prompted")) return "the modal opens by itself once, when due"
      return due ? goesTo(step.after, '"open"', "opened by itself") : undefined
    },
    // Started on other orders, it stays closed: one the agent rejected (receipts allowed, but the buyer has not just
    // confirmed), one with its 5 receipts, one already prompted in this session.
    (step) => {
      if (step.event.type !== "xstate.init") return undefined
      const { orderId, status, receiptCount } = step.after.context as Receipts & { orderId: string }
      const start = { orderId, status, receiptCount, prompted: false }
      const others = [{ status: "seller_rejected", receiptCount: 0 }, { receiptCount: 5 }, { prompted: true }]
      const opened = others.find(
        (other) => createActor(step.after.machine, { input: { ...start, ...other } }).getSnapshot().value !== "closed",
      )
      return opened ? `opened by itself on an order ${JSON.stringify(opened)}` : undefined
    },
    onEvent("receipt.pick", ({ event, before, after }) => {
      const [file] = (event as unknown as { files: ReadonlyArray<{ name: string; type: string }> }).files
      if (!file) return goesTo(after, '"open"', "nothing picked")
      if (!mayAdd(before))
        return after.context.error === refused(receiptLabels.limitReached) ? undefined : "no more receipts here"
      if (!accepted(file))
        return after.context.error === refused(receiptLabels.wrongType) ? undefined : "only jpg, png and pdf"
      return goesTo(after, '"uploading"', "the first file picked is uploaded")
    }),
    onEvent(
      "xstate.done.actor.upload",
      ({ before, after }) =>
        goesTo(after, '"open"', "uploaded") ??
        (receipts(after).notice === success.receiptUploaded ? undefined : `should say ${success.receiptUploaded}`) ??
        (receipts(after).receiptCount === receipts(before).receiptCount + 1 ? undefined : "one more receipt"),
    ),
    // The modal shows over the page while open or uploading (the open tag the page reads), not once closed.
    (step) =>
      step.after.hasTag("open") === (step.after.value !== "closed") ? undefined : "shown while, and only while, open",
    // Wherever the modal is, a fresh order's status and receipt count are kept for its rules (spec 2 §4), tried from
    // each step: an update that changes nothing seen is not among the walked paths.
    (step) => {
      const kept = (status: string) => {
        const update = { type: "order.update", status, receiptCount: 4 }
        const next = receipts(getNextSnapshot(step.after.machine, step.after, update))
        return next.status === status && next.receiptCount === update.receiptCount
      }
      // One that still takes receipts, one that moved on.
      return kept("seller_rejected") && kept("seller_confirmed") ? undefined : "a fresh order should be kept"
    },
    // The order moved past the statuses that take receipts: the modal gives way.
    onEvent("order.update", ({ event, before, after }) =>
      before.value === "open" && !receiptStatuses.includes((event as unknown as { status: string }).status)
        ? goesTo(after, '"closed"', "the order moved on")
        : undefined,
    ),
  ],
  leadsTo: [[{ type: "receipt.close" }, '"closed"']],
  says: [
    [{ type: "xstate.error.actor.upload", error: statusFailures.receiptRefused }, modalTexts[2] ?? ""],
    [{ type: "xstate.error.actor.upload", error: statusFailures.requestFailed }, modalTexts[3] ?? ""],
  ],
}
