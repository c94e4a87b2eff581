// The off-ramp order's status page (spec 2 §2 Off-ramp status, §4) at /offramp/status?orderId=…, read by the seller
// without an account (the public read): the sale (20 CUSD on Celo paid out by M-Pesa in Kenya) is made from a funded
// wallet through the same anonymous calls the journey makes (offrampOrders.ts), and moved as every order paid with crypto is on its
// status page (cryptoOrderStatus.ts): paid and paying out, paid out (the sandbox's payout-success), or its
// transaction found invalid. A refused correction is the hash of the seller's payment of another of their orders,
// which that order took (spec 2 §8 Confirm order fails: the server's message).
import { screenTitles } from "../../../schema/labels.ts"
import { offrampStatusLabels } from "../../../schema/offrampLabels.ts"
import { setOperatorSettings } from "../../e2e/widget.ts"
import chart from "../../model/charts/offrampStatus.ts"
import type { ChartReplay } from "../mapping.ts"
import { cryptoOrderStatusReplay } from "./cryptoOrderStatus.ts"
import { openPaidOrder } from "./cryptoOrders.ts"
import { offrampProduct, saleFrom } from "./offrampOrders.ts"

const route = "/offramp/status"

export const offrampStatus: ChartReplay = cryptoOrderStatusReplay({
  chart,
  product: offrampProduct,
  open: async ({ page, memo }) => {
    await setOperatorSettings({ payoutSeconds: 0, quoteSeconds: 120 })
    await openPaidOrder(page, memo, offrampProduct, route, saleFrom)
  },
  route,
  title: screenTitles.offrampStatus,
  labels: offrampStatusLabels,
})
