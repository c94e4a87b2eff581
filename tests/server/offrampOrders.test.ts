// Off-ramp orders (spec 2 §3, §4, §7): created signed in or anonymously with a deposit address of their own and a
// 20-minute expiry, each quote used once, the refusals (expired or used quote, paused, missing field, bad address),
// pages of a user's orders, cancelling while initiated, expiry, and the status post to the integrator.
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Network } from "../../schema/enums.ts"
import { kycRefusals } from "../../schema/kycRequirement.ts"
import { errors } from "../../schema/messages.ts"
import { offrampRefusals } from "../../schema/offramp.ts"
import { fieldProblems } from "../../schema/offrampFields.ts"
import type { OfframpOrder } from "../../schema/offrampModels.ts"
import { depositAddressFor } from "../../server/offramp/depositAddresses.ts"
import { isValidAddress } from "../../server/onramp/addresses.ts"
import { wakeJobs } from "../support/jobs.ts"
import {
  confirmSale,
  createSale,
  mobileMoneyDetails,
  quoteOf,
  readSale,
  saleBody,
  saleOrder,
  saleUntil,
  tokenOf,
} from "../support/offramp.ts"
import { api, serverForThisFile, setSettings } from "../support/server.ts"
import { bearer, freshEmail, post, signIn } from "../support/signIn.ts"

const server = serverForThisFile()
const seller = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"

const sql = <A>(run: (sql: SqlClient.SqlClient) => Effect.Effect<A, unknown>) =>
  server.run(Effect.flatMap(SqlClient.SqlClient, run))
const liquidityOf = async (offerId: string) =>
  Number(
    (
      await sql((q) => q<{ liquidityLocal: string }>`SELECT liquidity_local FROM offramp_offers WHERE id = ${offerId}`)
    )[0]?.liquidityLocal,
  )

/** A local endpoint standing in for the integrator's server. */
const received: Array<{ body: string }> = []
const integrator = createServer((request, response) => {
  let body = ""
  request.on("data", (chunk) => {
    body += chunk
  })
  request.on("end", () => {
    received.push({ body })
    response.writeHead(200).end()
  })
})
let callbackUrl = ""
beforeAll(async () => {
  await new Promise<void>((resolve) => integrator.listen(0, "127.0.0.1", resolve))
  callbackUrl = `http://127.0.0.1:${(integrator.address() as AddressInfo).port}/hooks/offramp`
})
afterAll(() => new Promise<void>((resolve) => integrator.close(() => resolve())))

