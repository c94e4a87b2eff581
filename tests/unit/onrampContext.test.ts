// The on-ramp journey's facts (machines/onrampContext.ts, onrampStart.ts) with written values from spec 1: the
// first choices (§4 country order, §9 default amount), the asset and country chosen (§2, §3), the amount rules (§5), when an order can be made (§4), the
// ID check an amount needs (§5), the memo and the address fields (§2, §5), a new country, asset or currency (§2).
import { describe, expect, it } from "vitest"
import {
  addressFieldsHidden,
  amountProblem,
  asksExtraFields,
  canCreate,
  canQuote,
  extraFieldsToSend,
  extraFormValid,
  kycLevelNeeded,
  memoAllowed,
  type OnrampCatalog,
  type OnrampContext,
  offeredCatalog,
  selectedAsset,
  selectedCountry,
  withAccountCountry,
  withAsset,
  withCountry,
  withCurrencyToggled,
  withFormChecked,
} from "../../machines/onrampContext.ts"
import { firstChoices } from "../../machines/onrampStart.ts"
import { celoAddress, kycStatuses, offers, onrampCatalog, user } from "../model/fixtures.ts"

const catalog = onrampCatalog as unknown as OnrampCatalog
const quote = offers.small.quote as unknown as NonNullable<OnrampContext["quote"]>
const limits = offers.small.limits as unknown as OnrampContext["limits"]

/** A Kenyan buyer of 2000 KES of cUSD on Celo, signed in, with the offer and its fields loaded. */
const ready = (change: Partial<OnrampContext> = {}): OnrampContext => ({
  config: {},
  storedCountry: undefined,
  catalog,
  country: "KE",
  paymentChannel: "mobile_money",
  carrierCode: "safaricom",
  network: "CELO",
  asset: "CUSD",
  currency: "local",
  amount: "2000",
  address: celoAddress,
  memo: "",
  limits,
  quote,
  quotedAt: 1_000,
  user,
  kycStatus: kycStatuses.passed as unknown as OnrampContext["kycStatus"],
  openOrderId: undefined,
  orderId: undefined,
  error: undefined,
  returnNotice: undefined,
  auto: false,
  extraFields: [],
  extraValues: {},
  extraProblems: {},
  ...change,
})

