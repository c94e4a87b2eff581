// Receipts of an on-ramp order (spec 2 §2, §4, §5): the modal opens by itself once per order per session when the
// buyer has confirmed; a receipt can be added while fewer than 5 exist and the swap is buyer_confirmed or
// seller_rejected; only jpg, png and pdf, and only the first file when several are picked. Invoked by the status
// chart, which tells it of each fresh order. The modal opening by itself is emitted (`receipt.prompted`) for the
// runner in screens/wiring/ to remember for the session.
import { assertEvent, assign, emit, setup } from "xstate"
import type { BuySwapStatus } from "../schema/enums.ts"
import { errors, success } from "../schema/messages.ts"
import { canAddReceipt, isAcceptedReceipt, receiptStatuses } from "../schema/receiptRules.ts"
import { receiptLabels } from "../schema/swapStatusLabels.ts"
import { abstractActor } from "./abstractActor.ts"
import { failureMessage } from "./failure.ts"

export interface PickedFile {
  readonly name: string
  readonly type: string
}

export type ReceiptEvent =
  | { readonly type: "receipt.open" }
  | { readonly type: "receipt.close" }
  | { readonly type: "receipt.pick"; readonly files: ReadonlyArray<PickedFile> }
  | { readonly type: "order.update"; readonly status: BuySwapStatus; readonly receiptCount: number }

export type ReceiptEmitted = { readonly type: "receipt.prompted"; readonly orderId: string }

export interface ReceiptContext {
  readonly orderId: string
  readonly status: BuySwapStatus
  readonly receiptCount: number
  /** The modal opened by itself for this order in this session already. */
  readonly prompted: boolean
  readonly error: string | undefined
  readonly notice: string | undefined
}

/** The first file picked (only the first counts); read only on a pick, so no other event is looked at. */
const firstFile = (event: ReceiptEvent) => {
  assertEvent(event, "receipt.pick")
  return event.files[0]
}
/** The file being uploaded: the first one picked (the noFile guard lets no empty pick reach the upload). */
const fileToUpload = (event: ReceiptEvent): PickedFile => {
  assertEvent(event, "receipt.pick")
  const [file] = event.files
  if (!file) throw new Error("No file was picked")
  return file
}

export const receiptUploadMachine = setup({
  types: {
    context: {} as ReceiptContext,
    events: {} as ReceiptEvent,
    emitted: {} as ReceiptEmitted,
    input: {} as {
      readonly orderId: string
      readonly status: BuySwapStatus
      readonly receiptCount: number
      readonly prompted: boolean
    },
  },
  actors: {
    upload: abstractActor<void, { readonly orderId: string; readonly file: PickedFile }>("upload"),
  },
  actions: {
    rememberPrompt: emit(({ context }) => ({ type: "receipt.prompted" as const, orderId: context.orderId })),
    noteOrder: assign(({ event }) => {
      assertEvent(event, "order.update")
      return { status: event.status, receiptCount: event.receiptCount }
    }),
    clearMessages: assign({ error: undefined, notice: undefined }),
  },
  guards: {
    shouldPrompt: ({ context }) =>
      !context.prompted && context.status === "buyer_confirmed" && canAddReceipt(context.status, context.receiptCount),
    allowed: ({ context }) => canAddReceipt(context.status, context.receiptCount),
    orderMovedOn: ({ event }) => {
      assertEvent(event, "order.update")
      return !receiptStatuses.includes(event.status)
    },
    noFile: ({ event }) => firstFile(event) === undefined,
    wrongType: ({ event }) => {
      const file = firstFile(event)
      return file !== undefined && !isAcceptedReceipt(file)
    },
  },
}).createMachine({
  id: "receiptUpload",
  context: ({ input }) => ({ ...input, error: undefined, notice: undefined }),
  initial: "closed",
  on: { "order.update": { actions: "noteOrder" } },
  states: {
    closed: {
      always: {
        guard: "shouldPrompt",
        target: "open",
        actions: [assign({ prompted: true }), "rememberPrompt"],
      },
      on: { "receipt.open": { guard: "allowed", target: "open" } },
    },
    open: {
      tags: ["open"],
      on: {
        "receipt.close": { target: "closed", actions: "clearMessages" },
        // The order moved past the statuses that take receipts (confirmed, completed...): the modal gives way to it.
        "order.update": [
          { guard: "orderMovedOn", target: "closed", actions: ["noteOrder", "clearMessages"] },
          { actions: "noteOrder" },
        ],
        "receipt.pick": [
          { guard: "noFile" },
          {
            guard: ({ context }) => !canAddReceipt(context.status, context.receiptCount),
            actions: assign({ error: errors.failedToUploadReceipt(receiptLabels.limitReached), notice: undefined }),
          },
          {
            guard: "wrongType",
            actions: assign({ error: errors.failedToUploadReceipt(receiptLabels.wrongType), notice: undefined }),
          },
          { target: "uploading" },
        ],
      },
    },
    uploading: {
      tags: ["open", "loading"],
      entry: "clearMessages",
      invoke: {
        id: "upload",
        src: "upload",
        input: ({ context, event }) => ({ orderId: context.orderId, file: fileToUpload(event) }),
        onDone: {
          target: "open",
          actions: assign({
            receiptCount: ({ context }) => context.receiptCount + 1,
            notice: success.receiptUploaded,
          }),
        },
        onError: {
          target: "open",
          actions: assign({
            error: ({ event }) => errors.failedToUploadReceipt(failureMessage(event.error, errors.requestFailed)),
          }),
        },
      },
    },
  },
})
