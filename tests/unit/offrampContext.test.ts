// The off-ramp journey's facts (machines/offrampContext.ts, and the requests machines/offrampSetup.ts builds from
// them) with written values from spec 2 (and spec 1 where spec 2 points to it): the first choices (§5 country order,
// §9 default amount and asset, spec 1 §9 paybill), the amount rules and when an offer is asked (§5), the ID check a
// sale needs (spec 1 §5, off-ramp minimums), the details (§2, §5), a new country, channel or asset (§2, §5), the
// frozen wallet (§2), the offer's request and the order's body (§7).
import { describe, expect, it } from "vitest"
import {
  amountProblem,
  canQuote,
  countryChannels,
  fieldsFilled,
  firstChoices,
  frozenAddress,
  hasRequiredFields,
  kycLevelNeeded,
  type OfframpCatalog,
  type OfframpContext,
  offeredOfframpCatalog,
  prefilled,
  selectedAsset,
  selectedCountry,
  sellableAssets,
  walletFrozen,
  withAccountCountry,
  withAsset,
  withChannel,
  withCountry,
} from "../../machines/offrampContext.ts"
import { offerRequestOf, orderOf } from "../../machines/offrampSetup.ts"
import { validation } from "../../schema/messages.ts"
import { kycStatuses, user } from "../model/fixtures.ts"
import { offrampCatalog, offrampOffers } from "../model/offrampFixtures.ts"

const [kenya] = offrampCatalog.channels
const ton = { ...offrampCatalog.assets[0], network: "TON", asset: "USDT", offrampOrder: 3 }
/** Kenya and Nigeria (each with M-Pesa-like mobile money, Nigeria's a paybill too), Ghana with no method. */
const catalog = {
  ...offrampCatalog,
  channels: [
    ...offrampCatalog.channels,
    {
      ...kenya,
      countryIsoCode: "NG",
      currencyIsoCode: "NGN",
      paymentChannels: [
        { paymentChannel: "bank", description: "Bank", carriers: [], requiredFields: {} },
        { paymentChannel: "paybill", description: "Paybill", carriers: [], requiredFields: {} },
      ],
    },
    { ...kenya, countryIsoCode: "GH", currencyIsoCode: "GHS", paymentChannels: [] },
  ],
  // cUSD before cKES by their offrampOrder, listed the other way round; TON's USDT last.
  assets: [
    { ...offrampCatalog.assets[1], offrampOrder: 2 },
    { ...offrampCatalog.assets[0], offrampOrder: 1 },
    offrampCatalog.assets[2],
    ton,
  ],
} as unknown as OfframpCatalog
const quote = offrampOffers.withFields.quote as unknown as NonNullable<OfframpContext["quote"]>

/** A Kenyan seller of 20 cUSD on Celo by mobile money, signed in, with the offer in. */
const selling = (change: Partial<OfframpContext> = {}): OfframpContext => ({
  config: {},
  storedCountry: undefined,
  storedFields: {},
  catalog,
  country: "KE",
  paymentChannel: "mobile_money",
  network: "CELO",
  asset: "CUSD",
  currency: "crypto",
  amount: "20",
  amountTyped: false,
  limits: offrampOffers.withFields.limits,
  quote,
  quotedAt: 1_000,
  user,
  kycStatus: undefined,
  fields: { accountName: "Amina Otieno" },
  fieldProblems: {},
  details: undefined,
  address: "0x765DE816845861e75A25fCA122bb6898B8B1282a",
  orderId: undefined,
  error: undefined,
  returnNotice: undefined,
  auto: false,
  ...change,
})