describe("the first choices (spec 1 §4, §9)", () => {
  it("offer 15 USD of the first asset by its order, in the located country's first channel and carrier", () => {
    expect(firstChoices({}, catalog)).toEqual({
      country: "KE",
      paymentChannel: "mobile_money",
      carrierCode: "safaricom",
      network: "CELO",
      asset: "CUSD",
      currency: "crypto",
      amount: "15",
      address: "",
      memo: "",
    })
  })

  it("take the first asset by its order, not by its place in the list (spec 1 §9)", () => {
    const reversed = { ...catalog, assets: catalog.assets.toReversed() } as OnrampCatalog
    expect(firstChoices({}, reversed)).toMatchObject({ network: "CELO", asset: "CUSD" })
  })

  it("give the 15 USD in the asset's units, rounded to 2 decimals (15 / 0.0077 = 1948.05 cKES)", () => {
    expect(firstChoices({ network: "CELO", asset: "CKES" }, catalog)).toMatchObject({
      asset: "CKES",
      amount: "1948.05",
    })
  })

  it("offer 20 USD in Brazil", () => {
    const brazil = {
      ...catalog,
      countries: [{ ...catalog.countries[0], countryIsoCode: "BR", currencyIsoCode: "BRL" }],
      located: "BR",
    } as OnrampCatalog
    expect(firstChoices({}, brazil)).toMatchObject({ country: "BR", amount: "20" })
  })

  it("take the integrator's amount in local money, its address and memo", () => {
    expect(firstChoices({ amount: 2000, address: celoAddress, memo: "104839" }, catalog)).toMatchObject({
      currency: "local",
      amount: "2000",
      address: celoAddress,
      memo: "104839",
    })
  })

  it("pick no asset when the configured one cannot be bought (the integrator's misconfiguration)", () => {
    expect(firstChoices({ network: "NEAR", asset: "USDC" }, catalog)).toMatchObject({
      network: undefined,
      asset: undefined,
    })
  })

  it("pick no asset when the configured network and asset name no asset of the catalogue together", () => {
    expect(firstChoices({ network: "CELO", asset: "USDC" }, catalog)).toMatchObject({
      network: undefined,
      asset: undefined,
    })
    expect(firstChoices({ network: "NEAR", asset: "CUSD" }, catalog)).toMatchObject({
      network: undefined,
      asset: undefined,
    })
  })

  it("take the integrator's carrier when the channel has it, else the channel's first (spec 1 §3 carrierCode)", () => {
    const carriers = [
      { code: "safaricom", name: "Safaricom" },
      { code: "airtel", name: "Airtel" },
    ]
    const twoCarriers = {
      ...catalog,
      countries: [{ ...catalog.countries[0], paymentChannels: [{ paymentChannel: "mobile_money", carriers }] }],
    } as unknown as OnrampCatalog
    expect(firstChoices({ carrierCode: "airtel" }, twoCarriers).carrierCode).toBe("airtel")
    expect(firstChoices({ carrierCode: "telkom" }, twoCarriers).carrierCode).toBe("safaricom")
  })

  it("offer no country without a channel open for buying, even the located one (spec 1 §4)", () => {
    const closed = {
      ...catalog,
      countries: [{ ...catalog.countries[1], paymentChannels: [] }, catalog.countries[0]],
      located: "NG",
    } as unknown as OnrampCatalog
    expect(firstChoices({}, closed)).toMatchObject({ country: "KE", paymentChannel: "mobile_money" })
  })

  it("take the first asset on sale by its order, not one that cannot be bought (spec 1 §9)", () => {
    const first = { ...catalog.assets[2], onrampOrder: 0 }
    const unsold = { ...catalog, assets: [first, ...catalog.assets] } as unknown as OnrampCatalog
    expect(firstChoices({}, unsold)).toMatchObject({ network: "CELO", asset: "CUSD" })
  })

  it("take a configured asset only as a pair: a link naming only its network or only its asset picks none", () => {
    // Spec 1 §3 Blockchain asset: an asset is a network and an asset; the integrator's half-named one is not on sale
    // (the misconfigured notice), as the merchant link asks for both (tests/unit/merchantLink.test.ts).
    expect(firstChoices({ network: "CELO" }, catalog)).toMatchObject({ network: undefined, asset: undefined })
    expect(firstChoices({ asset: "CUSD" }, catalog)).toMatchObject({ network: undefined, asset: undefined })
  })

  it("choose no country, method or carrier when no country has a channel open for buying (spec 1 §4)", () => {
    const closed = {
      ...catalog,
      countries: catalog.countries.map((country) => ({ ...country, paymentChannels: [] })),
    } as unknown as OnrampCatalog
    expect(firstChoices({}, closed)).toMatchObject({
      country: undefined,
      paymentChannel: undefined,
      carrierCode: undefined,
      network: "CELO",
      asset: "CUSD",
    })
  })

  it("follow the stored country before the located one, and the account's before both", () => {
    expect(firstChoices({}, catalog, { stored: "NG" }).country).toBe("NG")
    expect(firstChoices({}, catalog, { stored: "KE", account: "NG" }).country).toBe("NG")
  })
})

describe("the asset and country chosen (spec 1 §2, §3), not the catalogue's first", () => {
  it("is the catalogue's asset of that network and that code together", () => {
    expect(selectedAsset(ready({ asset: "CKES" }))).toMatchObject({ network: "CELO", asset: "CKES", priceUsd: 0.0077 })
    // USDC is sold on Stellar; NEAR's USDC, listed before it, cannot be bought.
    expect(selectedAsset(ready({ network: "STELLAR", asset: "USDC" }))).toMatchObject({
      network: "STELLAR",
      asset: "USDC",
      canOnramp: true,
    })
    expect(selectedAsset(ready({ network: "CELO", asset: "USDC" }))).toBeUndefined()
  })

  it("is the catalogue's country of that code, with its currency", () => {
    expect(selectedCountry(ready({ country: "NG" }))).toMatchObject({ countryIsoCode: "NG", currencyIsoCode: "NGN" })
    expect(selectedCountry(ready({ country: "GH" }))).toBeUndefined()
  })
})

