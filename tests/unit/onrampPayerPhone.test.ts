// The payer's phone on the on-ramp review (issue 16, spec 1 §3): asked only when the offer's flow sends a payment
// prompt; prefilled from the link's number, else the one this device kept, else the account's, each only when it is
// a mobile number of the country; what the user typed wins; the order carries it in international form.
import { describe, expect, it } from "vitest"
import {
  asksPayerPhone,
  payerPhoneProblemOf,
  payerPhoneShown,
  payerPhoneToSend,
} from "../../machines/onrampPayerPhone.ts"

type Facts = Parameters<typeof payerPhoneShown>[0]
const facts = (over: {
  flow?: string
  payerPhone?: string
  linkPhone?: string
  storedPhone?: string
  accountPhone?: string
}): Facts =>
  ({
    quote: over.flow ? { offer: { paymentFlow: over.flow } } : undefined,
    country: "KE",
    config: { phone: over.linkPhone },
    user: over.accountPhone ? { phoneNumber: over.accountPhone } : undefined,
    payerPhone: over.payerPhone,
    storedPhone: over.storedPhone,
  }) as unknown as Facts

describe("the payer's phone for a payment prompt", () => {
  it("is asked for the prompt flows only (stk_push, otp_stk_push)", () => {
    expect(asksPayerPhone(facts({ flow: "stk_push" }))).toBe(true)
    expect(asksPayerPhone(facts({ flow: "otp_stk_push" }))).toBe(true)
    expect(asksPayerPhone(facts({ flow: "manual" }))).toBe(false)
    expect(asksPayerPhone(facts({ flow: "redirect" }))).toBe(false)
    expect(asksPayerPhone(facts({}))).toBe(false)
  })

  it("shows what the user typed, else the first Kenyan mobile number of the link, the device and the account", () => {
    const all = { linkPhone: "+254711000111", storedPhone: "0722000333", accountPhone: "+254733000444" }
    expect(payerPhoneShown(facts({ ...all, payerPhone: "0799" }))).toBe("0799")
    expect(payerPhoneShown(facts(all))).toBe("711000111")
    expect(payerPhoneShown(facts({ ...all, linkPhone: "+2348031234567" }))).toBe("722000333")
    expect(payerPhoneShown(facts({ ...all, linkPhone: undefined, storedPhone: "12" }))).toBe("733000444")
    expect(payerPhoneShown(facts({}))).toBe("")
  })

  it("says what is wrong with a number only when the offer prompts a phone", () => {
    const wrong = "Enter a mobile number of the country, e.g. +254712345678"
    expect(payerPhoneProblemOf(facts({ flow: "stk_push", payerPhone: "12" }))).toBe(wrong)
    expect(payerPhoneProblemOf(facts({ flow: "stk_push" }))).toBe(wrong)
    expect(payerPhoneProblemOf(facts({ flow: "stk_push", payerPhone: "0712345678" }))).toBeUndefined()
    expect(payerPhoneProblemOf(facts({ flow: "manual", payerPhone: "12" }))).toBeUndefined()
  })

  it("sends the number in international form, and none when the flow prompts no phone", () => {
    expect(payerPhoneToSend(facts({ flow: "otp_stk_push", payerPhone: "0712 345 678" }))).toBe("+254712345678")
    expect(payerPhoneToSend(facts({ flow: "stk_push", linkPhone: "+254711000111" }))).toBe("+254711000111")
    expect(payerPhoneToSend(facts({ flow: "manual", payerPhone: "0712345678" }))).toBeUndefined()
  })
})
