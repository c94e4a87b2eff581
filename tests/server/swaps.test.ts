// An on-ramp order after its creation (spec 2 §3, §4, §7): the buyer confirms or rejects, the payment prompt and its
// OTP, the sandbox agent's decisions, expiry, and what a late or foreign call changes (nothing).
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { beforeAll, describe, expect, it } from "vitest"
import { errors } from "../../schema/messages.ts"
import { swapProblems } from "../../schema/swaps.ts"
import { wakeJobs } from "../support/jobs.ts"
import { until } from "../support/polling.ts"
import { api, serverForThisFile, setSettings } from "../support/server.ts"
import { bearer, freshEmail, outbox, post, signIn } from "../support/signIn.ts"

const server = serverForThisFile()
type Tokens = Awaited<ReturnType<typeof signIn>>

const celoAddress = "0x765DE816845861e75A25fCA122bb6898B8B1282a"
const markets = {
  manual: { countryIsoCode: "KE", paymentChannel: "bank", carrierCode: "equity", amount: 2000 },
  stkPush: { countryIsoCode: "KE", paymentChannel: "mobile_money", carrierCode: "safaricom", amount: 2000 },
  ussdPin: { countryIsoCode: "KE", paymentChannel: "mobile_money", carrierCode: "airtel", amount: 2000 },
  otp: { countryIsoCode: "GH", paymentChannel: "mobile_money", carrierCode: "mtn", amount: 200 },
  redirect: { countryIsoCode: "NG", paymentChannel: "bank", carrierCode: "opay", amount: 20000 },
} as const
type Market = keyof typeof markets

const sql = <A>(run: (sql: SqlClient.SqlClient) => Effect.Effect<A, unknown>) =>
  server.run(Effect.flatMap(Effect.service(SqlClient.SqlClient), run))

/** A signed-in buyer in the market's country with a fresh order there. */
const orderIn = async (market: Market) => {
  const { amount, ...where } = markets[market]
  const email = freshEmail(market)
  const tokens = await signIn(server, email, where.countryIsoCode)
  const quote = await (
    await post(server, "/api/public/pay-widget/onramp/best-offer", {
      ...where,
      network: "CELO",
      asset: "CUSD",
      currency: "local",
      amount,
    })
  ).json()
  const created = await post(
    server,
    "/api/private/pay-widget/onramp/create-order",
    { currency: "local", amount, address: celoAddress, network: "CELO", asset: "CUSD", quoteId: quote.quoteId },
    bearer(tokens),
  )
  expect(created.status).toBe(200)
  const { _id: orderId } = await created.json()
  const order = await readOrder(orderId)
  return { email, tokens, orderId: orderId as string, swapId: order.buySwap._id as string, order }
}

const readOrder = async (orderId: string) =>
  (await api(server, `/api/public/pay-widget/onramp/order/${orderId}`)).json()
const swapCall = (tokens: Tokens, swapId: string, action: string, body: unknown = {}) =>
  post(server, `/api/private/swaps/buy/${swapId}/${action}`, body, bearer(tokens))
const decide = (swapId: string, decision: string) =>
  fetch(`${server.url}/api/sandbox/swaps/${swapId}/${decision}`, { method: "POST" })

beforeAll(async () => {
  // Decisions are the tests' own here; one test turns the sandbox agent on.
  await setSettings(server, { agentConfirmSeconds: 0 })
})

describe("transfer instructions by payment flow", () => {
  it("gives each country, channel and carrier its flow", async () => {
    const manual = await orderIn("manual")
    expect(manual.order.buySwap.transferInstructions).toMatchObject({ type: "manual" })
    const ussd = await orderIn("ussdPin")
    expect(ussd.order.buySwap.transferInstructions.type).toBe("ussd")
    expect(ussd.order.buySwap.transferInstructions.ussdCode).toContain("{pin}")
    const redirect = await orderIn("redirect")
    expect(redirect.order.buySwap.transferInstructions).toMatchObject({
      type: "redirect",
      paymentUrl: `/sandbox/pay/${redirect.swapId}`,
    })
  })
})

