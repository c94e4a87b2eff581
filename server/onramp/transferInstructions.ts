// How a buyer pays the agent of a swap. Until the order-completion issue adds the other payment flows, every
// swap is manual: the amount, the agent and a reference to put in the payment.
import { BigDecimal as D } from "effect"
import { paymentChannelTitle } from "../../schema/labels.ts"
import type { TransferInstructions } from "../../schema/onrampModels.ts"
import type { QuoteRow } from "./orders.ts"

export const instructionsFor = (quote: QuoteRow, reference: string): TransferInstructions => {
  const amount = `${D.format(D.normalize(D.fromStringUnsafe(quote.localAmount)))} ${quote.currencyIsoCode}`
  const channel = paymentChannelTitle[quote.paymentChannel as keyof typeof paymentChannelTitle] ?? quote.paymentChannel
  return {
    type: "manual",
    instructionsText: `Send exactly ${amount} by ${channel.toLowerCase()} to the agent ${quote.agentUsername}, with the reference below, then press I Transferred.`,
    transferDetails: [
      { label: "Amount", value: amount },
      { label: "Agent", value: quote.agentUsername },
      { label: "Reference", value: reference, description: "Put this in the payment's message so the agent finds it." },
    ],
  }
}
