// The payer's phone of a payment prompt (issue 16): the offer says when its flow prompts a phone, the order carries
// the number, the instructions say where the prompt goes (masked for anyone with the order's id, in full for its
// owner), a malformed number is refused, and the sandbox's phone page shows the prompt as sent to that number.
import { describe, expect, it } from "vitest"
import { payerPhoneLabels } from "../../schema/payerPhone.ts"
import { api, serverForThisFile } from "../support/server.ts"
import { bearer, freshEmail, post, signIn } from "../support/signIn.ts"

const server = serverForThisFile()
const celoAddress = "0x765DE816845861e75A25fCA122bb6898B8B1282a"
const mpesa = { countryIsoCode: "KE", paymentChannel: "mobile_money", carrierCode: "safaricom" }

const offer = async (where: Record<string, string>, amount = 2000) =>
  (
    await post(server, "/api/public/pay-widget/onramp/best-offer", {
      ...where,
      network: "CELO",
      asset: "CUSD",
      currency: "local",
      amount,
    })
  ).json()

const create = async (where: Record<string, string>, phoneNumber?: string) => {
  const tokens = await signIn(server, freshEmail("payer"), where.countryIsoCode)
  const quote = await offer(where)
  const answer = await post(
    server,
    "/api/private/pay-widget/onramp/create-order",
    {
      currency: "local",
      amount: 2000,
      address: celoAddress,
      network: "CELO",
      asset: "CUSD",
      quoteId: quote.quoteId,
      ...(phoneNumber === undefined ? {} : { phoneNumber }),
    },
    bearer(tokens),
  )
  return { tokens, answer }
}

describe("a payment prompt's phone", () => {
  it("is asked by the offers whose flow prompts a phone: M-Pesa's payment prompt, not Airtel's USSD code", async () => {
    expect((await offer(mpesa)).offer.paymentFlow).toBe("stk_push")
    expect((await offer({ ...mpesa, carrierCode: "airtel" })).offer.paymentFlow).toBe("ussd")
  })

  it("goes with the order: the owner reads the number, anyone else the instructions with it masked", async () => {
    const { tokens, answer } = await create(mpesa, "0712 345 678")
    expect(answer.status).toBe(200)
    const { _id: orderId } = await answer.json()
    const own = await (
      await api(server, `/api/private/pay-widget/onramp/order/${orderId}`, { headers: bearer(tokens) })
    ).json()
    expect(own.buySwap.payerPhone).toBe("+254712345678")
    const open = await (await api(server, `/api/public/pay-widget/onramp/order/${orderId}`)).json()
    expect(open.buySwap.payerPhone).toBeUndefined()
    expect(open.buySwap.transferInstructions.instructionsText).toContain("to +2547•••••678.")
    expect(JSON.stringify(open)).not.toContain("712345678")
  })

  it("is refused when it is not a mobile number of the order's country", async () => {
    const { answer } = await create(mpesa, "12345")
    expect(answer.status).toBe(400)
    expect((await answer.json()).message).toBe(payerPhoneLabels.problem("+254712345678"))
  })

  it("is shown on the sandbox phone once the prompt is sent", async () => {
    const { tokens, answer } = await create(mpesa, "+254 700 111 222")
    const { _id: orderId } = await answer.json()
    const own = await (
      await api(server, `/api/private/pay-widget/onramp/order/${orderId}`, { headers: bearer(tokens) })
    ).json()
    const phonePage = async () => (await fetch(`${server.url}/sandbox/phone/+254700111222`)).text()
    expect(await phonePage()).toContain("No payment prompt yet.")
    const sent = await post(server, `/api/private/swaps/buy/${own.buySwap._id}/init-transfer`, {}, bearer(tokens))
    expect(sent.status).toBe(200)
    const shown = await phonePage()
    expect(shown).toContain("Payment prompt")
    expect(shown).toContain("Pay 2000 KES to")
    expect(shown).toContain(orderId.toUpperCase().replace(/[^A-Z0-9]/g, ""))
    // Another number's phone shows nothing of it.
    expect(await (await fetch(`${server.url}/sandbox/phone/+254700999888`)).text()).toContain("No payment prompt yet.")
  })

  it("is not kept for a flow that sends no prompt", async () => {
    const { tokens, answer } = await create({ ...mpesa, carrierCode: "airtel" }, "+254712345678")
    const { _id: orderId } = await answer.json()
    const own = await (
      await api(server, `/api/private/pay-widget/onramp/order/${orderId}`, { headers: bearer(tokens) })
    ).json()
    expect(own.buySwap.payerPhone).toBeNull()
  })
})
