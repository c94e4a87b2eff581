// What the buy-goods pay and status mappings do alike: a till's order made for a buyer's own wallet through the same
// public calls the amount screen makes (Java House's till 174379, 2000 KES in CUSD on Celo); the buyer's transfers,
// the held read and the order's moves are those of every order paid with crypto (cryptoOrders.ts).
import type { Page } from "@playwright/test"
import type { BuyGoodsOrder } from "../../../schema/buyGoods.ts"
import { asset } from "../../e2e/fundedWallet.ts"
import { setOperatorSettings } from "../../e2e/widget.ts"
import { type CryptoProduct, callApi, openPaidOrder, paidOrder, payElsewhere } from "./cryptoOrders.ts"

/** The deposit address the fixtures' order has (tests/model/buyGoodsFixtures.ts); the sandbox gives each order its own. */
const fixtureDeposit = "0x1111111111111111111111111111111111111111"

const api = "/api/public/pay-widget/buy-goods"

export const buyGoodsProduct: CryptoProduct = {
  api,
  confirm: "confirm-payment",
  payouts: "/api/sandbox/buy-goods",
  // The sandbox reads the transaction at the confirmation: one sent to another address is refused at once.
  refusal: { tag: "InvalidRequest", hash: payElsewhere },
}

/** A funded wallet and a till's order made for it; the order's read is held (armed) before the page opens `route`. */
export const openTillOrder = async (page: Page, memo: Record<string, unknown>, route: string) => {
  await setOperatorSettings({ buyGoodsEnabled: true, quoteSeconds: 120 })
  await openPaidOrder(page, memo, buyGoodsProduct, route, async (wallet) => {
    const quote = await callApi(
      "GET",
      `${api}/quote?tillNumber=174379&amount=2000&countryIsoCode=KE&network=CELO&asset=${asset}`,
    )
    if (quote.status !== 200 || !quote.body) throw new Error(`no quote for the till: ${JSON.stringify(quote)}`)
    const made = await callApi("POST", `${api}/create-order`, {
      quoteId: quote.body.quoteId,
      tillNumber: "174379",
      network: "CELO",
      asset,
      fromAddress: wallet.address,
    })
    if (made.status !== 200) throw new Error(`the order was refused: ${JSON.stringify(made)}`)
    const order = made.body as unknown as BuyGoodsOrder
    return { orderId: order._id, payTo: order.depositAddress, amount: String(order.cryptoAmount) }
  })
}

/** The refusal the fixtures write names their order's deposit address; the page names the path's order's. */
export const tillTextOnPage = (written: string, memo: Record<string, unknown>) =>
  memo.paid ? written.replaceAll(fixtureDeposit, paidOrder(memo).payTo) : written
