// The routes of orders paid with crypto (spec 2 §2): the off-ramp order's pay and status pages, buy-goods' amount,
// pay and status pages, and the auto-order's landing (spec 1 §4).
import { describe, expect, it } from "vitest"
import { autoOrderRoute } from "../../screens/autoOrder/routeTable.ts"
import { buyGoodsAmountRoute, buyGoodsPayRoute } from "../../screens/buyGoods/routeTable.ts"
import { offrampPayRoute } from "../../screens/offramp/orderRouteTable.ts"

const at = (pathname: string, search: Record<string, unknown> = {}) => ({ pathname, search })

describe("off-ramp order routes", () => {
  it("keeps the pay page while the payment runs", () => {
    expect(offrampPayRoute({ ended: false, orderId: "o1" }, at("/offramp/pay", { orderId: "o1" }))).toBeUndefined()
  })

  it("follows a paid, cancelled or no longer payable order on /offramp/status?orderId=…", () => {
    expect(offrampPayRoute({ ended: true, orderId: "o1" }, at("/offramp/pay", { orderId: "o1" }))).toEqual({
      to: "/offramp/status",
      search: { orderId: "o1" },
    })
  })
})

describe("buy-goods routes", () => {
  it("goes from the amount to /buy-goods/pay?orderId=… once the order is made", () => {
    expect(buyGoodsAmountRoute({ ended: false, orderId: undefined }, at("/buy-goods"))).toBeUndefined()
    expect(buyGoodsAmountRoute({ ended: true, orderId: "b1" }, at("/buy-goods"))).toEqual({
      to: "/buy-goods/pay",
      search: { orderId: "b1" },
    })
  })

  it("goes from the payment to /buy-goods/status?orderId=… once it ends", () => {
    expect(buyGoodsPayRoute({ ended: false, orderId: "b1" }, at("/buy-goods/pay"))).toBeUndefined()
    expect(buyGoodsPayRoute({ ended: true, orderId: "b1" }, at("/buy-goods/pay", { orderId: "b1" }))).toEqual({
      to: "/buy-goods/status",
      search: { orderId: "b1" },
    })
  })
})

describe("auto-order route", () => {
  it("stays on /auto-onramp until the journey rests, then replaces it with that step, keeping the query", () => {
    const query = { integrator: "acme", flow: "onramp" }
    expect(autoOrderRoute({ landed: undefined }, at("/auto-onramp", query))).toBeUndefined()
    expect(autoOrderRoute({ landed: "/swap" }, at("/auto-onramp", query))).toEqual({
      to: "/swap",
      search: query,
      replace: true,
    })
  })
})
