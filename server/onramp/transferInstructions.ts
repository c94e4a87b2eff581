// How a buyer pays the agent of a swap, by payment flow (spec 2 §3): chosen by country, channel and carrier the way
// the real payment providers work there. Every flow names the amount, the agent and a reference.
import { BigDecimal as D } from "effect"
import type { PaymentFlowType } from "../../schema/enums.ts"
import type { TransferInstructions } from "../../schema/onrampModels.ts"
import { maskedPhone } from "../../schema/payerPhone.ts"
import { transferTexts as say } from "../../schema/transferTexts.ts"
import { ussdLabels } from "../../schema/ussdLabels.ts"
import type { QuoteRow } from "./orders.ts"

/** The flow of a country, channel and carrier; anything not listed is paid by hand (manual). */
export const paymentFlowOf = (country: string, channel: string, carrier: string): PaymentFlowType => {
  if (country === "KE" && channel === "mobile_money") return carrier === "airtel" ? "ussd" : "stk_push"
  if (country === "KE" && channel === "airtime") return "ussd"
  if (country === "GH" && channel === "mobile_money") return "otp_stk_push"
  if (country === "NG" && channel === "bank" && carrier === "opay") return "redirect"
  return "manual"
}

/** The sandbox's stand-in for a payment provider's hosted page, relative to the API host. */
export const sandboxPaymentPath = (swapId: string) => `/sandbox/pay/${swapId}`

/** The reference a buyer writes in the payment: the order id in capitals, letters and digits only (banks refuse more). */
export const paymentReference = (orderId: string) => orderId.toUpperCase().replace(/[^A-Z0-9]/g, "")

/** A stored amount as people write it: 2000.00 is 2000, 12.50 is 12.5. */
export const plainAmount = (stored: string) => D.format(D.normalize(D.fromStringUnsafe(stored)))

/** `payerPhone` (international form) is where a prompt flow's prompt goes; the text shows it masked, as the public
 * order read carries the instructions. */
export const instructionsFor = (
  quote: QuoteRow,
  swapId: string,
  reference: string,
  payerPhone?: string,
): TransferInstructions => {
  const phone = payerPhone ? maskedPhone(payerPhone) : say.yourPhone
  const number = plainAmount(quote.localAmount)
  const currency = quote.currencyIsoCode
  const agent = quote.agentUsername
  const type = paymentFlowOf(quote.countryIsoCode, quote.paymentChannel, quote.carrierCode)
  // A USSD code takes digits only: the reference as 8 digits the agent finds the payment by.
  const digits = [...reference]
    .map((c) => c.charCodeAt(0) % 10)
    .join("")
    .slice(0, 8)
  const details = [
    { label: say.amount, value: `${number} ${currency}` },
    { label: say.agent, value: agent },
    { label: say.reference, value: type === "ussd" ? digits : reference, description: say.referenceHint },
  ]
  switch (type) {
    case "stk_push":
      return {
        type,
        instructionsText: say.prompt(number, currency, phone, agent),
        transferDetails: details,
        actionButtonText: say.sendPrompt,
      }
    case "otp_stk_push":
      return {
        type,
        instructionsText: say.otpPrompt(number, currency, phone),
        transferDetails: details,
        actionButtonText: ussdLabels.resendCode,
        isOtpRequired: true,
      }
    case "ussd":
      return quote.paymentChannel === "airtime"
        ? {
            type,
            instructionsText: say.airtime(number, currency, agent),
            transferDetails: details,
            ussdCode: `*140*${number}*${digits}#`,
            warningText: say.airtimeWarning,
          }
        : {
            type,
            instructionsText: say.ussd(number, currency, agent),
            transferDetails: details,
            ussdCode: `*334*1*${digits}*${number}*{pin}#`,
          }
    case "redirect":
      return {
        type,
        instructionsText: say.redirect(number, currency),
        transferDetails: details,
        actionButtonText: ussdLabels.goToPayment,
        paymentUrl: sandboxPaymentPath(swapId),
      }
    case "manual":
      return {
        type,
        instructionsText: say.manual(number, currency, agent),
        transferDetails: details,
      }
  }
}