describe("creating an order", () => {
  it("makes an anonymous order with its own deposit address, the offer's amounts and a 20-minute expiry", async () => {
    const quote = await quoteOf(server)
    const answer = await createSale(server, saleBody(quote, seller))
    expect(answer.status).toBe(200)
    const order: OfframpOrder = await answer.json()
    expect(order).toMatchObject({
      status: "initiated",
      network: "CELO",
      asset: "USDC",
      fromAddress: seller,
      countryIsoCode: "KE",
      currencyIsoCode: "KES",
      paymentChannel: "mobile_money",
      hash: null,
      refundHash: null,
      cashout: quote.cashout,
      offerRequiredFields: [
        { label: "Mobile network", value: "Safaricom M-Pesa" },
        { label: "Mobile number", value: "+254712345678" },
        { label: "Account name", value: "Amina Otieno" },
      ],
    })
    expect(isValidAddress("CELO", order.toAddress)).toBe(true)
    expect(order.toAddress).not.toBe(seller)
    const minutes = (new Date(order.expiresAt).getTime() - new Date(order.createdAt).getTime()) / 60_000
    expect(minutes).toBeCloseTo(20, 1)
    expect(order.timeline.map((e) => e.status)).toEqual(["initiated"])
    // What the widget's wallet needs to pay it: the sandbox token's contract and the amount in base units.
    const token = await tokenOf(server, "CELO", "USDC")
    expect(order.cryptoTransactionRequestAdditionalData).toMatchObject({
      contractAddress: token.address,
      decimals: 6,
      to: order.toAddress,
      value: String(quote.cashout.cryptoAmount * 1_000_000),
    })
    // Readable by its id, by anyone who has it: all but the payout details (issue 13).
    const { offerRequiredFields: _details, ...publicPart } = order
    expect(await readSale(server, order._id)).toEqual(publicPart)
    const another = await saleOrder(server, seller)
    expect(another.toAddress).not.toBe(order.toAddress)
  })

  it("gives a well-formed deposit address on every network the sandbox ledger stands in for", async () => {
    const markets: ReadonlyArray<[Network, string]> = [
      ["TRON", "USDT"],
      ["SOLANA", "USDC"],
      ["STELLAR", "USDC"],
      ["XRP", "RLUSD"],
      ["TON", "USDT"],
    ]
    for (const [network, asset] of markets) {
      const from = depositAddressFor("a wallet of the test", network, network)
      const quote = await quoteOf(server, { network, asset })
      const answer = await createSale(server, saleBody(quote, from, { network, asset }))
      const order: OfframpOrder = await answer.json()
      expect(answer.status).toBe(200)
      expect(isValidAddress(network, order.toAddress)).toBe(true)
      expect(order.cryptoTransactionRequestAdditionalData).toBeNull()
    }
  })

  it("answers the same order to the same request sent twice, and refuses a quote another order used", async () => {
    const quote = await quoteOf(server)
    const body = saleBody(quote, seller)
    const [first, second] = await Promise.all([createSale(server, body), createSale(server, body)])
    const [a, b] = [await first.json(), await second.json()]
    expect(a._id).toBe(b._id)
    const other = await createSale(server, { ...body, requiredFields: { ...mobileMoneyDetails, accountName: "Juma" } })
    expect(other.status).toBe(409)
    expect((await other.json())._tag).toBe("QuoteExpired")
  })

  it("refuses an expired quote, an amount that differs from it, a bad address and missing details", async () => {
    const stale = await quoteOf(server)
    await sql((q) => q`UPDATE offramp_quotes SET expires_at = now() - interval '1 second' WHERE id = ${stale.quoteId}`)
    expect((await createSale(server, saleBody(stale, seller))).status).toBe(409)

    const quote = await quoteOf(server)
    const differs = await createSale(server, saleBody(quote, seller, { amount: quote.cashout.cryptoAmount + 1 }))
    expect((await differs.json()).message).toBe(
      "The amount differs from its offer. Review the new offer and try again.",
    )
    const badAddress = await createSale(server, saleBody(quote, seller.replace("C51812dc", "c51812dc")))
    expect((await badAddress.json()).message).toBe("This is not a valid CELO wallet address.")
    const missing = await createSale(
      server,
      saleBody(quote, seller, { requiredFields: { carrierCode: "safaricom", accountName: "Amina Otieno" } }),
    )
    expect(missing.status).toBe(400)
    expect((await missing.json()).fields).toEqual({ phoneNumber: fieldProblems.required("Mobile number") })
    // None of those used the quote.
    expect((await createSale(server, saleBody(quote, seller))).status).toBe(200)
  })

  it("sells without an account only below the country's ID-check minimum, and never past a check not passed", async () => {
    // Kenya's sandbox minimum for a sale is 100 USD: 20 USDC may be sold anonymously, 150 may not.
    const small = await quoteOf(server)
    expect(small.anonymousAllowed).toBe(true)
    const details = await post(server, "/api/public/pay-widget/offramp/validate-fields-anonymous", {
      quoteId: small.quoteId,
      requiredFields: mobileMoneyDetails,
    })
    expect(await details.json()).toContainEqual({ label: "Mobile number", value: "+254712345678" })

    const large = await quoteOf(server, { amount: 150 })
    expect(large.anonymousAllowed).toBe(false)
    const anonymous = await createSale(server, saleBody(large, seller))
    expect(anonymous.status).toBe(400)
    expect((await anonymous.json()).message).toBe(kycRefusals.signInFirst)
    const email = freshEmail("unchecked")
    const tokens = await signIn(server, email)
    const unchecked = await createSale(server, saleBody(large, seller), tokens)
    expect((await unchecked.json()).message).toBe(kycRefusals.notPassed)
    // Neither used the quote: once the check is passed, the same offer makes the order.
    await sql((q) => q`UPDATE users SET passed_kyc_type = 'basic' WHERE email = ${email}`)
    expect((await createSale(server, saleBody(large, seller), tokens)).status).toBe(200)
  })

  it("refuses every order while selling is paused", async () => {
    await setSettings(server, { offRampPayWidgetEnabled: false })
    try {
      const quote = await quoteOf(server)
      const answer = await createSale(server, saleBody(quote, seller))
      expect(answer.status).toBe(403)
      expect(await answer.json()).toMatchObject({ _tag: "OfframpPaused", message: offrampRefusals.paused })
      const tokens = await signIn(server, freshEmail("paused"))
      expect((await createSale(server, saleBody(quote, seller), tokens)).status).toBe(403)
    } finally {
      await setSettings(server, { offRampPayWidgetEnabled: true })
    }
  })
})

