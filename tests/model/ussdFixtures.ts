// Orders and swaps the USSD-transfer chart's actors answer in path tests, one per payment flow (spec 2 §3), shaped as
// the sandbox server gives them.
import type { BuySwapStatus } from "../../schema/enums.ts"
import { errors } from "../../schema/messages.ts"
import type { BuySwap, OnrampOrder, TransferInstructions } from "../../schema/onrampModels.ts"

/** When the order reads answer in path tests; attempts are dated against it. */
export const readAt = Date.parse("2030-01-01T10:00:00.000Z")
const secondsBefore = (seconds: number) => new Date(readAt - seconds * 1000).toISOString()

const details = [
  { label: "Amount", value: "2000 KES" },
  { label: "Agent", value: "kilima-fx-ke" },
  { label: "Reference", value: "ORDER-1", description: "Put this in the payment's message so the agent finds it." },
]

export const instructions: Record<"stkPush" | "otp" | "ussdPin" | "redirect", TransferInstructions> = {
  stkPush: {
    type: "stk_push",
    instructionsText: "We will send a payment prompt for 2000 KES to your phone.",
    transferDetails: details,
    actionButtonText: "Send payment prompt",
  },
  otp: {
    type: "otp_stk_push",
    instructionsText: "We sent a one-time code to confirm the payment of 2000 GHS.",
    transferDetails: details,
    actionButtonText: "Resend code",
    isOtpRequired: true,
  },
  ussdPin: {
    type: "ussd",
    instructionsText: "Dial the code below with your SIM PIN to pay 2000 KES.",
    transferDetails: details,
    ussdCode: "*334*1*ORDER-1*2000*{pin}#",
  },
  redirect: {
    type: "redirect",
    instructionsText: "Pay 2000 NGN on your bank's payment page.",
    transferDetails: details,
    actionButtonText: "Go to payment",
    paymentUrl: "/sandbox/pay/swap-1",
  },
}

export const swapOf = (
  transferInstructions: TransferInstructions,
  status: BuySwapStatus = "initiated",
  lastTransferAttemptAt: string | null = null,
): BuySwap => ({
  _id: "swap-1" as BuySwap["_id"],
  status,
  paymentChannel: "mobile_money",
  airtimeAmount: null,
  currencyIsoCode: "KES",
  transferInstructions,
  lastTransferAttemptAt,
  createdAt: secondsBefore(120),
  expiresAt: new Date(readAt + 18 * 60_000).toISOString(),
  sellerUser: { username: "kilima-fx-ke", avatar: null, isVerifiedMarketMaker: true },
  quoteId: "quote-1" as BuySwap["quoteId"],
  cashout: { usdWithdrawAmount: 15, localCurrencyAmount: 2000 },
  receipts: [],
  extraFields: [],
})

export const orderWith = (buySwap: BuySwap): OnrampOrder => ({
  _id: "order-1" as OnrampOrder["_id"],
  createdAt: buySwap.createdAt,
  asset: "CUSD",
  walletType: "CELO",
  walletAddress: "0x765DE816845861e75A25fCA122bb6898B8B1282a",
  withdrawCryptoAmount: 15,
  withdrawUsdAmount: 15,
  buySwap,
  withdrawal: { status: "pending", transactionHash: null },
  redirectUrl: null,
  redirected: false,
  callbackUrl: null,
})

/** A loadOrder answer: the order and when it was read. */
export const read = (buySwap: BuySwap) => ({ order: orderWith(buySwap), at: readAt })

/** The swap right after the server stamped a transfer attempt. */
export const attempted = (transferInstructions: TransferInstructions) =>
  swapOf(transferInstructions, "initiated", new Date(readAt).toISOString())

/** An attempt made 20 s before the read: a prompt still cools down, an OTP has 10 s left. */
export const attempted20sAgo = (transferInstructions: TransferInstructions) =>
  swapOf(transferInstructions, "initiated", secondsBefore(20))

const invalid = (message: string) => ({ _tag: "InvalidRequest", code: "INVALID_REQUEST", message })

export const swapFailures = {
  notFound: { _tag: "NotFound", code: "NOT_FOUND", message: errors.orderNotFound },
  alreadyProcessed: { _tag: "OrderAlreadyProcessed", code: "INVALID_REQUEST", message: errors.orderAlreadyProcessed },
  // Refusals with a server message, which the chart shows as given.
  expired: invalid("This order has expired. Please create a new order."),
  wrongCode: invalid("The code is not correct. Check the latest code we sent and try again."),
  /** No server message: the chart's default is shown. */
  requestFailed: { _tag: "ApiError", status: 0, body: { message: "Request failed" } },
}