describe("the buyer confirms or rejects", () => {
  it("confirms once; a second confirm says the order is already processed; a stranger finds no order", async () => {
    const { tokens, swapId, orderId } = await orderIn("manual")
    const stranger = await signIn(server, freshEmail("stranger"))
    const foreign = await swapCall(stranger, swapId, "confirm", { confirm: true })
    expect(foreign.status).toBe(404)
    expect((await foreign.json()).message).toBe(errors.orderNotFound)

    const confirmed = await swapCall(tokens, swapId, "confirm", { confirm: true })
    expect(confirmed.status).toBe(200)
    expect((await confirmed.json()).status).toBe("buyer_confirmed")
    const again = await swapCall(tokens, swapId, "confirm", { confirm: false })
    expect(again.status).toBe(400)
    expect((await again.json()).message).toBe(errors.orderAlreadyProcessed)
    expect((await readOrder(orderId)).buySwap.status).toBe("buyer_confirmed")
  })

  it("rejecting gives the reserved crypto back to the agent", async () => {
    const { tokens, swapId } = await orderIn("manual")
    const reserved = () =>
      sql((s) =>
        s<{ amount: string }>`SELECT l.amount::text FROM agent_liquidity l JOIN buy_swaps b ON b.agent_id = l.agent_id
          WHERE b.id = ${swapId} AND l.network = 'CELO' AND l.asset = 'CUSD'`.pipe(
          Effect.map((r) => Number(r[0]?.amount)),
        ),
      )
    const before = await reserved()
    const swapAmount = await sql((s) =>
      s<{ amount: string }>`SELECT crypto_amount::text AS amount FROM buy_swaps WHERE id = ${swapId}`.pipe(
        Effect.map((r) => Number(r[0]?.amount)),
      ),
    )
    const rejected = await swapCall(tokens, swapId, "confirm", { confirm: false })
    expect((await rejected.json()).status).toBe("buyer_rejected")
    expect(await reserved()).toBeCloseTo(before + swapAmount, 6)
  })

  it("an expired order cannot be confirmed, changes nothing, and the expiry job marks it expired", async () => {
    const { tokens, swapId, orderId } = await orderIn("manual")
    await sql((s) => s`UPDATE buy_swaps SET expires_at = now() - interval '1 second' WHERE id = ${swapId}`)
    await wakeJobs(server)
    const late = await swapCall(tokens, swapId, "confirm", { confirm: true })
    expect(late.status).toBe(400)
    expect((await late.json()).message).toBe(swapProblems.expired)
    const order = await until(
      () => readOrder(orderId),
      (o) => o.buySwap.status === "expired",
    )
    expect(order.buySwap.status).toBe("expired")
  })
})

