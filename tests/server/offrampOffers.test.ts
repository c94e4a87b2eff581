// Off-ramp offers from the agents' book (spec 2 §3, §5, §7): payout channels with their required fields, limits,
// the best offer for crypto sent or local money asked, the no-offer answer, and checking the payout details.
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { describe, expect, it } from "vitest"
import { errors, validation } from "../../schema/messages.ts"
import { fieldProblems } from "../../schema/offrampFields.ts"
import type { OfframpCountryChannels } from "../../schema/offrampModels.ts"
import { bestOffer, kenyaSale, mobileMoneyDetails, offerPath, quoteOf } from "../support/offramp.ts"
import { api, serverForThisFile } from "../support/server.ts"
import { bearer, freshEmail, post, signIn } from "../support/signIn.ts"

const server = serverForThisFile()

const limitsPath = (query: Record<string, string> = {}) =>
  `/api/public/pay-widget/offramp/limits?${new URLSearchParams({ ...kenyaSale, ...query })}`

describe("payout channels", () => {
  it("lists each country's payout channels with the fields a payout needs, banks and networks from the catalogue", async () => {
    const countries: Array<OfframpCountryChannels> = await (
      await api(server, "/api/public/pay-widget/offramp/payment-channels?sourceParam=x")
    ).json()
    const kenya = countries.find((c) => c.countryIsoCode === "KE")
    expect(kenya?.currencyIsoCode).toBe("KES")
    const bank = kenya?.paymentChannels.find((c) => c.paymentChannel === "bank")
    expect(bank?.requiredFields.bankCode).toMatchObject({ label: "Bank", type: "enum", required: true })
    expect(bank?.requiredFields.bankCode?.options).toContainEqual({ label: "Equity Bank", value: "equity" })
    expect(bank?.requiredFields.accountNumber).toMatchObject({ type: "string", required: true })
    expect(bank?.requiredFields.email).toMatchObject({ type: "email", required: false })
    const mobile = kenya?.paymentChannels.find((c) => c.paymentChannel === "mobile_money")
    expect(mobile?.requiredFields.phoneNumber).toMatchObject({ label: "Mobile number", type: "phone", required: true })
    expect(mobile?.requiredFields.carrierCode?.options?.map((o) => o.label)).toEqual([
      "Safaricom M-Pesa",
      "Airtel Money",
    ])
    // Uganda pays out by bank and mobile money, not airtime.
    const uganda = countries.find((c) => c.countryIsoCode === "UG")?.paymentChannels.map((c) => c.paymentChannel)
    expect(uganda).toEqual(["bank", "mobile_money"])
  })
})

