// Buy-goods screen texts (spec 2 §2 Buy-goods). The spec gives 'Confirm payment' and the two messages 'Payment
// confirmed' / 'Failed to confirm payment. {reason}' (messages.ts); the rest are ours. Rate, fee and the offer's
// countdown read as on the off-ramp (offrampAmountLabels).

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
  newPayment: "Pay another till",
} as const
