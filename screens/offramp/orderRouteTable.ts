// The off-ramp order's routes (spec 2 §2): /offramp/pay?orderId=… shows the pay chart (machines/offrampPay.ts) until
// it ends (paid, cancelled, or the order no longer payable), then /offramp/status?orderId=… shows the order.
import type { RouteTarget, Where } from "../routeTable.ts"

/** What an order still to pay says of its sale. */
interface SaleOrder {
  readonly _id: string
  readonly network: string
  readonly asset: string
  readonly countryIsoCode: string
  readonly paymentChannel: string
  readonly cashout: { readonly cryptoAmount: number }
}

/** Spec 2 §4: an initiated order opens pay "with its parameters", the pay query of spec 2 §2 as far as the order
 * tells it (its quote is not kept with it), so a new order started from there is for the same sale. */
export const offrampPayQuery = (order: SaleOrder): Record<string, string> => ({
  orderId: order._id,
  amount: String(order.cashout.cryptoAmount),
  currency: "crypto",
  network: order.network,
  asset: order.asset,
  countryIsoCode: order.countryIsoCode,
  paymentChannel: order.paymentChannel,
})

/** What the table reads of the pay chart. */
export interface OrderPayView {
  readonly ended: boolean
  readonly orderId: string
}

export const orderPayView = (snapshot: {
  readonly status: string
  readonly context: { readonly orderId: string }
}): OrderPayView => ({ ended: snapshot.status === "done", orderId: snapshot.context.orderId })

/** An ended payment is followed on the order's status page; before that the pay page stays. */
export const offrampPayRoute = (view: OrderPayView, _where: Where): RouteTarget | undefined =>
  view.ended ? { to: "/offramp/status", search: { orderId: view.orderId } } : undefined
