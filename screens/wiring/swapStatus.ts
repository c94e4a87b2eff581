// The status page's charts with their live actors and the memory of the receipt modal: what the /swap-status
// route needs of the adapters (the chain mode for explorer links is chainMode.ts's query, shared by every status page).
import { liveSwapStatusMachine, receiptPrompts } from "../../adapters/actors/swapStatus.ts"
import type { AppRuntime } from "../../adapters/runtime.ts"

export const makeSwapStatusWiring = (runtime: AppRuntime) => ({
  machine: liveSwapStatusMachine(runtime),
  /** Whether the receipt modal already opened by itself for this order in this session. */
  receiptPrompted: receiptPrompts.seen,
})

export type SwapStatusWiring = ReturnType<typeof makeSwapStatusWiring>