describe("the first choices (spec 2 §5 country order, §9 defaults)", () => {
  it("sell 15 USD of the first asset by its offrampOrder in the located country's first method", () => {
    expect(firstChoices({}, catalog, {})).toEqual({
      country: "KE",
      paymentChannel: "mobile_money",
      network: "CELO",
      asset: "CUSD",
      currency: "crypto",
      amount: "15",
      address: "",
    })
  })
  it("take the configured country, else the account's, else the stored one, before the located one", () => {
    expect(firstChoices({ countryIsoCode: "NG" }, catalog, { account: "KE", stored: "KE" }).country).toBe("NG")
    expect(firstChoices({}, catalog, { account: "NG", stored: "KE" }).country).toBe("NG")
    expect(firstChoices({}, catalog, { stored: "NG" }).country).toBe("NG")
    expect(firstChoices({}, { ...catalog, located: "NG" }, {}).country).toBe("NG")
    // Ghana offers no method: not a country the sale is offered in.
    expect(firstChoices({ countryIsoCode: "GH" }, catalog, {}).country).toBe("KE")
  })
  it("choose no country and no method when no country has liquidity (spec 2 §2 No offer)", () => {
    const dry = {
      ...catalog,
      channels: catalog.channels.map((one) => ({ ...one, paymentChannels: [] })),
    } as unknown as OfframpCatalog
    expect(firstChoices({}, dry, {})).toMatchObject({ country: undefined, paymentChannel: undefined })
    expect(firstChoices({ countryIsoCode: "NG", paymentChannel: "paybill" }, dry, {})).toMatchObject({
      country: undefined,
      paymentChannel: undefined,
    })
  })
  it("start a paybill at 1000 in local money (spec 1 §9), unless the link gives an amount", () => {
    expect(firstChoices({ countryIsoCode: "NG", paymentChannel: "paybill" }, catalog, {})).toMatchObject({
      paymentChannel: "paybill",
      currency: "local",
      amount: "1000",
    })
    expect(
      firstChoices({ countryIsoCode: "NG", paymentChannel: "paybill", amount: 40, currency: "crypto" }, catalog, {}),
    ).toMatchObject({ currency: "crypto", amount: "40" })
  })
  it("give the 15 USD in the asset's units (15 / 0.0077 = 1948.05 cKES), 20 USD in Brazil", () => {
    expect(firstChoices({ network: "CELO", asset: "CKES" }, catalog, {})).toMatchObject({ amount: "1948.05" })
    const brazil = {
      ...catalog,
      channels: [{ ...kenya, countryIsoCode: "BR", currencyIsoCode: "BRL" }],
    } as unknown as OfframpCatalog
    expect(firstChoices({}, brazil, {})).toMatchObject({ country: "BR", amount: "20" })
  })
  it("keep the integrator's asset, address and currency; an asset that cannot be sold is none", () => {
    expect(
      firstChoices({ network: "CELO", asset: "CKES", address: "0xabc", currency: "local", amount: 2600 }, catalog, {}),
    ).toMatchObject({ network: "CELO", asset: "CKES", address: "0xabc", currency: "local", amount: "2600" })
    expect(firstChoices({ network: "NEAR", asset: "USDC" }, catalog, {})).toMatchObject({
      network: undefined,
      asset: undefined,
    })
    // An asset named without its network is no asset the catalogue has.
    expect(firstChoices({ asset: "CKES" }, catalog, {})).toMatchObject({ network: undefined, asset: undefined })
  })
  it("list the assets that can be sold by their offrampOrder; in Telegram only TON's (spec 2 §1)", () => {
    expect(sellableAssets(catalog).map((a) => a.asset)).toEqual(["CUSD", "CKES", "USDT"])
    expect(offeredOfframpCatalog(catalog, { telegram: true }).assets.map((a) => a.asset)).toEqual(["USDT"])
    expect(offeredOfframpCatalog(catalog, {}).assets).toHaveLength(4)
  })
})