describe("payment prompts", () => {
  it("stk push: a prompt is sent, then refused again within the 60 s cooldown; manual has no prompt", async () => {
    const { tokens, swapId } = await orderIn("stkPush")
    const first = await swapCall(tokens, swapId, "init-transfer")
    expect(first.status).toBe(200)
    expect((await first.json()).lastTransferAttemptAt).not.toBeNull()
    const second = await swapCall(tokens, swapId, "init-transfer")
    expect(second.status).toBe(400)
    expect((await second.json()).message).toMatch(/^Please wait \d+ s before trying again\.$/)

    const manual = await orderIn("manual")
    const none = await swapCall(manual.tokens, manual.swapId, "init-transfer")
    expect((await none.json()).message).toBe(swapProblems.noPrompt)
  })

  it("otp stk push: the code is sent, a wrong code is refused, the right one lets the buyer confirm", async () => {
    const { tokens, swapId, email } = await orderIn("otp")
    expect((await swapCall(tokens, swapId, "init-transfer")).status).toBe(200)
    const [message] = await outbox(server, email)
    expect(message?.subject).toBe("Your payment code")
    const code = message?.code ?? ""
    expect((await (await swapCall(tokens, swapId, "confirm", { confirm: true })).json()).message).toBe(
      swapProblems.otpFirst,
    )
    const wrong = await swapCall(tokens, swapId, "verify-otp", { code: code === "000000" ? "111111" : "000000" })
    expect((await wrong.json()).message).toBe(swapProblems.wrongCode)
    const verified = await swapCall(tokens, swapId, "verify-otp", { code })
    expect(verified.status).toBe(200)
    // The code is owed no more: a reloaded page does not ask for it again.
    expect((await verified.json()).transferInstructions.isOtpRequired).toBe(false)
    expect((await (await swapCall(tokens, swapId, "confirm", { confirm: true })).json()).status).toBe("buyer_confirmed")
  })

  it("redirect: the sandbox bank page takes the payment and sends the buyer back", async () => {
    const { tokens, swapId, orderId } = await orderIn("redirect")
    const back = `${server.url}/swap-status?orderId=${orderId}`
    expect((await swapCall(tokens, swapId, "init-transfer", { redirectUrl: back })).status).toBe(200)
    const page = await fetch(`${server.url}/sandbox/pay/${swapId}`)
    expect(await page.text()).toContain("Pay 20000 NGN")
    const paid = await fetch(`${server.url}/sandbox/pay/${swapId}`, { method: "POST", redirect: "manual" })
    expect(paid.status).toBe(303)
    expect(paid.headers.get("location")).toBe(back)
    expect((await readOrder(orderId)).buySwap.status).toBe("buyer_confirmed")
    const redirected = await post(
      server,
      "/api/private/pay-widget/onramp/order/set-redirected",
      { orderId },
      bearer(tokens),
    )
    expect(redirected.status).toBe(200)
    expect((await readOrder(orderId)).redirected).toBe(true)
  })
})

describe("the agent decides", () => {
  it("an agent decides only a swap the buyer confirmed", async () => {
    const { swapId } = await orderIn("manual")
    const early = await decide(swapId, "seller-confirm")
    expect(early.status).toBe(400)
    expect((await fetch(`${server.url}/api/sandbox/swaps/nope/seller-confirm`, { method: "POST" })).status).toBe(404)
  })

  it("rejects, or reports a payment mismatch", async () => {
    for (const [decision, status] of [
      ["seller-reject", "seller_rejected"],
      ["payment-mismatch", "buyer_payment_info_mismatch"],
      ["confirmation-failed", "seller_confirmation_failed"],
    ] as const) {
      const { tokens, swapId, orderId } = await orderIn("manual")
      await swapCall(tokens, swapId, "confirm", { confirm: true })
      expect((await decide(swapId, decision)).status).toBe(200)
      const order = await readOrder(orderId)
      expect(order.buySwap.status).toBe(status)
      expect(order.withdrawal).toEqual({ status: "pending", transactionHash: null })
    }
  })

  it("a failed sending shows as a confirmed swap with a failed withdrawal, once", async () => {
    const { tokens, swapId, orderId } = await orderIn("manual")
    await swapCall(tokens, swapId, "confirm", { confirm: true })
    const fail = () => fetch(`${server.url}/api/sandbox/orders/${orderId}/withdrawal-fail`, { method: "POST" })
    expect((await fail()).status).toBe(200)
    const order = await readOrder(orderId)
    expect(order.buySwap.status).toBe("seller_confirmed")
    expect(order.withdrawal).toEqual({ status: "failed", transactionHash: null })
    expect((await fail()).status).toBe(400)
  })

  it("the sandbox agent confirms by itself after the configured delay", async () => {
    await setSettings(server, { agentConfirmSeconds: 1 })
    try {
      const { tokens, swapId, orderId } = await orderIn("manual")
      await swapCall(tokens, swapId, "confirm", { confirm: true })
      const order = await until(
        () => readOrder(orderId),
        (o) => o.buySwap.status === "seller_confirmed",
      )
      expect(order.buySwap.status).toBe("seller_confirmed")
    } finally {
      await setSettings(server, { agentConfirmSeconds: 0 })
    }
  })
})
