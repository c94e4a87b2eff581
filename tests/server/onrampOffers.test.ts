// On-ramp offers from the agents' book (spec 1 §3, §7): limits, the best offer in local or crypto currency, a
// quote with its expiry, the no-offer answer, and amounts the spec refuses.
import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { bestOfferCall } from "../../schema/amountCalls.ts"
import { errorCodes } from "../../schema/errors.ts"
import { errors, validation } from "../../schema/messages.ts"
import { api, serverForThisFile, setSettings } from "../support/server.ts"
import { post } from "../support/signIn.ts"

const server = serverForThisFile()
const base = { paymentChannel: "mobile_money", network: "CELO", asset: "CUSD", countryIsoCode: "KE" }
const bestOffer = (body: Record<string, unknown>) =>
  post(server, "/api/public/pay-widget/onramp/best-offer", { ...base, ...body })

describe("on-ramp offers", () => {
  it("answers limits in local currency (whole shillings) and crypto", async () => {
    const answer = await post(server, "/api/public/pay-widget/onramp/limits", base)
    expect(answer.status).toBe(200)
    const limits = await answer.json()
    expect(limits.localCurrencyLimits.withCents).toBe(false)
    expect(limits.localCurrencyLimits.min).toBeGreaterThan(0)
    expect(limits.localCurrencyLimits.max).toBeGreaterThan(limits.localCurrencyLimits.min)
    expect(limits.cryptoLimits.max).toBeGreaterThan(limits.cryptoLimits.min)
    const rand = await post(server, "/api/public/pay-widget/onramp/limits", {
      ...base,
      countryIsoCode: "ZA",
      paymentChannel: "bank",
    })
    expect(rand.status).toBe(200)
    expect((await rand.json()).localCurrencyLimits.withCents).toBe(true)
  })

  it("quotes the best offer for a local amount, with every part of the cashout", async () => {
    const answer = await bestOffer({ currency: "local", amount: 2000 })
    expect(answer.status).toBe(200)
    const quote = await answer.json()
    expect(quote.quoteId).toEqual(expect.any(String))
    expect(new Date(quote.expiresAt).getTime()).toBeGreaterThan(Date.now())
    expect(quote.offer).toMatchObject({ currencyIsoCode: "KES", user: { username: expect.any(String) } })
    const c = quote.cashout
    expect(c.localCurrencyAmount).toBe(2000)
    expect(c.cryptoAmount).toBeCloseTo(2000 / quote.offer.cryptoExchangeRate, 5)
    expect(c.cryptoWithdrawAmount).toBeCloseTo(c.cryptoAmount - c.cryptoFeeAmount - c.cryptoGasAmount, 6)
  })

  it("answers what the widget's schema decodes, a quote of its own on each ask and no offer as JSON null", async () => {
    const decode = Schema.decodeUnknownSync(bestOfferCall.success)
    const asks = await Promise.all([1, 2, 3].map(() => bestOffer({ currency: "local", amount: 2500 })))
    const quotes = []
    for (const answer of asks) {
      expect(answer.headers.get("content-type")).toMatch(/^application\/json/)
      const quote = decode(await answer.json())
      if (!quote) throw new Error("an offer was expected for 2,500 KES")
      quotes.push(quote)
    }
    // Each ask is a quote of its own (spent once), with the same terms from the same book.
    expect(new Set(quotes.map((q) => q.quoteId)).size).toBe(3)
    expect(quotes[1]?.offer).toEqual(quotes[0]?.offer)
    expect(quotes[2]?.cashout).toEqual(quotes[0]?.cashout)
    const none = await bestOffer({ currency: "local", amount: 999_999_999 })
    expect(none.headers.get("content-type")).toMatch(/^application\/json/)
    expect(decode(await none.json())).toBeNull()
  })

  it("quotes what to pay for a crypto amount to receive", async () => {
    const quote = await (await bestOffer({ currency: "crypto", amount: 15, network: "POLYGON", asset: "USDC" })).json()
    expect(quote.cashout.cryptoWithdrawAmount).toBeGreaterThanOrEqual(15)
    expect(Number.isInteger(quote.cashout.localCurrencyAmount)).toBe(true)
  })

  it("narrows the offers to the carrier asked for", async () => {
    const mpesa = await bestOffer({ currency: "local", amount: 5000, carrierCode: "safaricom" })
    expect((await mpesa.json())?.quoteId).toEqual(expect.any(String))
    expect(
      await (await bestOffer({ currency: "local", amount: 5000, carrierCode: "no-such-carrier" })).json(),
    ).toBeNull()
  })

  it("answers no offer when no agent can serve the amount", async () => {
    const answer = await bestOffer({ currency: "local", amount: 999_999_999 })
    expect(answer.status).toBe(200)
    expect(await answer.json()).toBeNull()
  })

  it("refuses amounts the spec refuses, and an asset that cannot be bought", async () => {
    for (const [amount, message] of [
      [1.234, validation.twoDecimals],
      [1500.5, validation.localAmountInteger],
      [-3, "The amount must be a positive number."],
    ] as const) {
      const answer = await bestOffer({ currency: "local", amount })
      expect(answer.status).toBe(400)
      expect(await answer.json()).toMatchObject({ code: errorCodes.invalidRequest, message })
    }
    const explorerOnly = await bestOffer({ currency: "local", amount: 2000, network: "NEAR", asset: "USDC" })
    expect(await explorerOnly.json()).toMatchObject({ message: errors.assetMisconfigured })
  })
})

