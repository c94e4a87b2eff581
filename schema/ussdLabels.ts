// Texts of the on-ramp order in progress (/ussd/{orderId}). Spec 2 §2 gives Cancel Order, I Transferred, Show status,
// Create New Order, Redirect required and Proceed to payment, and spec 2 §4 the status titles (labels.ts); the rest
// are ours. The spec's messages (PIN, transfer, OTP, copy, order not found) are in messages.ts.
import { buySwapStatus } from "./labels.ts"

export const ussdLabels = {
  iTransferred: "I Transferred",
  cancelOrder: "Cancel Order",
  showStatus: "Show status",
  createNewOrder: "Create New Order",
  redirectRequired: "Redirect required",
  redirectRequiredText: "Pay for your order on the payment page. This page follows the order once it is paid.",
  proceedToPayment: "Proceed to payment",

  /** `time` is the clock the view shows (m:ss). */
  expiresIn: (time: string) => `Expires in ${time}`,
  /** Said by screen readers once a minute, not at every tick: over a minute left, the minutes rounded up (2 or more). */
  minutesLeftToPay: (minutes: number) => `${minutes} minutes left to pay`,
  lessThanAMinuteLeft: "Less than a minute left to pay",
  timeUp: "The time to pay is over",
  agent: "Agent",
  verifiedAgent: "Verified market maker",
  transferDetails: "Transfer details",
  copy: (label: string) => `Copy ${label}`,

  ussdCode: "USSD code",
  dial: (code: string) => `Dial ${code}`,
  simPin: "SIM PIN",
  /** Where the PIN goes in the code shown. */
  pinInCode: "PIN",
  simPinHint: "Your PIN goes into the code on this phone only; it is never sent to us.",
  dialWithPin: "Dial the code",

  resendPrompt: "Resend prompt",
  resendCode: "Resend code",
  goToPayment: "Go to payment",
  /** The retry button during its cooldown; `time` is the clock the view shows (m:ss). */
  retryIn: (text: string, time: string) => `${text} (${time})`,
  retryWait: (seconds: number) => `You can try again in ${seconds} seconds.`,
  otpCode: "Code we sent you",
  verifyCode: "Verify code",
  otpVerified: "Code verified. Approve the prompt on your phone, then press I Transferred.",

  rejectedTitle: buySwapStatus.buyer_rejected.title,
  rejectedText: "This order was cancelled. Nothing more will happen with it.",
  expiredTitle: buySwapStatus.expired.title,
  expiredText: "This order has expired: the time to pay the agent is over.",

  leaveTitle: "Leave this page?",
  leaveText: "Your order will be cancelled if you leave now.",
  stay: "Stay",
  leaveAndCancel: "Leave and cancel order",
} as const
