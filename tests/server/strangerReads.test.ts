// What a stranger can read (issue 13): the order reads that need no token answer what an anonymous status page
// needs and nothing personal; the signed-in owner's reads answer the rest, and a receipt's address is given only
// to the owner, signed, and stops working after some minutes.
import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { ServerSecret } from "../../server/auth/secret.ts"
import { signedReceiptPath } from "../../server/swaps/receiptLinks.ts"
import { tillOrder } from "../support/buyGoods.ts"
import { createSale, mobileMoneyDetails, quoteOf, saleBody, saleOrder } from "../support/offramp.ts"
import { celoAddress, createOrder, quoteId } from "../support/onramp.ts"
import { api, serverForThisFile, setSettings } from "../support/server.ts"
import { bearer, freshEmail, post, signIn } from "../support/signIn.ts"

const server = serverForThisFile()
type Tokens = Awaited<ReturnType<typeof signIn>>

const callbackUrl = "http://127.0.0.1:9/hooks/orders"
const redirectUrl = "http://127.0.0.1:9/thanks?customer=chidi"
/** The Nigerian bank offer asks the BVN (an ID number), the account name and a phone number (spec 1 §3). */
const nigerianDetails = { bvn: "22212345678", accountName: "Chidi Okeke", phone: "0803 123 4567" }
const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])

const publicOnramp = (orderId: string) => api(server, `/api/public/pay-widget/onramp/order/${orderId}`)
const ownOnramp = (orderId: string, tokens: Tokens) =>
  api(server, `/api/private/pay-widget/onramp/order/${orderId}`, { headers: bearer(tokens) })
const publicOfframp = (orderId: string) => api(server, `/api/public/pay-widget/offramp/order/${orderId}`)
const ownOfframp = (orderId: string, tokens: Tokens) =>
  api(server, `/api/private/pay-widget/offramp/order/${orderId}`, { headers: bearer(tokens) })

/** Nothing of these texts appears anywhere in an answer, whatever the field. */
const expectNoneOf = (body: string, personal: ReadonlyArray<string>) => {
  for (const text of personal) expect(body).not.toContain(text)
}

/** 20,000 NGN of CUSD on Celo, paid from a GTBank account. */
const nigerianBank = { countryIsoCode: "NG", paymentChannel: "bank", carrierCode: "gtbank", amount: 20000 }

const nigerianOrder = async () => {
  const email = freshEmail("chidi")
  const tokens = await signIn(server, email, "NG")
  const made = await createOrder(server, tokens, await quoteId(server, nigerianBank), {
    amount: 20000,
    extraFields: nigerianDetails,
    callbackUrl,
    redirectUrl,
  })
  expect(made.status).toBe(200)
  return { email, tokens, orderId: (await made.json())._id as string }
}

const upload = (tokens: Tokens, orderId: string) => {
  const form = new FormData()
  form.append("orderId", orderId)
  form.append("receipt", new Blob([png]), "receipt.png")
  return fetch(`${server.url}/api/private/pay-widget/onramp/upload-receipt`, {
    method: "POST",
    body: form,
    headers: { "x-web": "1", ...bearer(tokens) },
  })
}

describe("an on-ramp order read without a token", () => {
  it("answers the status page's needs without e-mail, phone, account name, ID number, extra fields or URLs", async () => {
    const { email, orderId } = await nigerianOrder()
    const answer = await publicOnramp(orderId)
    expect(answer.status).toBe(200)
    const body = await answer.text()
    const order = JSON.parse(body)
    expect(order).toMatchObject({ _id: orderId, asset: "CUSD", walletType: "CELO" })
    expect(order.buySwap.status).toBe("initiated")
    expect(order.withdrawal.status).toBe("pending")
    expect(order).not.toHaveProperty("callbackUrl")
    expect(order).not.toHaveProperty("redirectUrl")
    expect(order.buySwap).not.toHaveProperty("extraFields")
    expect(order.buySwap).not.toHaveProperty("receipts")
    expectNoneOf(body, [
      email,
      "Chidi Okeke",
      "22212345678",
      "8031234567",
      "hooks/orders",
      "customer=chidi",
      "/media/receipts",
    ])
  })

  it("the owner's read answers the rest; another user's token reads nothing", async () => {
    const { tokens, orderId } = await nigerianOrder()
    const answer = await ownOnramp(orderId, tokens)
    expect(answer.status).toBe(200)
    const order = await answer.json()
    expect(order.callbackUrl).toBe(callbackUrl)
    expect(order.redirectUrl).toBe(redirectUrl)
    expect(order.buySwap.extraFields).toEqual([
      { label: "BVN", value: "22212345678" },
      { label: "Account name", value: "Chidi Okeke" },
      { label: "Phone number on the account", value: "+2348031234567" },
    ])
    expect(order.buySwap.receipts).toEqual([])
    const stranger = await signIn(server, freshEmail("stranger"), "NG")
    expect((await ownOnramp(orderId, stranger)).status).toBe(404)
    expect((await api(server, `/api/private/pay-widget/onramp/order/${orderId}`)).status).toBe(401)
  })
})

