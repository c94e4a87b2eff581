// The status page's charts with their live actors, the memory of the receipt modal, and the chain mode for
// explorer links: what the /swap-status route needs of the adapters.
import { liveSwapStatusMachine, receiptPrompts } from "../../adapters/actors/swapStatus.ts"
import { loadChainMode } from "../../adapters/chainMode.ts"
import type { AppRuntime } from "../../adapters/runtime.ts"
import type { ChainMode } from "../../schema/explorers.ts"

export const makeSwapStatusWiring = (runtime: AppRuntime, baseUrl: string) => {
  let chainMode: Promise<ChainMode> | undefined
  return {
    machine: liveSwapStatusMachine(runtime),
    /** Whether the receipt modal already opened by itself for this order in this session. */
    receiptPrompted: receiptPrompts.seen,
    /** Asked once per page load. */
    chainMode: (): Promise<ChainMode> => {
      chainMode ??= loadChainMode(baseUrl)
      return chainMode
    },
  }
}

export type SwapStatusWiring = ReturnType<typeof makeSwapStatusWiring>
