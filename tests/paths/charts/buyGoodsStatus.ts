// Buy-goods' status page (spec 2 §2 Buy-goods, §4) at /buy-goods/status?orderId=…: the till's order is made for a
// funded wallet through the amount screen's calls (tillOrders.ts) and moved as every order paid with crypto is on its
// status page (cryptoOrderStatus.ts): paying the shop, the shop paid (the sandbox's payout-success), or its
// transaction found invalid; a refused correction is the hash of a transfer to another address.
import { buyGoodsStatusLabels } from "../../../schema/buyGoodsLabels.ts"
import { screenTitles } from "../../../schema/labels.ts"
import { setOperatorSettings } from "../../e2e/widget.ts"
import chart from "../../model/charts/buyGoodsStatus.ts"
import type { ChartReplay } from "../mapping.ts"
import { cryptoOrderStatusReplay } from "./cryptoOrderStatus.ts"
import { buyGoodsProduct, openTillOrder, tillTextOnPage } from "./tillOrders.ts"

export const buyGoodsStatus: ChartReplay = cryptoOrderStatusReplay({
  chart,
  product: buyGoodsProduct,
  open: async ({ page, memo }) => {
    await setOperatorSettings({ payoutSeconds: 0 })
    await openTillOrder(page, memo, "/buy-goods/status")
  },
  route: "/buy-goods/status",
  title: screenTitles.buyGoodsStatus,
  labels: { ...buyGoodsStatusLabels, newOrder: buyGoodsStatusLabels.newPayment },
  textOnPage: tillTextOnPage,
})