describe("an off-ramp order read without a token", () => {
  it("has no payout details (phone number, account name), for an account's order and an anonymous one", async () => {
    const tokens = await signIn(server, freshEmail("amina"), "KE")
    const made = await createSale(server, saleBody(await quoteOf(server), celoAddress), tokens)
    expect(made.status).toBe(200)
    const own = await made.json()
    const anonymous = await saleOrder(server, celoAddress)
    for (const orderId of [own._id, anonymous._id]) {
      const answer = await publicOfframp(orderId)
      expect(answer.status).toBe(200)
      const body = await answer.text()
      const order = JSON.parse(body)
      expect(order).toMatchObject({ _id: orderId, status: "initiated", network: "CELO", asset: "USDC" })
      expect(order.toAddress).toMatch(/^0x[0-9a-fA-F]{40}$/)
      expect(order).not.toHaveProperty("offerRequiredFields")
      expectNoneOf(body, [mobileMoneyDetails.accountName, "712345678", "712 345 678"])
    }
    const mine = await ownOfframp(own._id, tokens)
    expect(mine.status).toBe(200)
    const details = (await mine.json()).offerRequiredFields.map((f: { value: string }) => f.value).join(" ")
    expect(details).toContain(mobileMoneyDetails.accountName)
    const stranger = await signIn(server, freshEmail("stranger"), "KE")
    expect((await ownOfframp(own._id, stranger)).status).toBe(404)
    expect((await ownOfframp(anonymous._id, tokens)).status).toBe(404)
  })
})

describe("a buy-goods order read", () => {
  it("carries nothing personal: no e-mail, phone, account name or number, extra fields or callback URL", async () => {
    const order = await tillOrder(server, celoAddress)
    const body = await (await api(server, `/api/public/pay-widget/buy-goods/order/${order._id}`)).text()
    const read = JSON.parse(body)
    expect(read).toMatchObject({ _id: order._id, tillNumber: "174379", status: "initiated" })
    for (const field of ["email", "phoneNumber", "accountName", "accountNumber", "extraFields", "callbackUrl"])
      expect(read).not.toHaveProperty(field)
    expect(read).not.toHaveProperty("offerRequiredFields")
  })
})

describe("a receipt's address", () => {
  const paidOrder = async () => {
    await setSettings(server, { agentConfirmSeconds: 0 })
    const { tokens, orderId } = await nigerianOrder()
    const { buySwap } = await (await ownOnramp(orderId, tokens)).json()
    expect(
      (await post(server, `/api/private/swaps/buy/${buySwap._id}/confirm`, { confirm: true }, bearer(tokens))).status,
    ).toBe(200)
    expect((await upload(tokens, orderId)).status).toBe(200)
    const order = await (await ownOnramp(orderId, tokens)).json()
    return { tokens, orderId, url: new URL(order.buySwap.receipts[0].url as string, server.url) }
  }

  it("is given only in the owner's read, downloads, and expires within some minutes", async () => {
    const { orderId, url } = await paidOrder()
    expect((await (await publicOnramp(orderId)).text()).includes("/media/receipts")).toBe(false)
    const file = await fetch(url)
    expect(file.status).toBe(200)
    expect(file.headers.get("content-type")).toBe("image/png")
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(png)
    const expires = Number(url.searchParams.get("expires"))
    const minutesLeft = (expires * 1000 - Date.now()) / 60_000
    expect(minutesLeft).toBeGreaterThan(1)
    expect(minutesLeft).toBeLessThanOrEqual(60)
  })

  it("is refused once expired, with a forged signature, or without one", async () => {
    const { url } = await paidOrder()
    const receiptId = url.pathname.split("/").at(-1) ?? ""
    const refusal = async (path: string) => {
      const answer = await fetch(new URL(path, server.url))
      expect(answer.status).toBe(403)
      expect(answer.headers.get("content-type")).toContain("application/json")
      const body = await answer.json()
      expect(Object.keys(body).sort()).toEqual(["_tag", "code", "message"])
      return body as { code: string; message: string }
    }
    // The clock moved past the link's expiry: a link the server signed, one second too old.
    const expired = await server.run(
      Effect.map(Effect.service(ServerSecret), (secret) =>
        signedReceiptPath(secret, receiptId, Math.floor(Date.now() / 1000) - 1),
      ),
    )
    expect((await refusal(expired)).code).toBe("RECEIPT_LINK_EXPIRED")

    const forged = new URL(url)
    forged.searchParams.set("expires", String(Number(url.searchParams.get("expires")) + 3600))
    expect((await refusal(forged.pathname + forged.search)).code).toBe("RECEIPT_LINK_INVALID")
    expect((await refusal(`/media/receipts/${receiptId}`)).code).toBe("RECEIPT_LINK_INVALID")
  })
})
