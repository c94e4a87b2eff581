// What the order-in-progress chart hears (from the screen, and its own cooldown timer) and what it tells the app.
import { errors } from "../schema/messages.ts"
import type { PublicOnrampOrder } from "../schema/onrampModels.ts"
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
  | { readonly type: "leave.request" }
  | { readonly type: "leave.stay" }
  | { readonly type: "leave.confirm" }
  | { readonly type: "reload" }
  /** Raised by the chart itself when the retry cooldown is over. */
  | { readonly type: "cooldown.over" }

export type UssdTransferEmitted =
  | { readonly type: "toast"; readonly kind: "success" | "error"; readonly text: string }
  | { readonly type: "order.read"; readonly order: PublicOnrampOrder }
  | { readonly type: "autoTransfer.started"; readonly swapId: string }
  /** The dialer is to be opened with the code; the device remembers the swap was handed off. */
  | { readonly type: "ussd.dial"; readonly code: string; readonly swapId: string }

/** Spec 2 §4: a confirm that finds the order already processed counts as done; the server says so in its message. */
export const alreadyProcessed = (error: unknown) =>
  failureTag(error) === "InvalidRequest" && (error as { message?: string }).message === errors.orderAlreadyProcessed