describe("the amount (spec 1 §5)", () => {
  it("names the local currency's bounds in local money and the asset's in crypto", () => {
    expect(amountProblem(ready({ amount: "100" }))).toBe("Amount of KES must be at least 130")
    expect(amountProblem(ready({ amount: "700000" }))).toBe("Amount of KES must be at most 650000")
    expect(amountProblem(ready({ currency: "crypto", amount: "6000" }))).toBe("Amount of CUSD must be at most 5000")
    expect(amountProblem(ready({ amount: "2000.5" }))).toBe("Amount of local currency must be an integer")
    expect(amountProblem(ready({ currency: "crypto", amount: "15.25" }))).toBeUndefined()
  })

  it("names the currency of the country chosen (Nigeria's NGN, not Kenya's KES)", () => {
    const nigerian = { ...user, countryIsoCode: "NG" } as never
    expect(amountProblem(ready({ country: "NG", user: nigerian, amount: "100" }))).toBe(
      "Amount of NGN must be at least 130",
    )
  })

  it("takes cents in local money only when the limits allow them, and none before the limits are known", () => {
    const withCents = { ...limits, localCurrencyLimits: { min: 130, max: 650000, withCents: true } } as never
    expect(amountProblem(ready({ limits: withCents, amount: "2000.5" }))).toBeUndefined()
    expect(amountProblem(ready({ limits: undefined, amount: "2000.5" }))).toBe(
      "Amount of local currency must be an integer",
    )
  })

  it("is asked for only with every choice made and an amount that breaks no rule", () => {
    expect(canQuote(ready())).toBe(true)
    expect(canQuote(ready({ amount: " " }))).toBe(false)
    expect(canQuote(ready({ amount: "100" }))).toBe(false)
    expect(canQuote(ready({ country: undefined }))).toBe(false)
    expect(canQuote(ready({ paymentChannel: undefined }))).toBe(false)
    expect(canQuote(ready({ network: undefined }))).toBe(false)
    expect(canQuote(ready({ asset: undefined }))).toBe(false)
  })
})

describe("creating the order (spec 1 §4)", () => {
  it("is allowed with an offer, a user, the fields loaded, an amount, an address, a network and no ID check due", () => {
    expect(canCreate(ready())).toBe(true)
  })

  it("waits for each of them", () => {
    expect(canCreate(ready({ quote: null }))).toBe(false)
    expect(canCreate(ready({ user: undefined }))).toBe(false)
    expect(canCreate(ready({ extraFields: undefined }))).toBe(false)
    expect(canCreate(ready({ amount: "" }))).toBe(false)
    expect(canCreate(ready({ address: "  " }))).toBe(false)
    expect(canCreate(ready({ network: undefined }))).toBe(false)
  })

  it("is not allowed while creation is paused, an order is in progress or the ID check is due", () => {
    expect(canCreate(ready({ catalog: { ...catalog, creationEnabled: false } }))).toBe(false)
    expect(canCreate(ready({ openOrderId: "order-0" }))).toBe(false)
    const notStarted = kycStatuses.notStarted as unknown as OnrampContext["kycStatus"]
    const large = offers.large.quote as unknown as OnrampContext["quote"]
    expect(canCreate(ready({ kycStatus: notStarted, quote: large }))).toBe(false)
  })

  it("is not allowed while the payer's phone of a payment prompt cannot take it (spec 1 §3 phone)", () => {
    const prompting = { ...quote, offer: { ...quote.offer, paymentFlow: "stk_push" } } as never
    expect(canCreate(ready({ quote: prompting, payerPhone: "12" }))).toBe(false)
    expect(canCreate(ready({ quote: prompting, payerPhone: "0712345678" }))).toBe(true)
  })

  it("is not allowed for another country than the account's (spec 1 §5 country mismatch)", () => {
    expect(canCreate(ready({ country: "NG" }))).toBe(false)
    expect(canCreate(ready({ country: "NG", user: { ...user, countryIsoCode: null } as never }))).toBe(true)
  })
})

