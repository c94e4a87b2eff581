// What the on-ramp asks the server (spec 1 §7): best-offer with the buyer's choices (and the wallet and the user when
// known), validate-transfer-amount with the offer's amounts, validate-wallet with the network, asset and address.
import { describe, expect, it } from "vitest"
import { offerRequestOf, requestOf, transferAmountOf, walletToCheck } from "../../machines/onrampRequests.ts"

type Context = Parameters<typeof requestOf>[0]
const context = (over: Record<string, unknown>): Context =>
  ({
    country: "KE",
    paymentChannel: "bank",
    carrierCode: "equity",
    network: "POLYGON",
    asset: "USDT",
    currency: "local",
    amount: "1500",
    address: "",
    user: undefined,
    quote: undefined,
    ...over,
  }) as unknown as Context

describe("the on-ramp's requests", () => {
  it("asks best-offer with the choices, the amount as a number, and the wallet and user only when known", () => {
    expect(requestOf(context({}))).toEqual({
      countryIsoCode: "KE",
      paymentChannel: "bank",
      carrierCode: "equity",
      network: "POLYGON",
      asset: "USDT",
      currency: "local",
      amount: 1500,
    })
    expect(requestOf(context({ address: "   " }))).not.toHaveProperty("address")
    expect(requestOf(context({ address: "  0xabc  ", user: { _id: "u1" } }))).toMatchObject({
      address: "0xabc",
      userId: "u1",
    })
  })

  it("asks with mobile money and CUSD on Celo for a choice not made yet", () => {
    const request = requestOf(
      context({ country: undefined, paymentChannel: undefined, network: undefined, asset: undefined }),
    )
    expect(request).toMatchObject({
      countryIsoCode: "",
      paymentChannel: "mobile_money",
      network: "CELO",
      asset: "CUSD",
    })
  })

  it("asks the quote loop for an offer once the choices and the amount are made, none without a country or an amount", () => {
    expect(offerRequestOf(context({}))).toMatchObject({ countryIsoCode: "KE", amount: 1500, asset: "USDT" })
    expect(offerRequestOf(context({ country: undefined }))).toBeUndefined()
    expect(offerRequestOf(context({ amount: "  " }))).toBeUndefined()
  })

  it("checks the offer's amounts before the order, zero when there is no offer", () => {
    const quote = { cashout: { localCurrencyAmount: 1983, cryptoWithdrawAmount: 15 } }
    expect(transferAmountOf(context({ quote }))).toEqual({ localCurrencyAmount: 1983, cryptoAmount: 15 })
    expect(transferAmountOf(context({}))).toEqual({ localCurrencyAmount: 0, cryptoAmount: 0 })
  })

  it("checks the wallet on the chosen network and asset, the address trimmed", () => {
    expect(walletToCheck(context({ address: " 0xabc " }))).toEqual({
      network: "POLYGON",
      asset: "USDT",
      address: "0xabc",
    })
    expect(walletToCheck(context({ network: undefined, asset: undefined }))).toMatchObject({
      network: "CELO",
      asset: "CUSD",
    })
  })
})
