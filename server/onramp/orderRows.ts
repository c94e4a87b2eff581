// Rows of an order joined with its swap, agent and withdrawal, shaped as the contract's OnrampOrder (the owner's
// read), and the public read cut from it.
import { OrderId, QuoteId, SwapId } from "../../schema/ids.ts"
import type { OnrampOrder, PublicOnrampOrder, TransferInstructions } from "../../schema/onrampModels.ts"

/** A verified OTP is owed no more: the order read says so, so a reloaded page does not ask again. */
const withOtpState = (instructions: TransferInstructions, verified: boolean): TransferInstructions =>
  verified && instructions.isOtpRequired ? { ...instructions, isOtpRequired: false } : instructions

/** `receiptPath` gives a receipt's (signed) address by its id. */
export const rowsToOrders = (
  rows: ReadonlyArray<Record<string, unknown>>,
  receiptPath: (receiptId: string) => string,
): Array<OnrampOrder> =>
  rows.map((r) => ({
    _id: OrderId.make(String(r.id)),
    createdAt: new Date(r.createdAt as string).toISOString(),
    asset: r.asset as OnrampOrder["asset"],
    walletType: r.network as OnrampOrder["walletType"],
    walletAddress: r.walletAddress as string,
    withdrawCryptoAmount: Number(r.withdrawCryptoAmount),
    withdrawUsdAmount: Number(r.withdrawUsdAmount),
    buySwap: {
      _id: SwapId.make(String(r.swapId)),
      status: r.swapStatus as OnrampOrder["buySwap"]["status"],
      paymentChannel: r.paymentChannel as OnrampOrder["buySwap"]["paymentChannel"],
      airtimeAmount: r.paymentChannel === "airtime" ? Number(r.localAmount) : null,
      currencyIsoCode: r.currencyIsoCode as string,
      transferInstructions: withOtpState(r.transferInstructions as TransferInstructions, Boolean(r.otpVerified)),
      lastTransferAttemptAt: r.lastTransferAttemptAt ? new Date(r.lastTransferAttemptAt as string).toISOString() : null,
      createdAt: new Date(r.swapCreatedAt as string).toISOString(),
      expiresAt: new Date(r.expiresAt as string).toISOString(),
      sellerUser: {
        username: r.agentUsername as string,
        avatar: (r.agentAvatar as string | null) ?? null,
        isVerifiedMarketMaker: Boolean(r.isVerifiedMarketMaker),
      },
      quoteId: QuoteId.make(String(r.quoteId)),
      cashout: { usdWithdrawAmount: Number(r.usdWithdrawAmount), localCurrencyAmount: Number(r.localAmount) },
      receipts: ((r.receipts as ReadonlyArray<{ id: string; mime: string; createdAt: string }>) ?? []).map(
        (receipt) => ({
          url: receiptPath(receipt.id),
          mime: receipt.mime,
          createdAt: new Date(receipt.createdAt).toISOString(),
        }),
      ),
      payerPhone: (r.payerPhone as string | null) ?? null,
      extraFields: Object.entries((r.extraFields as Record<string, string>) ?? {}).map(([label, value]) => ({
        label,
        value,
      })),
    },
    withdrawal: {
      status: r.withdrawalStatus as OnrampOrder["withdrawal"]["status"],
      transactionHash: (r.transactionHash as string | null) ?? null,
    },
    redirectUrl: (r.redirectUrl as string | null) ?? null,
    redirected: Boolean(r.redirected),
    callbackUrl: (r.callbackUrl as string | null) ?? null,
  }))

/** What a stranger with the order's id reads: the fields of PublicOnrampOrder, named one by one. */
export const publicOnrampOrder = (order: OnrampOrder): PublicOnrampOrder => {
  const { receipts: _receipts, extraFields: _extraFields, payerPhone: _payerPhone, ...buySwap } = order.buySwap
  return {
    _id: order._id,
    createdAt: order.createdAt,
    asset: order.asset,
    walletType: order.walletType,
    walletAddress: order.walletAddress,
    withdrawCryptoAmount: order.withdrawCryptoAmount,
    withdrawUsdAmount: order.withdrawUsdAmount,
    buySwap,
    withdrawal: order.withdrawal,
    redirected: order.redirected,
  }
}