describe("a signed-in user's orders", () => {
  it("lists the user's orders 20 to a page, newest first, and never an anonymous one", async () => {
    const tokens = await signIn(server, freshEmail("pages"))
    const made: Array<string> = []
    for (let i = 0; i < 21; i++) {
      const answer = await createSale(server, saleBody(await quoteOf(server), seller), tokens)
      made.push((await answer.json())._id)
    }
    await saleOrder(server, seller)
    const page = async (n: number) =>
      (await api(server, `/api/private/pay-widget/offramp/orders?page=${n}`, { headers: bearer(tokens) })).json()
    const first = await page(1)
    expect(first.docs).toHaveLength(20)
    expect(first).toMatchObject({ nextPage: 2, prevPage: null })
    expect(first.docs[0]._id).toBe(made[20])
    const second = await page(2)
    expect(second.docs.map((o: OfframpOrder) => o._id)).toEqual([made[0]])
    expect(second).toMatchObject({ nextPage: null, prevPage: 1 })
    expect((await api(server, "/api/private/pay-widget/offramp/orders")).status).toBe(401)
  })

  it("cancels an order while it waits for its payment, gives the agent's money back, and posts the change", async () => {
    const tokens = await signIn(server, freshEmail("cancel"))
    const quote = await quoteOf(server)
    const created = await createSale(server, saleBody(quote, seller, { callbackUrl }), tokens)
    const order: OfframpOrder = await created.json()
    const held = await liquidityOf(order.offerId)
    const cancel = (who = tokens) =>
      post(server, "/api/private/pay-widget/offramp/cancel-order", { orderId: order._id }, bearer(who))
    expect((await cancel(await signIn(server, freshEmail("stranger")))).status).toBe(404)
    const answer = await cancel()
    expect(answer.status).toBe(200)
    expect((await answer.json()).status).toBe("cancelled")
    expect(await liquidityOf(order.offerId)).toBeCloseTo(held + quote.cashout.localCurrencyAmount, 2)
    const again = await cancel()
    expect((await again.json()).message).toBe(offrampRefusals.notCancellable)
    const paid = await confirmSale(server, order._id, `0x${"ab".repeat(32)}`)
    expect((await paid.json()).message).toBe(errors.orderNotPayable)

    const posts = await saleUntil(server, order._id, ["cancelled"]).then(async () => {
      const end = Date.now() + 10_000
      while (received.length === 0 && Date.now() < end) await new Promise((r) => setTimeout(r, 200))
      return received.map((r) => JSON.parse(r.body))
    })
    expect(posts).toContainEqual(
      expect.objectContaining({ product: "offramp", event: "cancelled", orderId: order._id, status: "cancelled" }),
    )
  })

  it("refuses an order of another country than the account's", async () => {
    const tokens = await signIn(server, freshEmail("ghana"), "GH")
    const answer = await createSale(server, saleBody(await quoteOf(server), seller), tokens)
    expect(answer.status).toBe(403)
    expect((await answer.json())._tag).toBe("CountryMismatch")
  })
})

describe("expiry", () => {
  it("expires an order nobody paid in time; it can no longer be paid", async () => {
    const order = await saleOrder(server, seller)
    await sql((q) => q`UPDATE offramp_orders SET expires_at = now() - interval '1 second' WHERE id = ${order._id}`)
    await wakeJobs(server)
    const expired = await saleUntil(server, order._id, ["expired"], 10)
    expect(expired.status).toBe("expired")
    expect(expired.timeline.map((e) => e.status)).toEqual(["initiated", "expired"])
    const paid = await confirmSale(server, order._id, `0x${"cd".repeat(32)}`)
    expect(paid.status).toBe(400)
    expect((await paid.json()).message).toBe(errors.orderNotPayable)
  })
})
