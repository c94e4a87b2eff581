// What the order-in-progress chart hears (from the screen, the page's life in the browser, its own cooldown timer)
// and the effects it asks for (carried out by the runner in screens/wiring/).
import type { PublicOnrampOrder } from "../schema/onrampModels.ts"
import type { CopyEffect, PageOpenEffect, ToastEffect } from "./effects.ts"
import { failureTag } from "./failure.ts"

export type UssdTransferEvent =
  | { readonly type: "order.confirm" }
  | { readonly type: "order.cancel" }
  | { readonly type: "transfer.start" }
  | { readonly type: "otp.change"; readonly value: string }
  | { readonly type: "otp.verify" }
  | { readonly type: "pin.change"; readonly value: string }
  | { readonly type: "ussd.dial" }
  | { readonly type: "redirect.close" }
  | { readonly type: "status.show" }
  | { readonly type: "detail.copy"; readonly value: string }
  | { readonly type: "leave.request" }
  | { readonly type: "leave.stay" }
  | { readonly type: "leave.confirm" }
  | { readonly type: "reload" }
  /** The browser hides the page for good (closed, reloaded, another site); `asked`: the buyer had touched it, so the
   * browser asked before leaving. */
  | { readonly type: "page.hide"; readonly asked: boolean }
  /** The browser shows the page again from its back-forward cache (back from the payment page). */
  | { readonly type: "page.restored" }
  /** Raised by the chart itself when the retry cooldown is over. */
  | { readonly type: "cooldown.over" }

export type UssdTransferEmitted =
  | ToastEffect
  | CopyEffect
  /** The payment page (transferInstructions.paymentUrl) opens in this window. */
  | PageOpenEffect
  | { readonly type: "order.read"; readonly order: PublicOnrampOrder }
  | { readonly type: "autoTransfer.started"; readonly swapId: string }
  /** The dialer opens with the code; the device remembers the swap was handed off. */
  | { readonly type: "dialer.open"; readonly code: string; readonly swapId: string }
  /** The order is cancelled as the page unloads (spec 2 §2): the request must outlive the page. */
  | { readonly type: "order.cancelOnUnload"; readonly swapId: string }
  /** The journey goes on at the status page. */
  | { readonly type: "statusPage.open"; readonly orderId: string }

/** Spec 2 §4: a step on the swap that finds the order already processed counts as done. */
export const alreadyProcessed = (error: unknown) => failureTag(error) === "OrderAlreadyProcessed"
