// The off-ramp order's status page (spec 2 §2 Off-ramp status, §4) at /offramp/status?orderId=…, read by the seller
// without an account (the public read): the sale (20 CUSD on Celo paid out by M-Pesa in Kenya) is made from a funded
// wallet through the same anonymous calls the journey makes, and moved as every order paid with crypto is on its
// status page (cryptoOrderStatus.ts): paid and paying out, paid out (the sandbox's payout-success), or its
// transaction found invalid. A refused correction is the hash of the seller's payment of another of their orders,
// which that order took (spec 2 §8 Confirm order fails: the server's message).
import { screenTitles } from "../../../schema/labels.ts"
import { offrampStatusLabels } from "../../../schema/offrampLabels.ts"
import type { OfframpOrder } from "../../../schema/offrampModels.ts"
import { asset } from "../../e2e/fundedWallet.ts"
import { setOperatorSettings } from "../../e2e/widget.ts"
import chart from "../../model/charts/offrampStatus.ts"
import { kenyaSale, mobileMoneyDetails } from "../../support/kenyaSale.ts"
import type { ChartReplay } from "../mapping.ts"
import { cryptoOrderStatusReplay } from "./cryptoOrderStatus.ts"
import {
  type CryptoProduct,
  callApi,
  confirmed,
  openPaidOrder,
  orderReaches,
  type PaidOrder,
  payInFull,
  type Wallet,
} from "./cryptoOrders.ts"

const api = "/api/public/pay-widget/offramp"
const route = "/offramp/status"
const sale = { ...kenyaSale, asset, currency: "crypto", amount: "20" }

/** A sale from the wallet, as the journey makes it for a seller without an account. */
const saleFrom = async (wallet: Wallet) => {
  const offer = await callApi("GET", `${api}/best-offer?${new URLSearchParams(sale)}`)
  if (offer.status !== 200 || !offer.body) throw new Error(`no offer for the sale: ${JSON.stringify(offer)}`)
  const made = await callApi("POST", `${api}/create-order-anonymous`, {
    quoteId: offer.body.quoteId,
    network: sale.network,
    asset,
    amount: Number(sale.amount),
    currency: sale.currency,
    address: wallet.address,
    requiredFields: mobileMoneyDetails,
  })
  if (made.status !== 200) throw new Error(`the sale was refused: ${JSON.stringify(made)}`)
  const order = made.body as unknown as OfframpOrder
  return { orderId: order._id, payTo: order.toAddress, amount: String(order.cashout.cryptoAmount) }
}

/** The seller's payment of another sale of theirs, which that sale took once the payment job proved it. */
const anotherSalesPayment = async (order: PaidOrder) => {
  const other: PaidOrder = { ...order, ...(await saleFrom(order.wallet)) }
  const hash = await payInFull(other)
  await confirmed(other, hash)
  await orderReaches(other, "offramp_pending")
  return hash
}

const offrampProduct: CryptoProduct = {
  api,
  confirm: "confirm-order",
  payouts: "/api/sandbox/offramp",
  refusal: { tag: "TransactionHashUsed", hash: anotherSalesPayment },
}

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
