// Orders, rewards and failures the status and receipt charts meet in path tests, shaped as the API client gives
// them.
import { errorCodes } from "../../schema/errors.ts"
import type { OrderId, QuoteId, SwapId } from "../../schema/ids.ts"
import type { OnrampOrder } from "../../schema/onrampModels.ts"
import { receiptProblems } from "../../schema/swaps.ts"

const base: OnrampOrder = {
  _id: "order-1" as OrderId,
  createdAt: "2025-03-01T10:00:00.000Z",
  asset: "CUSD",
  walletType: "CELO",
  walletAddress: "0x765DE816845861e75A25fCA122bb6898B8B1282a",
  withdrawCryptoAmount: 15.12,
  withdrawUsdAmount: 15.12,
  buySwap: {
    _id: "swap-1" as SwapId,
    status: "buyer_confirmed",
    paymentChannel: "mobile_money",
    airtimeAmount: null,
    currencyIsoCode: "KES",
    transferInstructions: { type: "manual", instructionsText: "Send 2000 KES", transferDetails: [] },
    lastTransferAttemptAt: null,
    createdAt: "2025-03-01T10:00:00.000Z",
    expiresAt: "2025-03-01T10:20:00.000Z",
    sellerUser: { username: "agent-ke", avatar: null, isVerifiedMarketMaker: true },
    quoteId: "quote-1" as QuoteId,
    cashout: { usdWithdrawAmount: 15.12, localCurrencyAmount: 2000 },
    receipts: [],
    extraFields: [],
  },
  withdrawal: { status: "pending", transactionHash: null },
  redirectUrl: null,
  redirected: false,
  callbackUrl: null,
}

const withStatus = (
  status: OnrampOrder["buySwap"]["status"],
  withdrawal: OnrampOrder["withdrawal"] = base.withdrawal,
): OnrampOrder => ({ ...base, buySwap: { ...base.buySwap, status }, withdrawal })

const receipt = { url: "/api/receipts/1", mime: "image/png", createdAt: "2025-03-01T10:05:00.000Z" }

export const orders = {
  buyerConfirmed: withStatus("buyer_confirmed"),
  sellerConfirmed: withStatus("seller_confirmed"),
  sending: withStatus("seller_confirmed", { status: "pending", transactionHash: "0xabc" }),
  completed: withStatus("seller_confirmed", { status: "complete", transactionHash: "0xabc" }),
  transferFailed: withStatus("seller_confirmed", { status: "failed", transactionHash: null }),
  sellerRejected: withStatus("seller_rejected"),
  expired: withStatus("expired"),
  fullOfReceipts: { ...base, buySwap: { ...base.buySwap, receipts: [1, 2, 3, 4, 5].map(() => receipt) } },
}

export const rewards = [{ reward: "1 CUSD", hash: null, network: "CELO" as const, asset: "CUSD" }]

export const statusFailures = {
  notFound: { _tag: "NotFound", code: errorCodes.notFound, message: "Order not found" },
  requestFailed: { _tag: "ApiError", status: 0, body: { message: "Request failed" } },
  receiptRefused: {
    _tag: "InvalidRequest",
    code: errorCodes.invalidRequest,
    message: receiptProblems.type,
  },
}

export const files = {
  png: { name: "receipt.png", type: "image/png" },
  pdf: { name: "receipt.PDF", type: "application/pdf" },
  text: { name: "notes.txt", type: "text/plain" },
}