describe("the ID check an amount needs (spec 1 §5, on-ramp minimums 100 and 1000 USD)", () => {
  // The off-ramp's own minimums differ: the on-ramp's are the ones read.
  const rules = { onRampMinBasic: 100, onRampMinAdvanced: 1000, offRampMinBasic: 50, offRampMinAdvanced: 500 }
  const status = (passed: "basic" | "advanced" | null) =>
    ({ ...kycStatuses.notStarted, passedKycType: passed, kycRules: rules }) as never
  const usd = (amount: number) => ({ ...quote, cashout: { ...quote.cashout, usdWithdrawAmount: amount } })

  it("asks basic from 100 USD and advanced from 1000, none below", () => {
    expect(kycLevelNeeded(ready({ kycStatus: status(null), quote: usd(99) }))).toBeUndefined()
    expect(kycLevelNeeded(ready({ kycStatus: status(null), quote: usd(100) }))).toBe("basic")
    expect(kycLevelNeeded(ready({ kycStatus: status(null), quote: usd(1000) }))).toBe("advanced")
  })

  it("asks nothing a passed level covers, and advanced of one who passed basic", () => {
    expect(kycLevelNeeded(ready({ kycStatus: status("basic"), quote: usd(500) }))).toBeUndefined()
    expect(kycLevelNeeded(ready({ kycStatus: status("basic"), quote: usd(1000) }))).toBe("advanced")
    expect(kycLevelNeeded(ready({ kycStatus: status("advanced"), quote: usd(5000) }))).toBeUndefined()
  })

  it("is not known before the status and the offer are", () => {
    expect(kycLevelNeeded(ready({ kycStatus: undefined, quote: usd(500) }))).toBeUndefined()
    expect(kycLevelNeeded(ready({ kycStatus: status(null), quote: undefined }))).toBeUndefined()
  })
})

describe("the wallet's fields (spec 1 §2, §5)", () => {
  it("send a memo only on STELLAR and TON", () => {
    expect(memoAllowed(ready({ network: "STELLAR" }))).toBe(true)
    expect(memoAllowed(ready({ network: "TON" }))).toBe(true)
    expect(memoAllowed(ready({ network: "CELO" }))).toBe(false)
    expect(memoAllowed(ready({ network: undefined }))).toBe(false)
  })

  it("are hidden by hideAddressField, and in Telegram on TON only", () => {
    expect(addressFieldsHidden(ready({ config: { hideAddressField: true } }))).toBe(true)
    expect(addressFieldsHidden(ready({ config: { telegram: true }, network: "TON" }))).toBe(true)
    expect(addressFieldsHidden(ready({ config: { telegram: true }, network: "CELO" }))).toBe(false)
    expect(addressFieldsHidden(ready({ network: "TON" }))).toBe(false)
  })

  it("in Telegram, only TON assets are offered (spec 1 §1)", () => {
    const withTon = {
      ...catalog,
      assets: [...catalog.assets, { ...catalog.assets[0], network: "TON" }],
    } as OnrampCatalog
    expect(offeredCatalog(withTon, { telegram: true }).assets.map((a) => a.network)).toEqual(["TON"])
    expect(offeredCatalog(withTon, {}).assets).toEqual(withTon.assets)
  })
})

