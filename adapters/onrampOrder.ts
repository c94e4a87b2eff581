// The calls of an on-ramp order after its creation (spec 2 §7): read it, confirm or reject its buy swap, start the
// transfer, verify an OTP, add a receipt, note the redirect, read its rewards.
import { Effect } from "effect"
import type { OrderId, SwapId } from "../schema/ids.ts"
import { callApi } from "./apiClient.ts"
import { ownOrPublicRead } from "./ownOrPublicRead.ts"

/** What anyone with the order's id reads: nothing personal (the order-in-progress screen needs no more). */
export const getPublicOnrampOrder = (orderId: string) =>
  callApi((client) => client.onramp.getOrder({ params: { orderId: orderId as OrderId } }))

/** The owner's read when signed in (extra fields, receipts, redirect URL), else the public one. */
export const getOnrampOrder = (orderId: string) =>
  ownOrPublicRead(
    callApi((client) => client.onrampOrders.getOwnOrder({ params: { orderId: orderId as OrderId } })),
    getPublicOnrampOrder(orderId),
  )

export const getOrderRewards = (orderId: string) =>
  callApi((client) => client.onramp.getOrderRewards({ params: { orderId: orderId as OrderId } }))

/** `confirm: false` rejects: Cancel Order, or leaving the page while the swap is initiated. */
export const confirmSwap = (swapId: string, confirm: boolean) =>
  callApi((client) => client.swaps.confirmSwap({ params: { swapId: swapId as SwapId }, payload: { confirm } }))

export const initTransfer = (swapId: string, redirectUrl?: string) =>
  callApi((client) =>
    client.swaps.initTransfer({
      params: { swapId: swapId as SwapId },
      payload: redirectUrl === undefined ? {} : { redirectUrl },
    }),
  )

export const verifyOtp = (swapId: string, code: string) =>
  callApi((client) => client.swaps.verifyOtp({ params: { swapId: swapId as SwapId }, payload: { code } }))

export const setRedirected = (orderId: string) =>
  callApi((client) => client.onrampOrders.setRedirected({ payload: { orderId: orderId as OrderId } }))

export const uploadReceipt = (orderId: string, receipt: File) =>
  Effect.suspend(() => {
    const form = new FormData()
    form.append("orderId", orderId)
    form.append("receipt", receipt, receipt.name)
    // biome-ignore lint/suspicious/noExplicitAny: multipart payloads are sent as FormData, which the contract's type does not name
    return callApi((client) => client.onrampOrders.uploadReceipt({ payload: form as any }))
  })
