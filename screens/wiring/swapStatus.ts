// The status page's charts with their live actors, one per order the page shows, and their effects carried out here
// (the one runner, screens/wiring/effects.ts): each fresh order to the framing page, the receipt modal's opening by
// itself remembered for the session (so it opens once per order per session), copying with its toast. The chain
// mode for explorer links is chainMode.ts's query, shared by every status page.
import { Effect } from "effect"
import { liveSwapStatusMachine, receiptPrompts } from "../../adapters/actors/swapStatus.ts"
import { ParentWindow } from "../../adapters/parentEvents.ts"
import type { AppRuntime } from "../../adapters/runtime.ts"
import type { ReceiptEmitted } from "../../machines/receiptUpload.ts"
import type { SwapStatusEmitted } from "../../machines/swapStatus.ts"
import { startWithEffects } from "./effects.ts"
import { browserEffects } from "./effectsBrowser.ts"

export const makeSwapStatusWiring = (runtime: AppRuntime) => {
  const parent = runtime.runSync(Effect.service(ParentWindow))
  const machine = liveSwapStatusMachine(runtime)
  return {
    start: (orderId: string) =>
      startWithEffects<typeof machine, SwapStatusEmitted | ReceiptEmitted>(
        machine,
        { input: { orderId, receiptPrompted: receiptPrompts.seen(orderId) } },
        {
          toast: browserEffects.toast,
          "clipboard.copy": browserEffects["clipboard.copy"],
          "order.read": ({ order }) => parent.announceOnrampOrder(order),
          "receipt.prompted": ({ orderId: prompted }) => receiptPrompts.remember(prompted),
        },
      ),
  }
}

export type SwapStatusWiring = ReturnType<typeof makeSwapStatusWiring>
export type SwapStatusActor = ReturnType<SwapStatusWiring["start"]>
