// Paying a merchant's till with crypto (spec 2 §2 Buy-goods, issue #8) on the real sandbox and anvil: a quote names
// the till's merchant, an order gives a deposit address, a real transfer's hash confirms it and the payout to the
// till succeeds. A transaction that does not pay the order is refused with its reason and changes nothing.
import { describe, expect, it } from "vitest"
import { buyGoodsRefusals } from "../../schema/buyGoods.ts"
import { errors } from "../../schema/messages.ts"
import { transactionProblems } from "../../schema/offramp.ts"
import {
  confirmTillPayment,
  createTillOrder,
  decideTillPayout,
  quoteForTill,
  readTillOrder,
  tillOrder,
  tillQuote,
} from "../support/buyGoods.ts"
import { faucet, saleServerForThisFile, testWallet } from "../support/offramp.ts"
import { until } from "../support/polling.ts"
import { api, setSettings } from "../support/server.ts"

const server = saleServerForThisFile()

const refusalOf = async (answer: Response) => ({ status: answer.status, message: (await answer.json()).message })

describe("the quote", () => {
  it("names the till's merchant and prices the local amount with the fee", async () => {
    const quote = await quoteForTill(server)
    expect(quote).toMatchObject({
      tillNumber: "174379",
      merchantName: "Java House Kimathi Street",
      currencyIsoCode: "KES",
      localCurrencyAmount: 2000,
    })
    expect(quote.feeAmountCrypto).toBeGreaterThan(0)
    // What is sent, less the fee, buys the merchant's amount at the rate.
    expect((quote.cryptoAmount - quote.feeAmountCrypto) * quote.cryptoExchangeRate).toBeCloseTo(2000, 0)
  })

  it("refuses an unknown till, a country without Buy Goods and a malformed number", async () => {
    expect(await refusalOf(await tillQuote(server, { tillNumber: "99999" }))).toEqual({
      status: 400,
      message: buyGoodsRefusals.unknownTill("99999", "Kenya"),
    })
    expect(await refusalOf(await tillQuote(server, { countryIsoCode: "NG" }))).toEqual({
      status: 400,
      message: buyGoodsRefusals.notAvailable("Nigeria"),
    })
    expect((await tillQuote(server, { tillNumber: "12ab5" })).status).toBe(400)
  })

  it("is refused while buy-goods is switched off", async () => {
    await setSettings(server, { buyGoodsEnabled: false })
    try {
      expect(await refusalOf(await tillQuote(server))).toEqual({ status: 400, message: buyGoodsRefusals.paused })
    } finally {
      await setSettings(server, { buyGoodsEnabled: true })
    }
  })
})

describe("the order", () => {
  it("is made for the sender's wallet with a deposit address, and read back", async () => {
    const wallet = await testWallet(server, "1")
    const order = await tillOrder(server, wallet.address)
    expect(order).toMatchObject({
      status: "initiated",
      tillNumber: "174379",
      merchantName: "Java House Kimathi Street",
      fromAddress: wallet.address,
      localCurrencyAmount: 2000,
      hash: null,
    })
    expect(order.depositAddress).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(order.timeline.map((e) => e.status)).toEqual(["initiated"])
    expect(await readTillOrder(server, order._id)).toEqual(order)
  })

  it("refuses an off-ramp quote, an unknown till and a bad sender address, making nothing", async () => {
    const wallet = await testWallet(server, "1")
    const quote = await quoteForTill(server)
    const body = { quoteId: quote.quoteId, tillNumber: "174379", network: "CELO", asset: "USDC" }
    expect(
      await refusalOf(await createTillOrder(server, { ...body, tillNumber: "10101", fromAddress: wallet.address })),
    ).toEqual({ status: 400, message: buyGoodsRefusals.unknownTill("10101", "Kenya") })
    expect((await createTillOrder(server, { ...body, fromAddress: "0x1234" })).status).toBe(400)
    // The quote is still unused: the right request makes the order.
    expect((await createTillOrder(server, { ...body, fromAddress: wallet.address })).status).toBe(200)

    const sale = await (
      await api(
        server,
        "/api/public/pay-widget/offramp/best-offer?paymentChannel=mobile_money&countryIsoCode=KE&currency=local&amount=2000&network=CELO&asset=USDC",
      )
    ).json()
    expect(
      await refusalOf(await createTillOrder(server, { ...body, quoteId: sale.quoteId, fromAddress: wallet.address })),
    ).toEqual({ status: 400, message: buyGoodsRefusals.notATillQuote })
  })

  it("is not found for an unknown id", async () => {
    const answer = await api(server, "/api/public/pay-widget/buy-goods/order/nope")
    expect(await refusalOf(answer)).toEqual({ status: 404, message: errors.orderNotFound })
  })
})

