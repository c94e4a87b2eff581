// What the USSD-transfer chart knows of an on-ramp order in progress, and the rules it reads off it (spec 2 §2,
// §3): which payment flow the swap uses, whether an OTP is still owed, when a retry is allowed, the code to dial.
import type { BuySwapStatus } from "../schema/enums.ts"
import type { BuySwap, PublicOnrampOrder } from "../schema/onrampModels.ts"
import { timings } from "../schema/timings.ts"

export interface UssdTransferContext {
  readonly orderId: string
  /** The integrator's noRedirect option: the widget never leaves for the payment page by itself. */
  readonly noRedirect: boolean
  /** Where the payment page sends the browser back once paid (this page). */
  readonly returnUrl: string | undefined
  /** Swaps whose automatic transfer was already started on this device (spec 2 §2: once per swap). */
  readonly autoTransferred: ReadonlyArray<string>
  /** Swaps whose USSD code was dialled on this device: the server cannot know of it. */
  readonly dialled: ReadonlyArray<string>
  readonly order: PublicOnrampOrder | undefined
  /** When the latest order read answered (ms since epoch): cooldowns count from lastTransferAttemptAt to it. */
  readonly readAt: number
  readonly coolingDown: boolean
  readonly otp: string
  readonly otpVerified: boolean
  readonly pin: string
  /** The Redirect required modal (noRedirect set) is open. */
  readonly redirectRequired: boolean
  /** The user asked to leave the page and is asked to confirm. */
  readonly leaveAsked: boolean
  /** The last failure shown (as a toast, or under the PIN field): cleared when the next step starts. */
  readonly error: string | undefined
}

export interface UssdTransferInput {
  readonly orderId: string
  readonly noRedirect?: boolean | undefined
  readonly returnUrl?: string | undefined
  readonly autoTransferred?: ReadonlyArray<string>
  readonly dialled?: ReadonlyArray<string>
}

/** Statuses that end the journey on this page with a message and Create New Order; any other goes to the status page. */
export const closedStatuses: ReadonlyArray<BuySwapStatus> = ["buyer_rejected", "expired"]

/** The payment provider's one-time codes have 6 digits. */
export const otpLength = 6

export const swapOf = (context: UssdTransferContext) => context.order?.buySwap
export const swapIdOf = (context: UssdTransferContext) => swapOf(context)?._id ?? ""
export const flowOf = (context: UssdTransferContext) => swapOf(context)?.transferInstructions.type
export const statusOf = (context: UssdTransferContext) => swapOf(context)?.status

export const withSwap = (context: UssdTransferContext, swap: BuySwap): Partial<UssdTransferContext> =>
  context.order ? { order: { ...context.order, buySwap: swap } } : {}

/** Flows whose payment is started by the widget: a prompt on the phone, a code then a prompt, a payment page. */
export const startsTransfer = (context: UssdTransferContext) =>
  ["stk_push", "otp_stk_push", "redirect"].includes(flowOf(context) ?? "")

/** How long after an attempt the transfer may be started again: 30 s for an OTP, 60 s for a prompt. */
export const cooldownOf = (context: UssdTransferContext): number | undefined => {
  const flow = flowOf(context)
  if (flow === "otp_stk_push") return timings.otpCooldown
  if (flow === "stk_push") return timings.transferCooldown
  return undefined
}

/** When the cooldown of the latest attempt ends (ms since epoch), or undefined when there is none. */
export const cooldownEndsAt = (context: UssdTransferContext): number | undefined => {
  const attempt = swapOf(context)?.lastTransferAttemptAt
  const cooldown = cooldownOf(context)
  return attempt && cooldown !== undefined ? Date.parse(attempt) + cooldown : undefined
}

export const cooldownLeft = (context: UssdTransferContext) =>
  Math.max(0, (cooldownEndsAt(context) ?? 0) - context.readAt)

/** Spec 2 §2: the OTP flow starts by itself once per swap, when no attempt was made before. */
export const autoTransferDue = (context: UssdTransferContext) => {
  const swap = swapOf(context)
  return (
    swap !== undefined &&
    swap.transferInstructions.type === "otp_stk_push" &&
    swap.lastTransferAttemptAt === null &&
    !context.autoTransferred.includes(swap._id)
  )
}

/** An OTP is owed while the flow asks for one and it was not verified: I Transferred waits for it. */
export const otpPending = (context: UssdTransferContext) => {
  const instructions = swapOf(context)?.transferInstructions
  return instructions?.type === "otp_stk_push" && instructions.isOtpRequired !== false && !context.otpVerified
}

export const pinPlaceholder = "{pin}"
export const needsPin = (context: UssdTransferContext) =>
  swapOf(context)?.transferInstructions.ussdCode?.includes(pinPlaceholder) === true

/** The USSD code to dial, with the SIM PIN in place of its placeholder. */
export const dialCode = (context: UssdTransferContext) =>
  (swapOf(context)?.transferInstructions.ussdCode ?? "").replaceAll(pinPlaceholder, context.pin.trim())

/** The buyer was handed off to pay (issue 13): the code dialled here, a prompt or code sent to the phone, the payment
 * page opened. Such an order may be paid, so leaving the page never cancels it; only Cancel Order does. */
export const handedOff = (context: UssdTransferContext) => {
  const swap = swapOf(context)
  return (
    swap !== undefined &&
    (swap.lastTransferAttemptAt !== null || context.order?.redirected === true || context.dialled.includes(swap._id))
  )
}
