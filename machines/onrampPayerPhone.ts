// The payer's phone on the on-ramp review (issue 16): an offer whose flow sends a payment prompt (stk_push,
// otp_stk_push, schema/payerPhone.ts) asks where the prompt goes before the order is created. The field is prefilled
// from the integrator's `phone`, else the phone info this device kept from the last order (spec 1 §3), else the
// account's number; what the user types replaces it.
import { normalisePhone } from "../schema/offrampFields.ts"
import { nationalNumber, payerPhoneProblem, promptsPhone } from "../schema/payerPhone.ts"
import type { OnrampContext } from "./onrampContext.ts"

type PhoneFacts = Pick<OnrampContext, "quote" | "country" | "config" | "user" | "payerPhone" | "storedPhone">

/** The offer's flow sends a prompt to the payer's phone. */
export const asksPayerPhone = (c: Pick<OnrampContext, "quote">) => promptsPhone(c.quote?.offer.paymentFlow)

/** The national number the field shows: the one typed, else the first of the link's, the kept and the account's
 * that is a mobile number of the country. */
export const payerPhoneShown = (c: PhoneFacts): string =>
  c.payerPhone ??
  [c.config.phone, c.storedPhone, c.user?.phoneNumber].map((n) => nationalNumber(n, c.country ?? "")).find(Boolean) ??
  ""

/** Why the number cannot take the prompt, when the offer asks for one. */
export const payerPhoneProblemOf = (c: PhoneFacts): string | undefined =>
  asksPayerPhone(c) ? payerPhoneProblem(payerPhoneShown(c), c.country ?? "") : undefined

/** What the order carries: the number in international form, only when the offer's flow prompts a phone. */
export const payerPhoneToSend = (c: PhoneFacts): string | undefined =>
  asksPayerPhone(c) ? normalisePhone(payerPhoneShown(c), c.country ?? "") : undefined
