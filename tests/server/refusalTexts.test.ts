// Refusals as the client receives them: a tagged body whose message is the text the widget shows as given
// (spec 1 §8, spec 2 §8: "Server errors show the server's message in a toast when present").
import { describe, expect, it } from "vitest"
import { confirmSale, createSale, quoteOf, saleBody } from "../support/offramp.ts"
import { celoAddress, createOrder, quoteId } from "../support/onramp.ts"
import { api, serverForThisFile } from "../support/server.ts"
import { bearer, freshEmail, post, signIn } from "../support/signIn.ts"

const server = serverForThisFile()

/** A quote id no offer ever gave. */
const unknownQuote = "00000000-0000-4000-8000-000000000000"

describe("refusals carry their words to the client", () => {
  it("an order that is not the caller's is 'Order not found' (spec 2 §8, Order gone)", async () => {
    const tokens = await signIn(server, freshEmail("amina"))
    const confirm = await post(
      server,
      `/api/private/swaps/buy/${unknownQuote}/confirm`,
      { confirm: true },
      bearer(tokens),
    )
    expect(confirm.status).toBe(404)
    expect(await confirm.json()).toMatchObject({ _tag: "NotFound", message: "Order not found" })

    const sale = await api(server, `/api/private/pay-widget/offramp/order/${unknownQuote}`, { headers: bearer(tokens) })
    expect(sale.status).toBe(404)
    expect(await sale.json()).toMatchObject({ _tag: "NotFound", message: "Order not found" })
  })

  it("an order made from an offer that is gone asks for the new offer, in the same words on both ramps", async () => {
    const expired = {
      _tag: "QuoteExpired",
      code: "QUOTE_EXPIRED",
      message: "The offer has expired. Review the new offer and try again.",
    }
    const tokens = await signIn(server, freshEmail("otieno"))
    const buy = await createOrder(server, tokens, unknownQuote)
    expect(buy.status).toBe(409)
    expect(await buy.json()).toMatchObject(expired)

    const sell = await post(server, "/api/public/pay-widget/offramp/create-order-anonymous", {
      quoteId: unknownQuote,
      network: "CELO",
      asset: "USDC",
      amount: 20,
      currency: "crypto",
      address: celoAddress,
      requiredFields: { carrierCode: "safaricom", phoneNumber: "0712 345 678", accountName: "Amina Otieno" },
    })
    expect(sell.status).toBe(409)
    expect(await sell.json()).toMatchObject(expired)
  })

  // Issue 14: the refusals a chart acts on have tags of their own; code and message stay as spec 2 §7-§8 show them.
  it("a sale that can no longer be paid answers 400 OrderNotPayable with NOT_PAYABLE and the spec's words", async () => {
    const tokens = await signIn(server, freshEmail("wanjiru"))
    const order = await (await createSale(server, saleBody(await quoteOf(server), celoAddress), tokens)).json()
    const cancelled = await post(
      server,
      "/api/private/pay-widget/offramp/cancel-order",
      { orderId: order._id },
      bearer(tokens),
    )
    expect(cancelled.status).toBe(200)

    const paid = await confirmSale(server, order._id, `0x${"ab".repeat(32)}`)
    expect(paid.status).toBe(400)
    expect(await paid.json()).toEqual({
      _tag: "OrderNotPayable",
      code: "NOT_PAYABLE",
      message: "Order can no longer be paid. Please create a new order.",
    })
  })

  it("a second confirm of a buy answers 400 OrderAlreadyProcessed with the spec's words and its old code", async () => {
    const tokens = await signIn(server, freshEmail("kamau"))
    const created = await createOrder(server, tokens, await quoteId(server))
    expect(created.status).toBe(200)
    const { _id: orderId } = await created.json()
    const order = await (await api(server, `/api/public/pay-widget/onramp/order/${orderId}`)).json()
    const confirm = () =>
      post(server, `/api/private/swaps/buy/${order.buySwap._id}/confirm`, { confirm: true }, bearer(tokens))
    expect((await confirm()).status).toBe(200)

    const again = await confirm()
    expect(again.status).toBe(400)
    expect(await again.json()).toEqual({
      _tag: "OrderAlreadyProcessed",
      code: "INVALID_REQUEST",
      message: "The order is already processed",
    })
  })
})