describe("paying the till", () => {
  it("a real transfer's hash confirms the order and the payout to the till succeeds", async () => {
    const wallet = await testWallet(server, "100")
    const order = await tillOrder(server, wallet.address)
    const { hash } = await wallet.send(order.depositAddress, String(order.cryptoAmount))
    const answer = await confirmTillPayment(server, order._id, hash)
    expect(answer.status).toBe(200)
    // The payment job may already have moved the order on by the time the answer is read.
    const confirmed = await answer.json()
    expect(confirmed.hash).toBe(hash)
    expect(["validating_transaction", "awaiting_transaction_confirmation", "transaction_confirmed"]).toContain(
      confirmed.status,
    )
    const pending = await until(
      () => readTillOrder(server, order._id),
      (o) => o.status === "offramp_pending",
    )
    expect(pending.status).toBe("offramp_pending")
    expect((await decideTillPayout(server, order._id, "payout-success")).status).toBe(200)
    const paid = await readTillOrder(server, order._id)
    expect(paid.status).toBe("offramp_success")
    expect(paid.timeline.map((e) => e.status)).toEqual([
      "initiated",
      "validating_transaction",
      "awaiting_transaction_confirmation",
      "transaction_confirmed",
      "offramp_pending",
      "offramp_success",
    ])
    expect(Number(await wallet.balance())).toBeCloseTo(100 - order.cryptoAmount, 6)
  })

  /** Confirms with `hash`, expects `message`, and finds the order as it was. */
  const refused = async (orderId: string, hash: string, message: string) => {
    const before = await readTillOrder(server, orderId)
    expect(await refusalOf(await confirmTillPayment(server, orderId, hash))).toEqual({ status: 400, message })
    expect(await readTillOrder(server, orderId)).toEqual(before)
  }

  it("refuses too small an amount, another recipient, another token and a reused hash, changing nothing", async () => {
    const wallet = await testWallet(server, "100")
    await faucet(server, wallet.address, "100", "CUSD")
    const order = await tillOrder(server, wallet.address)
    const amount = String(order.cryptoAmount)

    const small = await wallet.send(order.depositAddress, "1")
    await refused(order._id, small.hash, transactionProblems.tooSmall("1", amount, "USDC"))
    const elsewhere = await wallet.send("0x90F79bf6EB2c4f870365E785982E1f101E93b906", amount)
    await refused(order._id, elsewhere.hash, transactionProblems.wrongRecipient("USDC", order.depositAddress))
    const token = await wallet.send(order.depositAddress, amount, { asset: "CUSD" })
    await refused(order._id, token.hash, transactionProblems.wrongToken("USDC", "CELO"))
    await refused(order._id, `0x${"5e".repeat(32)}`, transactionProblems.notFound("CELO"))

    // A hash that paid another order.
    const other = await tillOrder(server, wallet.address)
    const paidOther = await wallet.send(other.depositAddress, String(other.cryptoAmount))
    expect((await confirmTillPayment(server, other._id, paidOther.hash)).status).toBe(200)
    await refused(order._id, paidOther.hash, transactionProblems.wrongRecipient("USDC", order.depositAddress))

    // The right payment still confirms it.
    const right = await wallet.send(order.depositAddress, amount)
    expect((await confirmTillPayment(server, order._id, right.hash)).status).toBe(200)
    // Given again, the same hash is already processed (the widget takes it as success).
    expect(await refusalOf(await confirmTillPayment(server, order._id, right.hash))).toEqual({
      status: 400,
      message: errors.orderAlreadyProcessed,
    })
  })

  it("sandbox payout decisions refuse an order that is not a buy-goods order or not paid yet", async () => {
    const order = await tillOrder(server, (await testWallet(server, "1")).address)
    expect((await decideTillPayout(server, order._id, "payout-success")).status).toBe(400)
    expect((await decideTillPayout(server, "nope", "payout-success")).status).toBe(404)
  })
})
