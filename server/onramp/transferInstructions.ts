// How a buyer pays the agent of a swap, by payment flow (spec 2 §3): chosen by country, channel and carrier the way
// the real payment providers work there. Every flow names the amount, the agent and a reference.
import { BigDecimal as D } from "effect"
import type { PaymentFlowType } from "../../schema/enums.ts"
import { paymentChannelTitle } from "../../schema/labels.ts"
import type { TransferInstructions } from "../../schema/onrampModels.ts"
import { maskedPhone } from "../../schema/payerPhone.ts"
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
  const phone = payerPhone ? maskedPhone(payerPhone) : "your phone"
  const amount = `${plainAmount(quote.localAmount)} ${quote.currencyIsoCode}`
  const channel = paymentChannelTitle[quote.paymentChannel as keyof typeof paymentChannelTitle] ?? quote.paymentChannel
  const type = paymentFlowOf(quote.countryIsoCode, quote.paymentChannel, quote.carrierCode)
  // A USSD code takes digits only: the reference as 8 digits the agent finds the payment by.
  const digits = [...reference]
    .map((c) => c.charCodeAt(0) % 10)
    .join("")
    .slice(0, 8)
  const details = [
    { label: "Amount", value: amount },
    { label: "Agent", value: quote.agentUsername },
    {
      label: "Reference",
      value: type === "ussd" ? digits : reference,
      description: "Put this in the payment's message so the agent finds it.",
    },
  ]
  switch (type) {
    case "stk_push":
      return {
        type,
        instructionsText: `We will send a payment prompt for ${amount} to ${phone}. Enter your PIN on the prompt to pay the agent ${quote.agentUsername}, then press I Transferred.`,
        transferDetails: details,
        actionButtonText: "Send payment prompt",
      }
    case "otp_stk_push":
      return {
        type,
        instructionsText: `We sent a one-time code to confirm the payment of ${amount}. Enter it below, approve the prompt sent to ${phone}, then press I Transferred.`,
        transferDetails: details,
        actionButtonText: "Resend code",
        isOtpRequired: true,
      }
    case "ussd":
      return quote.paymentChannel === "airtime"
        ? {
            type,
            instructionsText: `Dial the code below to send ${amount} of airtime to the agent ${quote.agentUsername}, then press I Transferred.`,
            transferDetails: details,
            ussdCode: `*140*${plainAmount(quote.localAmount)}*${digits}#`,
            warningText: "Send from the phone number of your account; airtime from another number cannot be matched.",
          }
        : {
            type,
            instructionsText: `Dial the code below with your SIM PIN to pay ${amount} to the agent ${quote.agentUsername}, then press I Transferred.`,
            transferDetails: details,
            ussdCode: `*334*1*${digits}*${plainAmount(quote.localAmount)}*{pin}#`,
          }
    case "redirect":
      return {
        type,
        instructionsText: `Pay ${amount} on your bank's payment page. You come back here once it is done.`,
        transferDetails: details,
        actionButtonText: "Go to payment",
        paymentUrl: sandboxPaymentPath(swapId),
      }
    case "manual":
      return {
        type,
        instructionsText: `Send exactly ${amount} by ${channel.toLowerCase()} to the agent ${quote.agentUsername}, with the reference below, then press I Transferred.`,
        transferDetails: details,
      }
  }
}
