// Events the widget posts to the page that frames it (spec 2 §4): their kinds, their JSON shape and which kinds an
// on-ramp order's state stands for. Integrators read this contract (README.md, "Events to the parent window").
import type { BuySwapStatus, OfframpStatus, OrderState } from "./enums.ts"
import { widgetSource } from "./links.ts"

/** The `source` field of every event: integrators tell our messages apart from others with it. */
export const parentEventSource = widgetSource

export const parentEventKinds = [
  "order_created",
  "buyer_confirmed",
  "buyer_rejected",
  "pending_seller_confirmation",
  "seller_confirmed",
  "seller_rejected",
  "pending_payment",
  "success",
  "failed",
  "close_iframe",
  "offer_search",
] as const
export type ParentEventKind = (typeof parentEventKinds)[number]

/** What an event may say beyond its kind and order. */
export interface ParentEventDetails {
  readonly swapStatus?: BuySwapStatus
  readonly withdrawalStatus?: OrderState
  readonly transactionHash?: string | null
  readonly [key: string]: unknown
}

export type ParentEvent = ParentEventDetails & {
  readonly source: typeof parentEventSource
  readonly event: ParentEventKind
  readonly orderId?: string
}

export const parentEvent = (kind: ParentEventKind, orderId: string | undefined, details: ParentEventDetails = {}) =>
  ({
    ...details,
    source: parentEventSource,
    event: kind,
    ...(orderId === undefined ? {} : { orderId }),
  }) as ParentEvent

const confirmedByBuyer: ReadonlyArray<ParentEventKind> = ["buyer_confirmed", "pending_seller_confirmation"]

/** The kinds a swap status stands for, earlier steps included: a page that polls may miss a short-lived status,
 * and an integrator still hears of every step once. */
const kindsOfSwap: Record<BuySwapStatus, ReadonlyArray<ParentEventKind>> = {
  initiated: ["pending_payment"],
  buyer_confirmed: confirmedByBuyer,
  seller_confirmation_pending: confirmedByBuyer,
  buyer_payment_info_mismatch: confirmedByBuyer,
  buyer_rejected: ["buyer_rejected", "failed"],
  expired: ["failed"],
  seller_rejected: [...confirmedByBuyer, "seller_rejected", "failed"],
  seller_confirmation_failed: [...confirmedByBuyer, "failed"],
  seller_confirmed: [...confirmedByBuyer, "seller_confirmed"],
}

/** The kinds an on-ramp order's state stands for, in the order they happened. */
export const kindsOfOnrampOrder = (order: {
  readonly buySwap: { readonly status: BuySwapStatus }
  readonly withdrawal: { readonly status: OrderState }
}): ReadonlyArray<ParentEventKind> => {
  const kinds = kindsOfSwap[order.buySwap.status]
  if (order.buySwap.status !== "seller_confirmed") return kinds
  if (order.withdrawal.status === "complete") return [...kinds, "success"]
  if (order.withdrawal.status === "failed") return [...kinds, "failed"]
  return kinds
}

/** The sales that end without a payout: the crypto never came, was refunded, or the order was given up. */
const failedSales: ReadonlyArray<OfframpStatus> = [
  "transaction_failed",
  "refunded",
  "refund_failed",
  "expired",
  "cancelled",
]

/** The kinds an off-ramp order's status stands for: waiting for the seller's crypto is pending payment, the payout
 * made is success, a sale that ends without one is failed; the steps between have no kind of their own. */
export const kindsOfOfframpOrder = (status: OfframpStatus): ReadonlyArray<ParentEventKind> => {
  if (status === "initiated") return ["pending_payment"]
  if (status === "offramp_success") return ["success"]
  return failedSales.includes(status) ? ["failed"] : []
}
