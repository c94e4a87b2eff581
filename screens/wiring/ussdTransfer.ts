// The order-in-progress chart with its live actors, one per visit of /ussd/{orderId}: it starts with the device's
// memory of automatic transfers and dialled codes, and what it emits for the adapters (fresh orders to the framing
// page, automatic transfers and dialled codes to storage) is handled here. The cancel sent while the page unloads
// also lives here.
import { createActor } from "xstate"
import {
  autoTransfers,
  cancelOnUnload,
  dialledSwaps,
  handleAdapterEvent,
  liveUssdTransferMachine,
} from "../../adapters/actors/ussdTransfer.ts"
import type { AppRuntime } from "../../adapters/runtime.ts"
import type { UssdTransferInput } from "../../machines/ussdTransferContext.ts"

export const makeUssdTransferFlow = (runtime: AppRuntime) => {
  const machine = liveUssdTransferMachine(runtime)
  return {
    start: (input: Omit<UssdTransferInput, "autoTransferred" | "dialled">) => {
      const actor = createActor(machine, {
        input: { ...input, autoTransferred: autoTransfers.list(), dialled: dialledSwaps.list() },
      })
      actor.on("*", handleAdapterEvent)
      return actor.start()
    },
    cancelOnUnload: (swapId: string) => {
      cancelOnUnload(runtime, swapId)
    },
  }
}

export type UssdTransferFlow = ReturnType<typeof makeUssdTransferFlow>
export type UssdTransferActor = ReturnType<UssdTransferFlow["start"]>
