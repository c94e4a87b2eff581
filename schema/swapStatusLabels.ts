// The on-ramp status page's texts (spec 2 §4 "Buy swap statuses and labels", word for word; spec 1 §4 labels and
// badge colours live in labels.ts), and which title an order's swap and withdrawal statuses show.
import type { BuySwapStatus, OrderState } from "./enums.ts"
import { type Badge, buySwapStatus } from "./labels.ts"

export type StatusPhase =
  | "initiated"
  | "inProgress"
  | "rejected"
  | "orderConfirmed"
  | "depositInProgress"
  | "waitingForTransaction"
  | "completed"
  | "transferFailed"
  | "agentRejected"
  | "agentConfirmationFailed"
  | "agentConfirmationPending"
  | "expired"
  | "paymentInfoMismatch"

/** Titles of spec 2 §4, word for word. */
export const statusTitles: Record<StatusPhase, string> = {
  initiated: buySwapStatus.initiated.title,
  inProgress: buySwapStatus.buyer_confirmed.title,
  rejected: buySwapStatus.buyer_rejected.title,
  orderConfirmed: "Order Confirmed",
  depositInProgress: "Deposit In Progress",
  waitingForTransaction: "Waiting for Transaction Confirmation",
  completed: "Order Completed",
  transferFailed: "Transfer Failed",
  agentRejected: buySwapStatus.seller_rejected.title,
  agentConfirmationFailed: buySwapStatus.seller_confirmation_failed.title,
  agentConfirmationPending: buySwapStatus.seller_confirmation_pending.title,
  expired: buySwapStatus.expired.title,
  paymentInfoMismatch: buySwapStatus.buyer_payment_info_mismatch.title,
}

/** The line under each title (ours: the spec gives none). */
export const statusDescriptions: Record<StatusPhase, string> = {
  initiated: "Send the money to the agent as the instructions say, then confirm your transfer.",
  inProgress:
    "You confirmed your transfer. The agent is checking that your money arrived; this usually takes a few minutes.",
  rejected: "You cancelled this order. Create a new order to buy crypto.",
  orderConfirmed: "The agent confirmed your payment. Your crypto will be sent to your wallet shortly.",
  depositInProgress: "Your crypto is being sent to your wallet.",
  waitingForTransaction: "Your crypto has been sent. The network is confirming the transaction.",
  completed: "Your crypto has arrived in your wallet.",
  transferFailed:
    "The agent confirmed your payment, but sending your crypto failed. Report the problem and our support team will fix it.",
  agentRejected: "The agent says your payment did not arrive. If you paid, add your receipt and open a dispute.",
  agentConfirmationFailed:
    "The agent's confirmation could not be completed. Report the problem and our support team will help.",
  agentConfirmationPending: "The agent is confirming your payment. This page updates by itself.",
  expired: "The order expired before a transfer was confirmed. Create a new order to buy crypto.",
  paymentInfoMismatch:
    "The payment the agent received does not match this order. Add your receipt or report the problem.",
}

/** Which title an order shows. `depositStarted`: the page has seen the agent's confirmation stay without a
 * transaction for a while, so the sending is under way. */
export const statusPhase = (
  swap: BuySwapStatus,
  withdrawal: { readonly status: OrderState; readonly transactionHash: string | null },
  depositStarted = false,
): StatusPhase => {
  switch (swap) {
    case "initiated":
      return "initiated"
    case "buyer_confirmed":
      return "inProgress"
    case "buyer_rejected":
      return "rejected"
    case "seller_rejected":
      return "agentRejected"
    case "seller_confirmation_failed":
      return "agentConfirmationFailed"
    case "seller_confirmation_pending":
      return "agentConfirmationPending"
    case "expired":
      return "expired"
    case "buyer_payment_info_mismatch":
      return "paymentInfoMismatch"
    case "seller_confirmed":
      if (withdrawal.status === "complete") return "completed"
      if (withdrawal.status === "failed") return "transferFailed"
      if (withdrawal.transactionHash) return "waitingForTransaction"
      return depositStarted ? "depositInProgress" : "orderConfirmed"
  }
}

/** The badge of the swap status (spec 1 §4). */
export const statusBadge = (swap: BuySwapStatus): { readonly label: string; readonly badge: Badge } => ({
  label: buySwapStatus[swap].label,
  badge: buySwapStatus[swap].badge,
})

/** Polling stops here (spec 2 §4); buyer_rejected never moves again either. */
export const isFinalOrder = (swap: BuySwapStatus, withdrawal: OrderState) =>
  swap === "expired" ||
  swap === "seller_rejected" ||
  swap === "buyer_rejected" ||
  withdrawal === "failed" ||
  withdrawal === "complete"

export const swapStatusLabels = {
  loading: "Loading your order…",
  tryAgain: "Try again",
  details: "Order details",
  seeAllDetails: "See all details",
  seeFewerDetails: "See fewer details",
  amountPaid: "Amount paid",
  amountReceived: "Amount received",
  asset: "Asset and network",
  walletAddress: "Wallet address",
  agent: "Agent",
  verifiedAgent: "Verified market maker",
  orderId: "Order ID",
  created: "Created",
  paymentMethod: "Payment method",
  transactionHash: "Transaction hash",
  receipts: "Receipts",
  viewOnExplorer: "View on block explorer",
  copy: "Copy",
  copyHash: "Copy transaction hash",
  reportProblem: "Report a problem",
  openDispute: "Open a dispute",
  backToWebsite: "Back to website",
  createNewOrder: "Create new order",
  newOrderTitle: "Create a new order?",
  newOrderText: "You will leave this page and start a new order from the amount.",
  newOrderConfirm: "Yes, create new order",
  newOrderCancel: "Stay here",
  rewards: "Rewards",
  rewardSent: "Sent",
  rewardPending: "On its way",
  status: "Status",
  updating: "This page updates by itself every few seconds.",
} as const

export const receiptLabels = {
  title: "Add a receipt",
  addReceipt: "Add receipt",
  text: "A receipt of your transfer helps the agent and our support team find your payment. JPG, PNG or PDF.",
  chooseFile: "Choose a file",
  close: "Done",
  uploading: "Uploading…",
  count: (count: number, limit: number) => `${count} of ${limit} receipts added`,
  /** The reason shown in 'Failed to upload a receipt. Error: {reason}' when a file is refused before upload. */
  wrongType: "only JPG, PNG and PDF files are accepted",
  limitReached: "receipts can no longer be added to this order",
} as const
