// What the sandbox server writes in an on-ramp order's transfer instructions (spec 2 §3 gives their fields, not their
// words; server/onramp/transferInstructions.ts). Defined here so the order's page shows them in the page's language
// (issue 19); a real provider's own texts are shown as given. An amount is its number and currency apart, so the
// number is written the language's way.
export const transferTexts = {
  amount: "Amount",
  agent: "Agent",
  reference: "Reference",
  referenceHint: "Put this in the payment's message so the agent finds it.",
  /** Where a prompt goes when the order names no payer's phone. */
  yourPhone: "your phone",
  sendPrompt: "Send payment prompt",
  prompt: (amount: string, currency: string, phone: string, agent: string) =>
    `We will send a payment prompt for ${amount} ${currency} to ${phone}. Enter your PIN on the prompt to pay the agent ${agent}, then press I Transferred.`,
  otpPrompt: (amount: string, currency: string, phone: string) =>
    `We sent a one-time code to confirm the payment of ${amount} ${currency}. Enter it below, approve the prompt sent to ${phone}, then press I Transferred.`,
  airtime: (amount: string, currency: string, agent: string) =>
    `Dial the code below to send ${amount} ${currency} of airtime to the agent ${agent}, then press I Transferred.`,
  airtimeWarning: "Send from the phone number of your account; airtime from another number cannot be matched.",
  ussd: (amount: string, currency: string, agent: string) =>
    `Dial the code below with your SIM PIN to pay ${amount} ${currency} to the agent ${agent}, then press I Transferred.`,
  redirect: (amount: string, currency: string) =>
    `Pay ${amount} ${currency} on your bank's payment page. You come back here once it is done.`,
  manual: (amount: string, currency: string, agent: string) =>
    `Send exactly ${amount} ${currency} to the agent ${agent}, with the reference below, then press I Transferred.`,
} as const
