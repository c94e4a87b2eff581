// The USSD-transfer chart's actors on the app runtime, the device's memory of automatic transfers and dialled codes
// (localStorage), and the cancel sent while the page unloads (the runner in screens/wiring/ussdTransfer.ts uses them).
import { Clock, Effect } from "effect"
import { FetchHttpClient } from "effect/http"
import { ussdTransferMachine } from "../../machines/ussdTransfer.ts"
import type { PublicOnrampOrder } from "../../schema/onrampModels.ts"
import { fromEffect } from "../actor.ts"
import { confirmSwap, getPublicOnrampOrder, initTransfer, setRedirected, verifyOtp } from "../onrampOrder.ts"
import type { AppRuntime } from "../runtime.ts"
import { swapMemory } from "./swapMemory.ts"

/** Spec 2 §2: the OTP flow's transfer starts by itself once per swap on this device. */
export const autoTransfers = swapMemory("pay-widget.auto-transfers")

/** Issue 13: a swap whose code was dialled here may be paid, so leaving the page never cancels it, even after a
 * reload. */
export const dialledSwaps = swapMemory("pay-widget.dialled-swaps")

export const ussdTransferActors = (runtime: AppRuntime) => ({
  loadOrder: fromEffect(runtime, ({ orderId }: { readonly orderId: string }) =>
    Effect.all({
      order: getPublicOnrampOrder(orderId).pipe(Effect.map((order): PublicOnrampOrder => order)),
      at: Clock.currentTimeMillis,
    }),
  ),
  confirmSwap: fromEffect(runtime, ({ swapId, confirm }: { readonly swapId: string; readonly confirm: boolean }) =>
    confirmSwap(swapId, confirm),
  ),
  initTransfer: fromEffect(
    runtime,
    ({ swapId, redirectUrl }: { readonly swapId: string; readonly redirectUrl: string | undefined }) =>
      initTransfer(swapId, redirectUrl),
  ),
  verifyOtp: fromEffect(runtime, ({ swapId, code }: { readonly swapId: string; readonly code: string }) =>
    verifyOtp(swapId, code),
  ),
  setRedirected: fromEffect(runtime, ({ orderId }: { readonly orderId: string }) =>
    setRedirected(orderId).pipe(Effect.map((answer): unknown => answer)),
  ),
})

export const liveUssdTransferMachine = (runtime: AppRuntime) =>
  ussdTransferMachine.provide({ actors: ussdTransferActors(runtime) })

/** Spec 2 §2: leaving while the swap is initiated cancels the order. The page is unloading, so the request is sent
 * with keepalive, which lets it outlive the page. */
export const cancelOnUnload = (runtime: AppRuntime, swapId: string) =>
  runtime.runFork(
    confirmSwap(swapId, false).pipe(
      Effect.provideService(FetchHttpClient.RequestInit, { keepalive: true }),
      Effect.ignore,
    ),
  )
