// An order paid with crypto (spec 2 §2 Off-ramp and Buy-goods, §4): what the payment and status charts read of it,
// and what differs between the products that sell this way. A buy-goods order is an off-ramp order on the
// buy_goods channel, so both move through the off-ramp's statuses.
import type { OfframpStatus } from "../schema/enums.ts"

/** What the charts read of an order; each product's order holds more, which its screens show. */
export interface CryptoOrder {
  readonly status: OfframpStatus
  readonly expiresAt: string
  /** The wallet the payment must come from. */
  readonly fromAddress: string | null
}

/** What differs between the products' charts. */
export interface CryptoOrderProduct {
  /** The chart's id; monitoring names its calls after it (`offrampPay.confirmOrder`). */
  readonly id: string
  /** What a refused confirmation shows (spec 2 §8 words it per product). */
  readonly confirmRefusal: (error: unknown) => string
}

/** Spec 2 §4: status polling stops at these; and at cancelled and expired, which the server never moves again. */
export const finalOrderStatuses: ReadonlyArray<OfframpStatus> = [
  "refunded",
  "refund_failed",
  "offramp_success",
  "transaction_failed",
  "cancelled",
  "expired",
]

/** Spec 2 §4: the connected wallet's address must equal the order's from address. */
export const walletMatches = (c: {
  readonly connected: string | undefined
  readonly order?: CryptoOrder | undefined
}) => c.connected !== undefined && c.connected.toLowerCase() === (c.order?.fromAddress ?? "").toLowerCase()

/** An order can be paid while initiated and before its expiry. */
export const payable = (order: CryptoOrder, now: number) =>
  order.status === "initiated" && Date.parse(order.expiresAt) > now
