// The additional information an agent's offer asks for (spec 1 §3, §4, §7): the definitions answered for a quote
// before the order exists, an order refused while a field is missing or of the wrong kind, and the values stored and
// shown in the order read.
import { describe, expect, it } from "vitest"
import { extraFieldProblems } from "../../schema/extraFields.ts"
import { errors } from "../../schema/messages.ts"
import { api, serverForThisFile } from "../support/server.ts"
import { bearer, freshEmail, post, signIn } from "../support/signIn.ts"

const server = serverForThisFile()
const celoAddress = "0x765DE816845861e75A25fCA122bb6898B8B1282a"
const markets = {
  za: { countryIsoCode: "ZA", paymentChannel: "bank", carrierCode: "fnb", amount: 500 },
  ng: { countryIsoCode: "NG", paymentChannel: "bank", carrierCode: "gtbank", amount: 20000 },
  ngWallet: { countryIsoCode: "NG", paymentChannel: "bank", carrierCode: "opay", amount: 20000 },
  ke: { countryIsoCode: "KE", paymentChannel: "mobile_money", carrierCode: "safaricom", amount: 2000 },
} as const
type Market = (typeof markets)[keyof typeof markets]
type Tokens = Awaited<ReturnType<typeof signIn>>

const quote = async (market: Market): Promise<{ quoteId: string }> =>
  (
    await post(server, "/api/public/pay-widget/onramp/best-offer", {
      ...market,
      network: "CELO",
      asset: "CUSD",
      currency: "local",
    })
  ).json()
const fieldsOf = (tokens: Tokens, id: string) =>
  api(server, `/api/private/swaps/sell/${id}/required-fields`, { headers: bearer(tokens) })
const create = (tokens: Tokens, market: Market, quoteId: string, extraFields?: Record<string, string>) =>
  post(
    server,
    "/api/private/pay-widget/onramp/create-order",
    {
      currency: "local",
      amount: market.amount,
      address: celoAddress,
      network: "CELO",
      asset: "CUSD",
      quoteId,
      ...(extraFields ? { extraFields } : {}),
    },
    bearer(tokens),
  )
/** The owner's read: the values are theirs, a stranger's read has none (issue 13). */
const ownOrder = (tokens: Tokens, orderId: string) =>
  api(server, `/api/private/pay-widget/onramp/order/${orderId}`, { headers: bearer(tokens) })
const refusal = async (answer: Response) => {
  expect(answer.status).toBe(400)
  return (await answer.json()).message as string
}

describe("extra-field definitions of a coming swap", () => {
  it("answers the fields of the quote's offer: ZA bank and NG banks ask, Kenya and NG wallets do not", async () => {
    const tokens = await signIn(server, freshEmail(), "ZA")
    const za = await (await fieldsOf(tokens, (await quote(markets.za)).quoteId)).json()
    expect(za.map((f: { label: string; type: string; required: boolean }) => [f.label, f.type, f.required])).toEqual([
      ["ID number", "string", true],
      ["Account type", "enum", true],
      ["Business account", "boolean", false],
      ["E-mail for the receipt", "email", false],
    ])
    expect(za[1]).toMatchObject({
      defaultValue: "cheque",
      options: [
        { label: "Cheque", value: "cheque" },
        { label: "Savings", value: "savings" },
      ],
    })
    const ng = await (await fieldsOf(tokens, (await quote(markets.ng)).quoteId)).json()
    expect(ng.map((f: { name: string }) => f.name)).toEqual(["bvn", "accountName", "phone"])
    expect(await (await fieldsOf(tokens, (await quote(markets.ngWallet)).quoteId)).json()).toEqual([])
    expect(await (await fieldsOf(tokens, (await quote(markets.ke)).quoteId)).json()).toEqual([])
  })

  it("is Order not found for an unknown id, and needs a signed-in caller", async () => {
    const tokens = await signIn(server, freshEmail(), "ZA")
    const unknown = await fieldsOf(tokens, "no-such-quote")
    expect(unknown.status).toBe(404)
    expect((await unknown.json()).message).toBe(errors.orderNotFound)
    const anonymous = await api(server, `/api/private/swaps/sell/${(await quote(markets.za)).quoteId}/required-fields`)
    expect(anonymous.status).toBe(401)
  })

  it("answers an existing swap of the caller with the fields of the quote it was made from", async () => {
    const tokens = await signIn(server, freshEmail(), "NG")
    const { quoteId } = await quote(markets.ng)
    const made = await create(tokens, markets.ng, quoteId, { bvn: "22212345678" })
    expect(made.status).toBe(200)
    const order = await (await ownOrder(tokens, (await made.json())._id)).json()
    const fields = await (await fieldsOf(tokens, order.buySwap._id)).json()
    expect(fields.map((f: { label: string }) => f.label)).toEqual([
      "BVN",
      "Account name",
      "Phone number on the account",
    ])
    const stranger = await signIn(server, freshEmail(), "NG")
    expect((await fieldsOf(stranger, order.buySwap._id)).status).toBe(404)
  })
})

