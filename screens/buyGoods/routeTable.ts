// The buy-goods routes (spec 2 §2): /buy-goods (till and amount, machines/buyGoods.ts) until the order is made, then
// /buy-goods/pay?orderId=… (machines/buyGoodsPay.ts) until the payment ends, then /buy-goods/status?orderId=….
import type { RouteTarget, Where } from "../routeTable.ts"

/** What the tables read of a buy-goods chart: whether it ended, and the order it made or paid. */
export interface BuyGoodsRouteView {
  readonly ended: boolean
  readonly orderId: string | undefined
}

export const buyGoodsRouteView = (snapshot: {
  readonly status: string
  readonly context: { readonly orderId?: string | undefined }
}): BuyGoodsRouteView => ({ ended: snapshot.status === "done", orderId: snapshot.context.orderId })

/** The made order is paid on its pay page. */
export const buyGoodsAmountRoute = (view: BuyGoodsRouteView, _where: Where): RouteTarget | undefined =>
  view.ended && view.orderId ? { to: "/buy-goods/pay", search: { orderId: view.orderId } } : undefined

/** An ended payment (confirmed, or the order no longer initiated) is followed on the order's status page. */
export const buyGoodsPayRoute = (view: BuyGoodsRouteView, _where: Where): RouteTarget | undefined =>
  view.ended && view.orderId ? { to: "/buy-goods/status", search: { orderId: view.orderId } } : undefined
