// The on-ramp amount step's rules (spec 1 §2, §4, §5).
import { describe, expect, it } from "vitest"
import { onrampNextLabels } from "../../schema/labels.ts"
import { validation } from "../../schema/messages.ts"
import {
  amountAfterAssetSwitch,
  checkAmount,
  chooseCountry,
  onrampNextLabel,
  shownCryptoAmount,
} from "../../schema/onrampRules.ts"

const local = { currency: "local" as const, unit: "KES", limits: { min: 130, max: 650000 }, withCents: false }
const crypto = { currency: "crypto" as const, unit: "CUSD", limits: { min: 1, max: 5000 }, withCents: false }

describe("amount rules", () => {
  it("wants whole local amounts unless the currency has cents", () => {
    expect(checkAmount({ ...local, value: "1500.5" })).toBe(validation.localAmountInteger)
    expect(checkAmount({ ...local, value: "1500.5", withCents: true })).toBeUndefined()
    expect(checkAmount({ ...crypto, value: "15.5" })).toBeUndefined()
  })
  it("refuses more than 2 decimals", () => {
    expect(checkAmount({ ...crypto, value: "1.234" })).toBe(validation.twoDecimals)
    expect(checkAmount({ ...crypto, value: "1.23" })).toBeUndefined()
  })
  it("names the bounds with the asset or the currency", () => {
    expect(checkAmount({ ...crypto, value: "0.5" })).toBe("Amount of CUSD must be at least 1")
    expect(checkAmount({ ...crypto, value: "5001" })).toBe("Amount of CUSD must be at most 5000")
    expect(checkAmount({ ...local, value: "100" })).toBe("Amount of KES must be at least 130")
    expect(checkAmount({ ...local, value: "700000" })).toBe("Amount of KES must be at most 650000")
  })
  it("waits for an amount, and refuses what is not one", () => {
    expect(checkAmount({ ...local, value: "" })).toBeUndefined()
    expect(checkAmount({ ...local, value: "abc" })).toBe("Amount of KES must be at least 130")
  })
  it("shows negative or missing crypto amounts as 0", () => {
    expect(shownCryptoAmount(undefined)).toBe("0")
    expect(shownCryptoAmount(-2.5)).toBe("0")
    expect(shownCryptoAmount(3.2)).toBe("3.2")
  })
  it("shows the amount received with 2 decimals, never more than it is", () => {
    expect(shownCryptoAmount(12.3456)).toBe("12.34")
    expect(shownCryptoAmount(15.839)).toBe("15.83")
    // Exact in 2 decimals, however the number is stored in binary.
    expect(shownCryptoAmount(1.15)).toBe("1.15")
    expect(shownCryptoAmount(0.29)).toBe("0.29")
    expect(shownCryptoAmount(20)).toBe("20")
  })
})

describe("switching the asset in crypto mode", () => {
  it("converts by price between a 1 USD asset and one that is not, to 2 decimals", () => {
    expect(amountAfterAssetSwitch("15", 1, 0.0077)).toBe("1948.05")
    expect(amountAfterAssetSwitch("1948.05", 0.0077, 1)).toBe("15")
  })
  it("keeps the amount between assets of the same kind", () => {
    expect(amountAfterAssetSwitch("15", 1, 1)).toBe("15")
    expect(amountAfterAssetSwitch("100", 0.0077, 0.065)).toBe("100")
  })
})

describe("the Next button", () => {
  const all = { hasWalletAddress: true, signedIn: true, kycRequired: false, hasOpenOrder: false }
  it("says where the journey goes next", () => {
    expect(onrampNextLabel({ ...all, hasWalletAddress: false })).toBe(onrampNextLabels.wallet)
    expect(onrampNextLabel({ ...all, signedIn: false })).toBe(onrampNextLabels.verifyEmail)
    expect(onrampNextLabel({ ...all, kycRequired: true })).toBe(onrampNextLabels.verifyId)
    expect(onrampNextLabel({ ...all, hasOpenOrder: true })).toBe(onrampNextLabels.transferFunds)
    expect(onrampNextLabel(all)).toBe(onrampNextLabels.createOrder)
  })
})

describe("country choice", () => {
  const supported = ["KE", "NG", "GH"]
  it("follows the order of spec 1 §4, skipping what is not supported", () => {
    expect(chooseCountry({ chosen: "GH", configured: "NG", account: "KE" }, supported)).toBe("GH")
    expect(chooseCountry({ configured: "NG", account: "KE" }, supported)).toBe("NG")
    expect(chooseCountry({ account: "KE", stored: "GH" }, supported)).toBe("KE")
    expect(chooseCountry({ stored: "GH", located: "NG" }, supported)).toBe("GH")
    expect(chooseCountry({ located: "NG" }, supported)).toBe("NG")
    expect(chooseCountry({ located: "US", configured: "XX" }, supported)).toBe("KE")
    expect(chooseCountry({}, [])).toBeUndefined()
  })
})