describe("creating an order with additional information", () => {
  it("refuses a missing required field, naming it, and creates nothing", async () => {
    const tokens = await signIn(server, freshEmail(), "ZA")
    const { quoteId } = await quote(markets.za)
    expect(await refusal(await create(tokens, markets.za, quoteId))).toBe(
      extraFieldProblems.summary([
        extraFieldProblems.required("ID number"),
        extraFieldProblems.required("Account type"),
      ]),
    )
    expect(await refusal(await create(tokens, markets.za, quoteId, { idNumber: "  ", accountType: "cheque" }))).toBe(
      extraFieldProblems.summary([extraFieldProblems.required("ID number")]),
    )
    const pending = await api(server, "/api/private/pay-widget/onramp/pending-order", { headers: bearer(tokens) })
    expect(await pending.json()).toBeNull()
  })

  it("refuses a value of the wrong kind: number, e-mail, phone, option, yes or no", async () => {
    const tokens = await signIn(server, freshEmail(), "ZA")
    const za = await quote(markets.za)
    expect(
      await refusal(
        await create(tokens, markets.za, za.quoteId, {
          idNumber: "8001015009087",
          accountType: "current",
          businessAccount: "maybe",
          email: "thandi@",
        }),
      ),
    ).toBe(
      extraFieldProblems.summary([
        extraFieldProblems.option("Account type"),
        extraFieldProblems.boolean("Business account"),
        extraFieldProblems.email("E-mail for the receipt"),
      ]),
    )
    const nigerian = await signIn(server, freshEmail(), "NG")
    const ng = await quote(markets.ng)
    expect(await refusal(await create(nigerian, markets.ng, ng.quoteId, { bvn: "2221234567x", phone: "12345" }))).toBe(
      extraFieldProblems.summary([
        extraFieldProblems.number("BVN"),
        extraFieldProblems.phone("Phone number on the account", "+2348031234567"),
      ]),
    )
  })

  it("stores the values and the order read shows them by label", async () => {
    const tokens = await signIn(server, freshEmail(), "ZA")
    const { quoteId } = await quote(markets.za)
    const made = await create(tokens, markets.za, quoteId, {
      idNumber: " 8001015009087 ",
      accountType: "savings",
      businessAccount: "false",
      notAskedFor: "dropped",
    })
    expect(made.status).toBe(200)
    const order = await (await ownOrder(tokens, (await made.json())._id)).json()
    expect(order.buySwap.extraFields).toEqual([
      { label: "ID number", value: "8001015009087" },
      { label: "Account type", value: "savings" },
      { label: "Business account", value: "false" },
    ])
  })

  it("stores a phone number in international form", async () => {
    const tokens = await signIn(server, freshEmail(), "NG")
    const { quoteId } = await quote(markets.ng)
    const made = await create(tokens, markets.ng, quoteId, {
      bvn: "22212345678",
      accountName: "Chidi Okeke",
      phone: "0803 123 4567",
    })
    expect(made.status).toBe(200)
    const order = await (await ownOrder(tokens, (await made.json())._id)).json()
    expect(order.buySwap.extraFields).toEqual([
      { label: "BVN", value: "22212345678" },
      { label: "Account name", value: "Chidi Okeke" },
      { label: "Phone number on the account", value: "+2348031234567" },
    ])
  })

  it("asks nothing more in a market without extra fields", async () => {
    const tokens = await signIn(server, freshEmail(), "KE")
    const { quoteId } = await quote(markets.ke)
    const made = await create(tokens, markets.ke, quoteId)
    expect(made.status).toBe(200)
    const order = await (await ownOrder(tokens, (await made.json())._id)).json()
    expect(order.buySwap.extraFields).toEqual([])
  })
})