describe("the amount (spec 2 §5)", () => {
  it("is inside the offer's limits in its currency", () => {
    expect(amountProblem(selling({ amount: "20" }))).toBeUndefined()
    expect(amountProblem(selling({ amount: "0.5" }))).toBe(validation.amountAtLeast("CUSD", "1"))
    expect(amountProblem(selling({ amount: "5001" }))).toBe(validation.amountAtMost("CUSD", "5000"))
    expect(amountProblem(selling({ currency: "local", amount: "100" }))).toBe(validation.amountAtLeast("KES", "130"))
    expect(amountProblem(selling({ currency: "local", amount: "650001" }))).toBe(
      validation.amountAtMost("KES", "650000"),
    )
  })
  it("names the offer's currency in local money, else the country's before an offer, the asset in crypto", () => {
    expect(
      amountProblem(selling({ currency: "local", amount: "100", quote: { ...quote, currencyIsoCode: "KSH" } })),
    ).toBe(validation.amountAtLeast("KSH", "130"))
    expect(amountProblem(selling({ currency: "local", amount: "-1", quote: undefined, limits: undefined }))).toBe(
      validation.amountAtLeast("KES", "0"),
    )
    expect(amountProblem(selling({ amount: "-1", limits: undefined }))).toBe(validation.amountAtLeast("CUSD", "0"))
    // The country chosen, not the catalogue's first.
    expect(
      amountProblem(selling({ country: "NG", currency: "local", amount: "-1", quote: undefined, limits: undefined })),
    ).toBe(validation.amountAtLeast("NGN", "0"))
    // A country whose currency the catalogue does not name: its amount is still checked.
    expect(
      amountProblem(selling({ country: "GH", currency: "local", amount: "-1", quote: undefined, limits: undefined })),
    ).toBeDefined()
  })
  it("has at most 2 decimals, and none in local money", () => {
    expect(amountProblem(selling({ amount: "1.234" }))).toBe(validation.twoDecimals)
    expect(amountProblem(selling({ currency: "local", amount: "2600.5" }))).toBe(validation.localAmountInteger)
  })
  it("is asked for only with a method, a country, a network, an asset and a numeric amount breaking no rule", () => {
    expect(canQuote(selling())).toBe(true)
    for (const missing of [
      { country: undefined },
      { paymentChannel: undefined },
      { network: undefined },
      { asset: undefined },
      { amount: " " },
      { amount: "abc" },
      { amount: "1.234" },
    ] as const)
      expect(canQuote(selling(missing)), JSON.stringify(missing)).toBe(false)
  })
})

describe("the ID check a sale needs (spec 1 §5, the off-ramp's minimums)", () => {
  // Off-ramp minimums 50 and 500, the on-ramp's 100 and 1000, so reading the wrong ones shows.
  const status = (passedKycType: "basic" | "advanced" | null) =>
    ({
      ...kycStatuses.notStarted,
      passedKycType,
      kycRules: { onRampMinBasic: 100, onRampMinAdvanced: 1000, offRampMinBasic: 50, offRampMinAdvanced: 500 },
    }) as unknown as OfframpContext["kycStatus"]
  const of = (usdAmount: number, passed: "basic" | "advanced" | null = null) =>
    kycLevelNeeded(
      selling({ kycStatus: status(passed), quote: { ...quote, cashout: { ...quote.cashout, usdAmount } } }),
    )
  it("is none below the basic minimum, basic from it, advanced from the advanced one", () => {
    expect(of(49)).toBeUndefined()
    expect(of(50)).toBe("basic")
    expect(of(499)).toBe("basic")
    expect(of(500)).toBe("advanced")
  })
  it("is none once that level or advanced is passed", () => {
    expect(of(60, "basic")).toBeUndefined()
    expect(of(600, "basic")).toBe("advanced")
    expect(of(600, "advanced")).toBeUndefined()
  })
  it("is not known before the status and the offer are", () => {
    expect(kycLevelNeeded(selling({ kycStatus: undefined }))).toBeUndefined()
    expect(kycLevelNeeded(selling({ kycStatus: status(null), quote: undefined }))).toBeUndefined()
  })
})

