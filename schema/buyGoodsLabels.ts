// Buy-goods screen texts (spec 2 §2 Buy-goods). The spec gives 'Confirm payment' and the two messages 'Payment
// confirmed' / 'Failed to confirm payment. {reason}' (messages.ts); the rest are ours. Rate, fee and the offer's
// countdown read as on the off-ramp (offrampAmountLabels).
import type { OfframpStatus } from "./enums.ts"
import type { Badge } from "./labels.ts"

export const buyGoodsAmountLabels = {
  intro: "Pay a shop's M-Pesa till with crypto.",
  tillNumber: "Till number",
  tillHint: "5 to 7 digits, as shown at the till",
  tillInvalid: "A till number has 5 to 7 digits.",
  amount: (currency: string) => `Amount (${currency})`,
  amountInvalid: "Enter an amount greater than 0.",
  asset: "Pay with",
  merchant: "Merchant",
  youPay: "You pay",
  merchantReceives: "Merchant receives",
  fromAddress: "Your wallet address (the one you send from)",
  fromAddressHint: "The payment must come from this address.",
  fromAddressRequired: "Enter the address of the wallet you pay from.",
  next: "Next: Pay",
  unavailable: "Paying a till is not available at the moment. Please try again later.",
} as const

export const buyGoodsPayLabels = {
  merchant: "Merchant",
  till: "Till number",
  sendExactly: "Send exactly",
  merchantReceives: "Merchant receives",
  network: "Network",
  depositAddress: "To this address",
  fromAddress: "From your wallet",
  copy: "Copy",
  copyWhat: (what: string) => `Copy ${what.toLowerCase()}`,
  expiresIn: (time: string) => `Expires in ${time}`,
  hash: "Transaction hash",
  confirm: "Confirm payment",
  confirming: "Checking your transaction…",
  showStatus: "Show status",
  newPayment: "Pay another till",
} as const

export const buyGoodsStatusLabels = {
  status: "Status",
  timeline: "Payment timeline",
  merchant: "Merchant",
  youPaid: "You paid",
  merchantReceives: "Merchant receives",
  hash: "Transaction hash",
  provideHash: "Provide the correct hash",
  submitHash: "Confirm payment",
  newPayment: "Pay another till",
} as const

/** A buy-goods order moves through the off-ramp's statuses; the shopper reads them in their own words (the spec
 * names none), with the badge colours of spec 2 §4's off-ramp table and no badge where that table shows none. */
export const buyGoodsStatus: Record<OfframpStatus, { label: string; badge: Badge }> = {
  initiated: { label: "Waiting for your payment", badge: "yellow" },
  validating_transaction: { label: "Checking your payment", badge: "none" },
  transaction_invalid: { label: "Payment not accepted", badge: "none" },
  awaiting_transaction_confirmation: { label: "Checking your payment", badge: "yellow" },
  transaction_confirmed: { label: "Payment received", badge: "green" },
  offramp_pending: { label: "Paying the shop", badge: "yellow" },
  offramp_retry: { label: "Paying the shop", badge: "yellow" },
  offramp_success: { label: "Shop paid", badge: "green" },
  transaction_failed: { label: "Payment failed", badge: "red" },
  offramp_failed: { label: "Shop payment failed", badge: "red" },
  refunding: { label: "Refunding you", badge: "yellow" },
  refunded: { label: "Refunded to you", badge: "yellow" },
  refund_failed: { label: "Refund failed", badge: "red" },
  expired: { label: "Expired", badge: "red" },
  cancelled: { label: "Cancelled", badge: "red" },
}
