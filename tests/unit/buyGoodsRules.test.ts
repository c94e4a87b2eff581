// The buy-goods amount screen's rules: what a typed till number and amount show, and when a quote is asked for.
import { describe, expect, it } from "vitest"
import { amountProblem, canQuote, initialContext, tillProblem } from "../../machines/buyGoodsContext.ts"
import { buyGoodsAmountLabels } from "../../schema/buyGoodsLabels.ts"
import { validation } from "../../schema/messages.ts"
import { buyGoodsCatalog } from "../model/buyGoodsFixtures.ts"

describe("till number", () => {
  it("takes 5 to 7 digits and says nothing while empty", () => {
    for (const till of ["", "52301", "174379", "5566770", " 174379 "]) expect(tillProblem(till)).toBeUndefined()
    for (const till of ["1234", "12345678", "12a45", "17 4379"])
      expect(tillProblem(till)).toBe(buyGoodsAmountLabels.tillInvalid)
  })
})

describe("amount", () => {
  it("is positive with at most 2 decimals", () => {
    for (const amount of ["", "2000", "150.5", "99.99"]) expect(amountProblem(amount)).toBeUndefined()
    expect(amountProblem("10.123")).toBe(validation.twoDecimals)
    for (const amount of ["0", "-5", "abc", "1e3", "0.00"])
      expect(amountProblem(amount)).toBe(buyGoodsAmountLabels.amountInvalid)
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
