// What an integrator's link gives an order (spec 1 §3 order creation payload, spec 2 §7 create-order; README's
// integration table): the integrator's orderParams, the status page with its {orderId}, the campaign tags and the
// sandbox's forceFail arrive on the order, as the sandbox's read of the order shows; forceFail makes an on-ramp
// order's withdrawal fail instead of sending the crypto.
import { beforeAll, describe, expect, it } from "vitest"
import { createOrder, quoteId } from "../support/onramp.ts"
import { until } from "../support/polling.ts"
import { api, serverForThisFile, setSettings } from "../support/server.ts"
import { bearer, freshEmail, post, signIn } from "../support/signIn.ts"

const server = serverForThisFile()

beforeAll(async () => {
  await setSettings(server, { agentConfirmSeconds: 0 })
})

const tagsOf = async (orderId: string) => (await fetch(`${server.url}/api/sandbox/orders/${orderId}/tags`)).json()
const readOrder = async (orderId: string) =>
  (await api(server, `/api/public/pay-widget/onramp/order/${orderId}`)).json()

describe("an on-ramp order", () => {
  it("keeps the integrator's orderParams, source, tags and status page (its orderId filled in)", async () => {
    const tokens = await signIn(server, freshEmail("tags"))
    const created = await createOrder(server, tokens, await quoteId(server), {
      orderParams: "cart-7781",
      sourceParam: "my_wallet",
      statusPageUrl: "http://127.0.0.1:8080/swap-status?orderId={orderId}",
      meta: { utmSource: "newsletter", utmMedium: "email", utmCampaign: "spring" },
    })
    expect(created.status).toBe(200)
    const { _id: orderId } = await created.json()
    expect(await tagsOf(orderId)).toEqual({
      product: "onramp",
      orderParams: "cart-7781",
      sourceParam: "my_wallet",
      statusPageUrl: `http://127.0.0.1:8080/swap-status?orderId=${orderId}`,
      forceFail: false,
      meta: { utmSource: "newsletter", utmMedium: "email", utmCampaign: "spring" },
    })
  })

  it("made with forceFail has its withdrawal fail once the agent confirms, with no transaction sent", async () => {
    const tokens = await signIn(server, freshEmail("forcefail"))
    const created = await createOrder(server, tokens, await quoteId(server), { forceFail: true })
    const { _id: orderId } = await created.json()
    expect((await tagsOf(orderId)).forceFail).toBe(true)
    const swapId = (await readOrder(orderId)).buySwap._id
    await post(server, `/api/private/swaps/buy/${swapId}/confirm`, { confirm: true }, bearer(tokens))
    expect((await fetch(`${server.url}/api/sandbox/swaps/${swapId}/seller-confirm`, { method: "POST" })).status).toBe(
      200,
    )
    const done = await until(
      () => readOrder(orderId),
      (o) => o.withdrawal.status !== "pending",
    )
    expect(done.withdrawal).toMatchObject({ status: "failed", transactionHash: null })
  })

  it("of an unknown id is not found by the sandbox's read", async () => {
    expect((await fetch(`${server.url}/api/sandbox/orders/nope/tags`)).status).toBe(404)
  })
})
