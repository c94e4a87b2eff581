// The off-ramp order's routes (spec 2 §2): /offramp/pay?orderId=… shows the pay chart (machines/offrampPay.ts) until
// it ends (paid, cancelled, or the order no longer payable), then /offramp/status?orderId=… shows the order.
import type { RouteTarget, Where } from "../routeTable.ts"

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
