// Off-ramp screen texts (spec 2 §2). The spec gives 'Verify your email', 'ID Check', 'Provide details', 'Pay',
// 'Validate details', 'Next: Pay', 'You pay', 'You receive', 'Cancel order', 'I want to pay manually' and
// 'Provide the correct hash'; the rest are ours. Messages of the error catalogue are in messages.ts.

/** The off-ramp amount screen's Next button: its label says where it leads (spec 2 §2, §4). */
export const offrampNextLabels = {
  verifyEmail: "Next: Verify your email",
  verifyId: "Next: ID Check",
  provideDetails: "Next: Provide details",
  pay: "Next: Pay",
} as const

/** The Login step's way on without an account (spec 2 §1: an off-ramp order may be made anonymously). */
export const offrampLoginLabels = {
  withoutAccount: "Continue without an account",
  withoutAccountNote: "This amount needs no ID check, so you can sell it without signing in.",
} as const

export const offrampAmountLabels = {
  youPay: "You Pay",
  youReceive: "You Receive",
  maintenance: "Selling crypto is paused for maintenance. Please try again later.",
  fee: "Processing fee",
  findingOffer: "Finding the best offer…",
} as const

export const offrampDetailsLabels = {
  intro: "Where should we send your money?",
  validate: "Validate details",
  confirmTitle: "Please check your details",
  edit: "Edit details",
  next: "Next: Pay",
  back: "Back",
} as const

export const offrampPayLabels = {
  youPay: "You pay",
  youReceive: "You receive",
  sendTo: "Send to",
  network: "Network",
  expiresIn: (time: string) => `Expires in ${time}`,
  connectWallet: "Connect a wallet to pay",
  connectWith: (connector: string) => `Connect ${connector}`,
  connected: (address: string) => `Connected: ${address}`,
  disconnect: "Disconnect",
  /** The way out of 'Unsupported network ({name})' (not a text of the spec). */
  switchNetwork: (network: string) => `Switch to ${network}`,
  /** A chain no list names, in 'Unsupported network ({name})'. */
  unknownChain: (chainId: number) => `chain ${chainId}`,
  pay: (amount: string) => `Pay ${amount}`,
  sending: "Confirm the transfer in your wallet…",
  confirming: "Checking your transaction…",
  manual: "I want to pay manually",
  /** The way back from the manual flow to a browser wallet (not a text of the spec). */
  useWallet: "Pay from a browser wallet instead",
  fromAddress: "Your wallet address (the one you send from)",
  createOrder: "Create order",
  hash: "Transaction hash",
  submitHash: "Confirm payment",
  cancelOrder: "Cancel order",
  cancelQuestion: "Cancel this order?",
  cancelYes: "Yes, cancel order",
  cancelNo: "Keep order",
  newOrder: "Create new order",
  noWallet: "No browser wallet found. Pay manually instead.",
  findingWallets: "Looking for browser wallets…",
} as const

export const offrampStatusLabels = {
  timeline: "Order timeline",
  status: "Status",
  provideHash: "Provide the correct hash",
  hash: "Transaction hash",
  submitHash: "Confirm payment",
  youPaid: "You pay",
  youReceive: "You receive",
  /** The transaction that sent the crypto back after a failed payout (spec 2 §3 refundHash; ours). */
  refundHash: "Refund hash",
  newOrder: "Create new order",
} as const
