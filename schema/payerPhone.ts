// The payer's phone of a payment prompt (issue 16; spec 1 §2 "A phone input shows the country flag and +dial code",
// spec 1 §3 "phone info (countryCode, phoneNumber) stored locally"): the flows that send a prompt to a phone ask for
// its number before the order, the order carries it, and the prompt goes there. Shared by the widget and the server.
import type { PaymentFlowType } from "./enums.ts"
import { normalisePhone, phoneRules } from "./offrampFields.ts"

/** Spec 2 §3 payment flows that send a prompt to the payer's phone. */
export const promptFlows: ReadonlyArray<PaymentFlowType> = ["stk_push", "otp_stk_push"]
export const promptsPhone = (flow: PaymentFlowType | undefined) => flow !== undefined && promptFlows.includes(flow)

export const payerPhoneLabels = {
  label: "Phone number for the payment prompt",
  description: "We send the payment prompt to this phone.",
  /** The owner's order details: where the prompt went. */
  promptTo: "Payment prompt to",
  problem: (example: string) => `Enter a mobile number of the country, e.g. ${example}`,
} as const

/** The problem with a number typed for a country, or undefined when it is one of its mobile numbers. */
export const payerPhoneProblem = (value: string, countryIsoCode: string): string | undefined =>
  normalisePhone(value, countryIsoCode)
    ? undefined
    : payerPhoneLabels.problem(phoneRules[countryIsoCode]?.example ?? "+254712345678")

/** Spec 1 §3 phone info, as the widget keeps it on the device: the dial code and the national number. */
export interface PhoneInfo {
  readonly countryCode: string
  readonly phoneNumber: string
}

/** The phone info of a number in international form, for the country whose dial code it starts with. */
export const phoneInfoOf = (international: string, countryIsoCode: string): PhoneInfo | undefined => {
  const rule = phoneRules[countryIsoCode]
  const normal = normalisePhone(international, countryIsoCode)
  return rule && normal ? { countryCode: rule.dialCode, phoneNumber: normal.slice(rule.dialCode.length) } : undefined
}

/** The national part of a number for the country's field (the dial code shows beside it), or "" if not its own. */
export const nationalNumber = (value: string | null | undefined, countryIsoCode: string): string => {
  const rule = phoneRules[countryIsoCode]
  const normal = value ? normalisePhone(value, countryIsoCode) : undefined
  return rule && normal ? normal.slice(rule.dialCode.length) : ""
}

/** A number as anyone with the order's id may read it (the public read): the dial code with the first digit, and
 * the last three digits. */
export const maskedPhone = (international: string) =>
  international.length > 8
    ? `${international.slice(0, 5)}${"•".repeat(international.length - 8)}${international.slice(-3)}`
    : international
