// What the off-ramp's pay and status mappings do alike: a sale (20 CUSD on Celo paid out by M-Pesa in Kenya) made
// from a funded wallet through the same calls the journey makes (anonymous, or the signed-in seller's), and the
// off-ramp's calls for the orders paid with crypto (cryptoOrders.ts). A refused correction is the hash of the
// seller's payment of another of their sales, which that sale took (spec 2 §8 Confirm order fails: the server's
// message).
import type { OfframpOrder } from "../../../schema/offrampModels.ts"
import { asset } from "../../e2e/fundedWallet.ts"
import { kenyaSale, mobileMoneyDetails } from "../../support/kenyaSale.ts"
import {
  type CryptoProduct,
  callApi,
  confirmed,
  orderReaches,
  type PaidOrder,
  payInFull,
  type Wallet,
} from "./cryptoOrders.ts"

const api = "/api/public/pay-widget/offramp"
const sale = { ...kenyaSale, asset, currency: "crypto", amount: "20" }

/** A sale to be paid from `address`, as the journey makes it: for a seller without an account, or for the signed-in
 * seller whose access token is given (their order, which they may cancel). */
export const saleFor = async (address: string, accessToken?: string) => {
  const offer = await callApi("GET", `${api}/best-offer?${new URLSearchParams(sale)}`)
  if (offer.status !== 200 || !offer.body) throw new Error(`no offer for the sale: ${JSON.stringify(offer)}`)
  const made = await callApi(
    "POST",
    accessToken ? "/api/private/pay-widget/offramp/create-order" : `${api}/create-order-anonymous`,
    {
      quoteId: offer.body.quoteId,
      network: sale.network,
      asset,
      amount: Number(sale.amount),
      currency: sale.currency,
      address,
      requiredFields: mobileMoneyDetails,
    },
    accessToken,
  )
  if (made.status !== 200) throw new Error(`the sale was refused: ${JSON.stringify(made)}`)
  const order = made.body as unknown as OfframpOrder
  return { orderId: order._id, payTo: order.toAddress, amount: String(order.cashout.cryptoAmount) }
}

/** A sale from the wallet, as the journey makes it for a seller without an account. */
export const saleFrom = (wallet: Wallet) => saleFor(wallet.address)

/** The seller's payment of another sale of theirs, which that sale took once the payment job proved it. */
const anotherSalesPayment = async (order: PaidOrder) => {
  const other: PaidOrder = { ...order, ...(await saleFrom(order.wallet)) }
  const hash = await payInFull(other)
  await confirmed(other, hash)
  await orderReaches(other, "offramp_pending")
  return hash
}

export const offrampProduct: CryptoProduct = {
  api,
  confirm: "confirm-order",
  payouts: "/api/sandbox/offramp",
  refusal: { tag: "TransactionHashUsed", hash: anotherSalesPayment },
}
