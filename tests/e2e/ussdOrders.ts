// On-ramp orders made through the API as the widget makes them, one per payment flow of the sandbox (spec 2 §3), for
// the order-in-progress browser tests; the widget then opens as that signed-in user.
import { freshEmail } from "../support/signIn.ts"
import { tokenQuery, widgetUrl } from "./widget.ts"

export const markets = {
  /** Safaricom mobile money in Kenya: a payment prompt (stk_push). */
  prompt: { countryIsoCode: "KE", paymentChannel: "mobile_money", carrierCode: "safaricom", amount: 2000 },
  /** Airtel money in Kenya: a USSD code with the SIM PIN in it. */
  ussdPin: { countryIsoCode: "KE", paymentChannel: "mobile_money", carrierCode: "airtel", amount: 2000 },
  /** Airtime in Kenya: a USSD code without PIN. */
  airtime: { countryIsoCode: "KE", paymentChannel: "airtime", carrierCode: "safaricom", amount: 2000 },
  /** MTN MoMo in Ghana: an OTP, then a prompt (otp_stk_push). */
  otp: { countryIsoCode: "GH", paymentChannel: "mobile_money", carrierCode: "mtn", amount: 200 },
  /** OPay in Nigeria: the bank's payment page (redirect). */
  redirect: { countryIsoCode: "NG", paymentChannel: "bank", carrierCode: "opay", amount: 20000 },
} as const

const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
  const answer = await fetch(widgetUrl(path), {
    method: "POST",
    headers: { "content-type": "application/json", "x-web": "1", ...headers },
    body: JSON.stringify(body),
  })
  if (!answer.ok) throw new Error(`${path} refused: ${answer.status} ${await answer.text()}`)
  return answer.json()
}

export const outbox = async (email: string): Promise<Array<{ subject: string; code?: string }>> =>
  (await fetch(widgetUrl(`/api/sandbox/outbox?email=${encodeURIComponent(email)}`))).json()

/** A new user of the market's country with an order of CUSD on Celo paid by the market's flow. */
export const orderIn = async (market: keyof typeof markets) => {
  const { amount, ...where } = markets[market]
  const email = freshEmail(market)
  const { codeId } = await post("/api/public/pay-widget/auth/fast-auth/init", {
    email,
    countryIsoCode: where.countryIsoCode,
  })
  const [message] = await outbox(email)
  const tokens = await post("/api/public/pay-widget/auth/fast-auth/confirm", {
    codeId,
    code: message?.code,
    countryIsoCode: where.countryIsoCode,
  })
  const quote = await post("/api/public/pay-widget/onramp/best-offer", {
    ...where,
    currency: "local",
    amount,
    network: "CELO",
    asset: "CUSD",
  })
  const created = await post(
    "/api/private/pay-widget/onramp/create-order",
    {
      currency: "local",
      amount,
      address: "0x765DE816845861e75A25fCA122bb6898B8B1282a",
      network: "CELO",
      asset: "CUSD",
      quoteId: quote.quoteId,
    },
    { authorization: `Bearer ${tokens.accessToken}` },
  )
  const orderId = created._id as string
  return {
    orderId,
    email,
    /** The order as anyone reads it. */
    read: async () =>
      (await fetch(widgetUrl(`/api/public/pay-widget/onramp/order/${orderId}`), { headers: { "x-web": "1" } })).json(),
    /** The in-progress page as this user, with the integrator's configuration and `extra` in the query. */
    path: (extra = "") =>
      `/ussd/${orderId}?network=CELO&asset=CUSD&countryIsoCode=${where.countryIsoCode}${extra}&${tokenQuery(tokens)}`,
    tokens: tokens as { accessToken: string; refreshToken: string },
  }
}
