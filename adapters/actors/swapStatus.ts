// The status and receipt charts' actors on the app runtime, and the once-per-session memory of the receipt modal
// (the session area of adapters/storage.ts), which the runner in screens/wiring/swapStatus.ts reads and writes.
import { Effect } from "effect"
import type { PickedFile } from "../../machines/receiptUpload.ts"
import { receiptUploadMachine } from "../../machines/receiptUpload.ts"
import { type OrderRewardEntry, swapStatusMachine } from "../../machines/swapStatus.ts"
import type { OnrampOrderRead } from "../../schema/onrampModels.ts"
import { fromEffect } from "../actor.ts"
import { getOnrampOrder, getOrderRewards, uploadReceipt } from "../onrampOrder.ts"
import type { AppRuntime } from "../runtime.ts"
import { pageStorage } from "../storage.ts"

const promptKey = (orderId: string) => `pay-widget.receipt-prompted.${orderId}`

/** Whether the receipt modal opened by itself for this order in this browser session. */
export const receiptPrompts = {
  seen: (orderId: string) => pageStorage().session.get(promptKey(orderId)) === "1",
  remember: (orderId: string) => pageStorage().session.set(promptKey(orderId), "1"),
}

export const liveReceiptUploadMachine = (runtime: AppRuntime) =>
  receiptUploadMachine.provide({
    actors: {
      upload: fromEffect(runtime, ({ orderId, file }: { readonly orderId: string; readonly file: PickedFile }) =>
        file instanceof File
          ? Effect.asVoid(uploadReceipt(orderId, file))
          : Effect.die(new Error("A receipt must be a file")),
      ),
    },
  })

export const liveSwapStatusMachine = (runtime: AppRuntime) =>
  swapStatusMachine.provide({
    actors: {
      loadOrder: fromEffect(runtime, (orderId: string) =>
        getOnrampOrder(orderId).pipe(Effect.map((order): OnrampOrderRead => order)),
      ),
      loadRewards: fromEffect(runtime, (orderId: string) =>
        getOrderRewards(orderId).pipe(Effect.map((rewards): ReadonlyArray<OrderRewardEntry> => rewards)),
      ),
      receiptUpload: liveReceiptUploadMachine(runtime),
    },
  })