describe("the details (spec 2 §2, §5)", () => {
  const offer = {
    ...quote,
    requiredFields: {
      accountName: { label: "Account name", type: "string", required: true },
      phoneNumber: { label: "Mobile number", type: "phone", required: true },
      note: { label: "Note", type: "string", required: false },
    },
  } as unknown as NonNullable<OfframpContext["quote"]>
  it("are asked only when the offer has required fields", () => {
    expect(hasRequiredFields(selling({ quote: offer }))).toBe(true)
    expect(hasRequiredFields(selling({ quote: { ...quote, requiredFields: {} } }))).toBe(false)
    expect(hasRequiredFields(selling({ quote: null }))).toBe(false)
  })
  it("are filled when every required field holds more than spaces", () => {
    expect(fieldsFilled(selling({ quote: offer, fields: { accountName: "Amina", phoneNumber: "0712" } }))).toBe(true)
    expect(fieldsFilled(selling({ quote: offer, fields: { accountName: "Amina", phoneNumber: "  " } }))).toBe(false)
    expect(fieldsFilled(selling({ quote: offer, fields: { accountName: "Amina" } }))).toBe(false)
  })
  it("are prefilled with what was typed, else the link's, else the device's, for the offer's fields only", () => {
    const c = selling({
      config: { requiredFields: { phoneNumber: "0712345678", accountName: "From link" } },
      storedFields: { accountName: "Stored", note: "Stored note", other: "x" },
      fields: { accountName: "Typed" },
    })
    expect(prefilled(c, offer)).toEqual({ accountName: "Typed", phoneNumber: "0712345678", note: "Stored note" })
    expect(prefilled(c, null)).toEqual({})
  })
})

describe("a new choice on the amount (spec 2 §2, §5)", () => {
  it("a new country takes its first method and forgets the offer", () => {
    expect(withCountry(selling(), "NG")).toStrictEqual({
      country: "NG",
      paymentChannel: "bank",
      quote: undefined,
      limits: undefined,
    })
  })
  it("a paybill starts at 1000 in local money unless the link gave an amount or the seller typed one", () => {
    expect(withChannel(selling(), "paybill")).toStrictEqual({
      paymentChannel: "paybill",
      currency: "local",
      amount: "1000",
      quote: undefined,
      limits: undefined,
    })
    expect(withChannel(selling({ amountTyped: true }), "paybill")).toStrictEqual({
      paymentChannel: "paybill",
      quote: undefined,
      limits: undefined,
    })
    expect(withChannel(selling({ config: { amount: 20 } }), "paybill")).not.toHaveProperty("amount")
    expect(withChannel(selling(), "bank")).not.toHaveProperty("amount")
  })
  it("an asset priced otherwise converts a crypto amount by price, to 2 decimals; a frozen or local one holds", () => {
    expect(withAsset(selling({ amount: "15" }), "CELO", "CKES")).toStrictEqual({
      network: "CELO",
      asset: "CKES",
      amount: "1948.05",
      quote: undefined,
      limits: undefined,
    })
    expect(withAsset(selling({ amount: "1948.05", asset: "CKES" }), "CELO", "CUSD").amount).toBe("15")
    expect(withAsset(selling({ amount: "15", currency: "local" }), "CELO", "CKES").amount).toBe("15")
    expect(withAsset(selling({ amount: "15", config: { freezeAmount: true } }), "CELO", "CKES").amount).toBe("15")
  })
  it("an account that arrives brings its country when it is offered and none was configured", () => {
    const nigerian = { ...user, countryIsoCode: "NG" }
    expect(withAccountCountry(selling({ user: undefined }), nigerian)).toMatchObject({
      country: "NG",
      quote: undefined,
    })
    expect(withAccountCountry(selling({ user: undefined, config: { countryIsoCode: "KE" } }), nigerian)).toEqual({})
    expect(withAccountCountry(selling({ user: undefined }), { ...user, countryIsoCode: "GH" })).toEqual({})
  })
})

