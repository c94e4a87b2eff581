// The off-ramp's pure rules: the step bar's hiding rules and the Next button (spec 2 §2, §4), the order's wallet
// and whether it can still be paid.
import { describe, expect, it } from "vitest"
import { finalOrderStatuses } from "../../machines/cryptoOrder.ts"
import { nextLabel, type OfframpContext } from "../../machines/offrampContext.ts"
import { payable, walletMatches } from "../../machines/offrampPay.ts"
import { offrampNextLabels } from "../../schema/offrampLabels.ts"
import { visibleOfframpSteps } from "../../screens/offramp/steps.ts"
import { kycStatuses, user } from "../model/fixtures.ts"
import { offrampOffers, offrampOrders } from "../model/offrampFixtures.ts"

describe("the off-ramp step bar", () => {
  it("shows every step to a visitor whose offer needs an ID check and details", () => {
    expect(
      visibleOfframpSteps({ current: "Amount", signedIn: false, kycRequired: true, hasRequiredFields: true }),
    ).toEqual(["Amount", "Login", "ID Check", "Details", "Pay", "Status"])
  })
  it("hides Login when signed in, ID Check when no KYC is needed, Details without required fields", () => {
    expect(
      visibleOfframpSteps({ current: "Pay", signedIn: true, kycRequired: false, hasRequiredFields: false }),
    ).toEqual(["Amount", "Pay", "Status"])
  })
  it("keeps the current step shown", () => {
    expect(
      visibleOfframpSteps({ current: "ID Check", signedIn: true, kycRequired: false, hasRequiredFields: false }),
    ).toEqual(["Amount", "ID Check", "Pay", "Status"])
  })
})

describe("the amount screen's Next (spec 2 §4)", () => {
  const base = {
    user: undefined,
    kycStatus: undefined,
    quote: offrampOffers.withFields.quote,
  } as unknown as OfframpContext
  it("asks a visitor to verify their e-mail first", () => {
    expect(nextLabel(base)).toBe(offrampNextLabels.verifyEmail)
  })
  it("then the ID check when the amount needs it", () => {
    const large = {
      ...offrampOffers.withFields.quote,
      cashout: { ...offrampOffers.withFields.quote.cashout, usdAmount: 500 },
    }
    expect(nextLabel({ ...base, user, kycStatus: kycStatuses.notStarted, quote: large })).toBe(
      offrampNextLabels.verifyId,
    )
  })
  it("then the details when the offer asks for some, else pay", () => {
    expect(nextLabel({ ...base, user, kycStatus: kycStatuses.notStarted })).toBe(offrampNextLabels.provideDetails)
    expect(
      nextLabel({
        ...base,
        user,
        kycStatus: kycStatuses.notStarted,
        quote: { ...base.quote, requiredFields: {} } as never,
      }),
    ).toBe(offrampNextLabels.pay)
  })
})

describe("paying an order", () => {
  const order = offrampOrders.initiated
  it("needs the order's own wallet, in any letter case", () => {
    expect(walletMatches({ connected: order.fromAddress?.toLowerCase(), order })).toBe(true)
    expect(walletMatches({ connected: "0x2222222222222222222222222222222222222222", order })).toBe(false)
    expect(walletMatches({ connected: undefined, order })).toBe(false)
  })
  it("is possible only while initiated and before the expiry", () => {
    expect(payable(order, Date.parse("2030-01-01"))).toBe(true)
    expect(payable(offrampOrders.pastExpiry, Date.parse("2030-01-01"))).toBe(false)
    expect(payable(offrampOrders.validating, Date.parse("2030-01-01"))).toBe(false)
  })
  it("is no longer possible at the expiry itself", () => {
    expect(payable(order, Date.parse(order.expiresAt))).toBe(false)
    expect(payable(order, Date.parse(order.expiresAt) - 1)).toBe(true)
  })
  it("reads the status until refunded, refund failed, paid out or failed (spec 2 §4), or cancelled or expired, which the server never moves again", () => {
    expect([...finalOrderStatuses].sort()).toEqual(
      ["cancelled", "expired", "offramp_success", "refund_failed", "refunded", "transaction_failed"].sort(),
    )
  })
})
