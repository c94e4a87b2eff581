// The buy-goods amount screen's rules: what a typed till number and amount show, when a quote is asked for, and when
// Next is taken.
import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import { buyGoodsMachine } from "../../machines/buyGoods.ts"
import {
  amountProblem,
  type BuyGoodsCatalog,
  canQuote,
  initialContext,
  sellableAssets,
  tillProblem,
} from "../../machines/buyGoodsContext.ts"
import { quoteLoopWith } from "../../machines/quoteLoop.ts"
import { buyGoodsAmountLabels } from "../../schema/buyGoodsLabels.ts"
import type { BlockchainAsset } from "../../schema/catalog.ts"
import { validation } from "../../schema/messages.ts"
import { buyGoodsCatalog, tillQuote } from "../model/buyGoodsFixtures.ts"

describe("till number", () => {
  it("takes 5 to 7 digits and says nothing while empty", () => {
    for (const till of ["", "   ", "52301", "174379", "5566770", " 174379 "]) expect(tillProblem(till)).toBeUndefined()
    for (const till of ["1234", "12345678", "12a45", "17 4379"])
      expect(tillProblem(till)).toBe(buyGoodsAmountLabels.tillInvalid)
  })
})

describe("amount", () => {
  it("is positive with at most 2 decimals", () => {
    for (const amount of ["", "   ", "2000", "150.5", "99.99", " 150.5 "]) expect(amountProblem(amount)).toBeUndefined()
    expect(amountProblem("10.123")).toBe(validation.twoDecimals)
    // Not a number at all: no word about decimals.
    for (const amount of ["0", "-5", "abc", "1e3", "0.00", "-1.123", "1.123abc"])
      expect(amountProblem(amount)).toBe(buyGoodsAmountLabels.amountInvalid)
  })
})

describe("the screen", () => {
  it("opens empty without a link, with the link's till and amount with one", () => {
    expect([initialContext({}).tillNumber, initialContext({}).amount]).toEqual(["", ""])
    const linked = initialContext({ tillNumber: "174379", amount: "2000" })
    expect([linked.tillNumber, linked.amount]).toEqual(["174379", "2000"])
  })
  // Spec 2 §9: asset lists are sorted by their order field; a till is paid with an asset that can be sold.
  it("offers the assets that can be sold, by their off-ramp order", () => {
    const asset = (asset: string, canOfframp: boolean, offrampOrder: number) =>
      ({ ...buyGoodsCatalog.assets[0], asset, canOfframp, offrampOrder }) as BlockchainAsset
    const offered = sellableAssets([asset("CUSD", true, 3), asset("CELO", false, 1), asset("CKES", true, 2)])
    expect(offered.map((one) => one.asset)).toEqual(["CKES", "CUSD"])
  })
})

describe("a quote is asked for", () => {
  const ready = {
    ...initialContext({ tillNumber: "174379", amount: "2000" }),
    catalog: buyGoodsCatalog,
    network: "CELO" as const,
    asset: "CUSD" as const,
  }
  it("once the till, the amount and the asset are right", () => {
    expect(canQuote(ready)).toBe(true)
    expect(canQuote({ ...ready, tillNumber: "1234" })).toBe(false)
    expect(canQuote({ ...ready, amount: "" })).toBe(false)
    expect(canQuote({ ...ready, amount: "0" })).toBe(false)
    expect(canQuote({ ...ready, asset: undefined })).toBe(false)
    expect(canQuote({ ...ready, catalog: { ...buyGoodsCatalog, countryIsoCode: undefined } })).toBe(false)
  })
})

describe("Next on the buy-goods amount (spec 2 §2 Buy-goods)", () => {
  // The chart with a catalogue that answers at once and a quote loop that waits: the test says what the loop tells.
  const start = async () => {
    const machine = buyGoodsMachine.provide({
      actors: {
        loadCatalog: fromPromise<BuyGoodsCatalog, undefined>(async () => buyGoodsCatalog),
        quoteLoop: quoteLoopWith(fromPromise(() => new Promise<never>(() => {}))),
      },
    })
    const actor = createActor(machine, { input: { tillNumber: "174379", amount: "2000" } }).start()
    await waitFor(actor, (s) => s.matches("editing"))
    return actor
  }
  it("is not taken before the till's quote is in, nor when no offer pays the till", async () => {
    const actor = await start()
    expect(actor.getSnapshot().can({ type: "next" })).toBe(false)
    actor.send({ type: "quote.fetching" })
    expect(actor.getSnapshot().can({ type: "next" })).toBe(false)
    actor.send({ type: "quote.ready", offer: null, quotedAt: 1_000 })
    expect(actor.getSnapshot().can({ type: "next" })).toBe(false)
    actor.stop()
  })
  it("is taken once the quote is in; without the sender's address it says so", async () => {
    const actor = await start()
    actor.send({ type: "quote.ready", offer: tillQuote, quotedAt: 1_000 })
    expect(actor.getSnapshot().can({ type: "next" })).toBe(true)
    actor.send({ type: "next" })
    expect(actor.getSnapshot().context.error).toBe(buyGoodsAmountLabels.fromAddressRequired)
    actor.send({ type: "amount.change", value: "2500" })
    expect(actor.getSnapshot().can({ type: "next" })).toBe(false)
    actor.stop()
  })
})