describe("what the amount screen lists (spec 2 §2 Off-ramp amount)", () => {
  it("the payment methods of the country chosen", () => {
    expect(countryChannels(selling({ country: "NG" })).map((one) => one.paymentChannel)).toEqual(["bank", "paybill"])
    expect(countryChannels(selling({ country: "KE" })).map((one) => one.paymentChannel)).toEqual(["mobile_money"])
    // A country the catalogue has no methods for lists none.
    expect(countryChannels(selling({ country: "BR" }))).toEqual([])
  })
  it("nothing before the catalogue is read: no method, no asset to sell, no country or asset chosen", () => {
    const early = selling({ catalog: undefined })
    expect(countryChannels(early)).toEqual([])
    expect(sellableAssets(undefined)).toEqual([])
    expect(selectedCountry(early)).toBeUndefined()
    expect(selectedAsset(early)).toBeUndefined()
  })
  it("the country and the asset chosen, whatever their place in the catalogue", () => {
    expect(selectedCountry(selling({ country: "NG" }))?.currencyIsoCode).toBe("NGN")
    expect(selectedAsset(selling({ asset: "CUSD" }))?.asset).toBe("CUSD")
  })
})

describe("the integrator's wallet (spec 2 §2 freezeWallet)", () => {
  it("is frozen only when it names a network and an asset; its address is the one the order is paid from", () => {
    const named = { freezeWallet: true, network: "CELO", asset: "CUSD", address: "0xabc" } as const
    expect(walletFrozen(named)).toBe(true)
    expect(frozenAddress(named)).toBe("0xabc")
    expect(walletFrozen({ ...named, asset: undefined })).toBe(false)
    expect(walletFrozen({ ...named, network: undefined })).toBe(false)
    expect(walletFrozen({ ...named, freezeWallet: false })).toBe(false)
    expect(frozenAddress({ ...named, address: undefined })).toBeUndefined()
    expect(frozenAddress({ ...named, freezeWallet: false })).toBeUndefined()
  })
})

describe("the calls (spec 2 §7)", () => {
  it("best-offer is asked with the choices and the amount in its currency, or not at all", () => {
    expect(offerRequestOf(selling())).toEqual({
      countryIsoCode: "KE",
      paymentChannel: "mobile_money",
      network: "CELO",
      asset: "CUSD",
      currency: "crypto",
      amount: 20,
    })
    expect(offerRequestOf(selling({ amount: "" }))).toBeUndefined()
    // The method chosen, whichever it is.
    expect(offerRequestOf(selling({ country: "NG", paymentChannel: "bank" }))?.paymentChannel).toBe("bank")
  })
  it("create-order carries the quote, the trimmed address, the details, the source and the tags; anonymous without an account", () => {
    const c = selling({
      address: "  0x765DE816845861e75A25fCA122bb6898B8B1282a ",
      config: { source: "trust", orderParams: "ref-42", signature: "sig", utm_campaign: "spring" },
    })
    expect(orderOf(c)).toEqual({
      countryIsoCode: "KE",
      paymentChannel: "mobile_money",
      network: "CELO",
      asset: "CUSD",
      currency: "crypto",
      amount: 20,
      quoteId: "quote-20",
      address: "0x765DE816845861e75A25fCA122bb6898B8B1282a",
      requiredFields: { accountName: "Amina Otieno" },
      anonymous: false,
      sourceParam: "trust",
      tags: { orderParams: "ref-42", meta: { signature: "sig", utmCampaign: "spring" } },
    })
    const bare = orderOf(selling({ user: undefined }))
    expect(bare.anonymous).toBe(true)
    expect(bare).not.toHaveProperty("sourceParam")
    expect(bare.tags).toEqual({ meta: {} })
  })
})
