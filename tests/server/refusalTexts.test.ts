// Refusals as the client receives them: a tagged body whose message is the text the widget shows as given
// (spec 1 §8, spec 2 §8: "Server errors show the server's message in a toast when present").
import { describe, expect, it } from "vitest"
import { celoAddress, createOrder } from "../support/onramp.ts"
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
})