describe("limits and offers", () => {
  it("gives the limits of the offers that serve a market, in crypto and local money", async () => {
    const answer = await api(server, limitsPath())
    expect(answer.status).toBe(200)
    const limits = await answer.json()
    // The three Kenyan agents pay from 1 to 5000 USD worth of KES; USDC is priced at 1 USD.
    expect(limits.minLocalCurrency).toBe(129.5)
    expect(limits.maxLocalCurrency).toBe(647500)
    expect(limits.minCrypto).toBeGreaterThan(1)
    expect(limits.minCrypto).toBeLessThan(1.1)
    expect(limits.maxCrypto).toBeGreaterThan(5000)
    expect(limits.maxCrypto).toBeLessThan(5100)
  })

  it("quotes the most local money for the crypto sent, with the fee out of the crypto and a stated validity", async () => {
    const before = Date.now()
    const quote = await quoteOf(server, { amount: 20 })
    expect(quote.currencyIsoCode).toBe("KES")
    expect(quote.cashout.cryptoAmount).toBe(20)
    expect(quote.cashout.usdAmount).toBe(20)
    // Best for 20 USDC: the agent at 0.988 of 129.50 KES per USD with a 0.6% fee (the others pay less).
    expect(quote.cryptoExchangeRate).toBeCloseTo(127.95, 2)
    expect(quote.cashout.feeAmountCrypto).toBe(0.12)
    expect(quote.cashout.localCurrencyAmount).toBe(Math.floor(19.88 * 127.95))
    expect(new Date(quote.expiresAt).getTime()).toBeGreaterThan(before + 60_000)
    expect(Object.keys(quote.requiredFields)).toEqual(["carrierCode", "phoneNumber", "accountName", "email"])
  })

  it("quotes the least crypto to send for local money asked", async () => {
    const quote = await quoteOf(server, { currency: "local", amount: 5000 })
    expect(quote.cashout.localCurrencyAmount).toBe(5000)
    const received = (quote.cashout.cryptoAmount - quote.cashout.feeAmountCrypto) * quote.cryptoExchangeRate
    expect(received).toBeGreaterThanOrEqual(4999.99)
    expect(received).toBeLessThan(5001)
  })

  it("answers no offer when no agent serves the amount, or the book is empty", async () => {
    expect(await bestOffer(server, { amount: 100_000 })).toBeNull()
    await server.run(
      Effect.flatMap(
        SqlClient.SqlClient,
        (sql) => sql`UPDATE offramp_offers SET liquidity_local = 0
          WHERE country_iso_code = 'KE' AND payment_channel = 'paybill'`,
      ),
    )
    expect(await bestOffer(server, { paymentChannel: "paybill" })).toBeNull()
    const limits = await api(server, limitsPath({ paymentChannel: "paybill" }))
    expect(limits.status).toBe(400)
    expect((await limits.json()).message).toBe(errors.noOffer)
  })

  it("refuses an asset that cannot be sold and an amount with more than 2 decimals", async () => {
    const usde = await api(server, offerPath({ network: "ETHEREUM", asset: "USDE" }))
    expect(usde.status).toBe(400)
    expect((await usde.json()).message).toBe(errors.assetMisconfigured)
    const precise = await api(server, offerPath({ amount: 20.125 }))
    expect((await precise.json()).message).toBe(validation.twoDecimals)
    const cents = await api(server, offerPath({ currency: "local", amount: 2000.5 }))
    expect((await cents.json()).message).toBe(validation.localAmountInteger)
  })
})

describe("checking the payout details", () => {
  const validate = async (requiredFields: Record<string, string>, query: Record<string, unknown> = {}) => {
    const tokens = await signIn(server, freshEmail("details"))
    const quote = await quoteOf(server, query)
    return post(
      server,
      "/api/private/pay-widget/offramp/validate-fields",
      { quoteId: quote.quoteId, requiredFields },
      bearer(tokens),
    )
  }

  it("returns the details to confirm, with the network by its name and the number in international form", async () => {
    const answer = await validate({ ...mobileMoneyDetails, email: "" })
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual([
      { label: "Mobile network", value: "Safaricom M-Pesa" },
      { label: "Mobile number", value: "+254712345678" },
      { label: "Account name", value: "Amina Otieno" },
    ])
  })

  it("says what is wrong with each field", async () => {
    const answer = await validate({ carrierCode: "mtn", phoneNumber: "+2547123", accountName: " ", email: "amina@" })
    expect(answer.status).toBe(400)
    const body = await answer.json()
    expect(body.fields).toEqual({
      carrierCode: fieldProblems.option("Mobile network"),
      phoneNumber: fieldProblems.phone("Mobile number", "+254712345678"),
      accountName: fieldProblems.required("Account name"),
      email: fieldProblems.email("E-mail for the payout receipt"),
    })
    expect(body.message).toContain(fieldProblems.required("Account name"))
  })

  it("checks a bank account's number by its format", async () => {
    const answer = await validate(
      { bankCode: "kcb", accountNumber: "12-34", accountName: "Amina Otieno" },
      { paymentChannel: "bank" },
    )
    expect((await answer.json()).fields).toEqual({
      accountNumber: fieldProblems.pattern("Bank account number", "6 to 20 digits"),
    })
  })

  it("is for signed-in users", async () => {
    const quote = await quoteOf(server)
    const answer = await post(server, "/api/private/pay-widget/offramp/validate-fields", {
      quoteId: quote.quoteId,
      requiredFields: mobileMoneyDetails,
    })
    expect(answer.status).toBe(401)
  })
})