describe("the additional information (spec 1 §2, §4)", () => {
  const field = { name: "idNumber", label: "ID number", type: "string", required: true } as const

  it("is sent, by field name, only when the offer asks for some", () => {
    expect(asksExtraFields(ready({ extraFields: [field] }))).toBe(true)
    expect(asksExtraFields(ready({ extraFields: [] }))).toBe(false)
    expect(asksExtraFields(ready({ extraFields: undefined }))).toBe(false)
    expect(extraFieldsToSend(ready({ extraFields: [field], extraValues: { idNumber: "8001" } }))).toEqual({
      idNumber: "8001",
    })
    expect(extraFieldsToSend(ready({ extraFields: [], extraValues: { idNumber: "8001" } }))).toBeUndefined()
  })

  it("checks a phone number as one of the country chosen (a Nigerian number is no Kenyan one)", () => {
    const phone = { name: "payerPhone", label: "Phone", type: "phone", required: true } as const
    const nigerian = ready({ extraFields: [phone], extraValues: { payerPhone: "+2348031234567" } })
    expect(extraFormValid(nigerian)).toBe(false)
    expect(withFormChecked(nigerian).extraProblems).toEqual({
      payerPhone: "Phone must be a phone number, e.g. +254712345678",
    })
    expect(extraFormValid(ready({ extraFields: [phone], extraValues: { payerPhone: "0712345678" } }))).toBe(true)
  })

  it("a required field left empty, or of spaces only, is 'Form is not filled' (spec 1 §5)", () => {
    const spaces = ready({ extraFields: [field], extraValues: { idNumber: "   " } })
    expect(withFormChecked(spaces)).toStrictEqual({
      extraProblems: { idNumber: "ID number is required" },
      error: "Form is not filled",
    })
    expect(withFormChecked(ready({ extraFields: [field], extraValues: {} })).error).toBe("Form is not filled")
  })

  it("a filled form clears every problem shown and the message", () => {
    const refused = ready({
      extraFields: [field],
      extraValues: { idNumber: "8001" },
      extraProblems: { idNumber: "ID number is required" },
      error: "Form is not filled",
    })
    expect(withFormChecked(refused)).toStrictEqual({ extraProblems: {}, error: undefined })
  })
})

describe("a new choice on the amount (spec 1 §2)", () => {
  it("a new country brings its own channel and carrier, and forgets the offer", () => {
    expect(withCountry(ready(), "NG")).toStrictEqual({
      country: "NG",
      paymentChannel: "bank",
      carrierCode: undefined,
      quote: undefined,
      limits: undefined,
    })
  })

  it("a new asset in crypto mode converts the amount by price both ways (spec 1 §2)", () => {
    // 1948.05 cKES at 0.0077 USD is 15 cUSD; 15 cUSD is 1948.05 cKES.
    expect(withAsset(ready({ currency: "crypto", asset: "CKES", amount: "1948.05" }), "CELO", "CUSD").amount).toBe("15")
    expect(withAsset(ready({ currency: "crypto", amount: "15" }), "CELO", "CKES").amount).toBe("1948.05")
  })

  it("a new asset reads the price of that network's asset, not the same code's on another network", () => {
    const twoPrices = {
      ...catalog,
      assets: [{ ...catalog.assets[1], network: "NEAR", priceUsd: 0.0078 }, ...catalog.assets],
    } as unknown as OnrampCatalog
    const c = ready({ catalog: twoPrices, currency: "crypto", amount: "15" })
    expect(withAsset(c, "CELO", "CKES").amount).toBe("1948.05")
  })

  it("a new asset keeps an amount in local money: it is what the user pays", () => {
    expect(withAsset(ready({ amount: "2000" }), "CELO", "CKES")).toMatchObject({ asset: "CKES", amount: "2000" })
  })

  it("an account arriving from another offered country brings its country, unless the link gave one (spec 1 §4)", () => {
    const nigerian = { ...user, countryIsoCode: "NG" } as never
    expect(withAccountCountry(ready({ user: undefined }), nigerian)).toStrictEqual({
      country: "NG",
      paymentChannel: "bank",
      carrierCode: undefined,
      quote: undefined,
      limits: undefined,
    })
    expect(withAccountCountry(ready({ user: undefined, config: { countryIsoCode: "KE" } }), nigerian)).toEqual({})
    expect(withAccountCountry(ready({ user: undefined }), { ...user, countryIsoCode: "GH" } as never)).toEqual({})
  })

  it("switching the currency keeps the sum: the offer's other side", () => {
    expect(withCurrencyToggled(ready())).toEqual({ currency: "crypto", amount: "15" })
    expect(withCurrencyToggled(ready({ currency: "crypto", amount: "15" }))).toEqual({
      currency: "local",
      amount: "1979",
    })
    expect(withCurrencyToggled(ready({ quote: undefined }))).toEqual({ currency: "crypto", amount: "2000" })
  })
})