describe("wallet validation", () => {
  const validate = (body: Record<string, unknown>) =>
    post(server, "/api/public/pay-widget/onramp/validate-wallet", body)
  it("accepts an address of the network and refuses one that is not", async () => {
    const ok = await validate({ network: "CELO", asset: "CUSD", address: "0x765DE816845861e75A25fCA122bb6898B8B1282a" })
    expect(ok.status).toBe(200)
    const tronOnCelo = await validate({ network: "CELO", asset: "CUSD", address: "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t" })
    expect(tronOnCelo.status).toBe(400)
    expect((await tronOnCelo.json()).message).toBe("This is not a valid CELO wallet address.")
    const tron = await validate({ network: "TRON", asset: "USDT", address: "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t" })
    expect(tron.status).toBe(200)
  })
  it("refuses an asset that cannot be bought on the network", async () => {
    const answer = await validate({ network: "NEAR", asset: "USDC", address: "anything.near" })
    expect(await answer.json()).toMatchObject({ message: errors.assetMisconfigured })
  })
})

describe("amount check, rewards and promotion", () => {
  it("confirms amounts that match their offer and refuses others", async () => {
    const quote = await (await bestOffer({ currency: "local", amount: 2000 })).json()
    const check = (body: Record<string, unknown>) =>
      post(server, "/api/public/pay-widget/onramp/validate-transfer-amount", {
        localCurrencyAmount: 2000,
        cryptoAmount: quote.cashout.cryptoWithdrawAmount,
        network: "CELO",
        asset: "CUSD",
        quoteId: quote.quoteId,
        ...body,
      })
    expect((await check({})).status).toBe(200)
    expect((await check({ localCurrencyAmount: 1999 })).status).toBe(400)
    expect((await check({ network: "POLYGON" })).status).toBe(400)
  })

  it("answers an offer that expired or never was as the order would (409 QuoteExpired), so the buyer goes back to the amount", async () => {
    // Spec 1 §2: a stale offer on the review sends the buyer back to the amount with 'The offer has expired…'.
    const expired = { _tag: "QuoteExpired", message: "The offer has expired. Review the new offer and try again." }
    await setSettings(server, { quoteSeconds: 1 })
    const quote = await (await bestOffer({ currency: "local", amount: 2000 })).json()
    await setSettings(server, { quoteSeconds: 120 })
    await new Promise((resolve) => setTimeout(resolve, 1500))
    const check = (quoteId: string) =>
      post(server, "/api/public/pay-widget/onramp/validate-transfer-amount", {
        localCurrencyAmount: 2000,
        cryptoAmount: quote.cashout.cryptoWithdrawAmount,
        network: "CELO",
        asset: "CUSD",
        quoteId,
      })
    const stale = await check(quote.quoteId)
    expect(stale.status).toBe(409)
    expect(await stale.json()).toMatchObject(expired)
    const unknown = await check("no-such-quote")
    expect(unknown.status).toBe(409)
    expect(await unknown.json()).toMatchObject(expired)
  })

  it("offers the rewards of the country and asset from the campaign's minimum", async () => {
    const rewards = (amount?: number) =>
      post(server, "/api/public/pay-widget/onramp/available-rewards", { ...base, amount }).then((r) => r.json())
    expect(await rewards(5000)).toHaveLength(1)
    expect(await rewards(100)).toEqual([])
    const everywhere = await (await api(server, "/api/public/pay-widget/onramp/possible-rewards?sourceParam=x")).json()
    expect(everywhere[0]).toMatchObject({ rewardAsset: "CUSD", minOrderAmount: 20 })
  })

  it("shows the M-Pesa promotion for M-Pesa orders in Kenya only, not with Airtel, a bank or elsewhere", async () => {
    const promotion = (body: Record<string, unknown>) =>
      post(server, "/api/public/pay-widget/onramp/promotion", body).then((r) => r.json())
    const mpesa = "No agent fee on weekends for M-Pesa orders"
    const kenya = { countryIsoCode: "KE", network: "CELO", asset: "CUSD" }
    expect(await promotion({ ...kenya, paymentChannel: "mobile_money", carrierCode: "safaricom" })).toMatchObject({
      description: mpesa,
    })
    expect(await promotion({ ...kenya, paymentChannel: "mobile_money", carrierCode: "airtel" })).toBeNull()
    expect(await promotion({ ...kenya, paymentChannel: "bank", carrierCode: "kcb" })).toBeNull()
    expect(await promotion({ ...kenya, paymentChannel: "mobile_money" })).toBeNull()
    expect(
      await promotion({ countryIsoCode: "BR", paymentChannel: "mobile_money", carrierCode: "safaricom" }),
    ).toBeNull()
  })
})
