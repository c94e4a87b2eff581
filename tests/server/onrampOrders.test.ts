// Creating on-ramp orders (spec 1 §4, §7): every precondition, one order per request however often it is sent,
// the agent's liquidity reserved, and nothing made when a rule refuses.
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { describe, expect, it } from "vitest"
import { kycRefusals } from "../../schema/kycRequirement.ts"
import { countryMismatch, notices } from "../../schema/messages.ts"
import { onrampErrorCodes } from "../../schema/onramp.ts"
import { api, serverForThisFile, setSettings } from "../support/server.ts"
import { bearer, freshEmail, post, signIn } from "../support/signIn.ts"

const server = serverForThisFile()
const celoAddress = "0x765DE816845861e75A25fCA122bb6898B8B1282a"
const market = {
  paymentChannel: "mobile_money",
  carrierCode: "safaricom",
  network: "CELO",
  asset: "CUSD",
  countryIsoCode: "KE",
}

type Tokens = Awaited<ReturnType<typeof signIn>>
const quote = async (amount = 2000) =>
  (await post(server, "/api/public/pay-widget/onramp/best-offer", { ...market, currency: "local", amount })).json()
const create = (tokens: Tokens, body: Record<string, unknown>) =>
  post(server, "/api/private/pay-widget/onramp/create-order", body, bearer(tokens))
const orderBody = (q: { quoteId: string }, extra: Record<string, unknown> = {}) => ({
  currency: "local",
  amount: 2000,
  address: celoAddress,
  network: "CELO",
  asset: "CUSD",
  quoteId: q.quoteId,
  memo: "ignored on CELO",
  ...extra,
})
const sql = <A>(run: (sql: SqlClient.SqlClient) => Effect.Effect<A, unknown>) =>
  server.run(Effect.flatMap(Effect.service(SqlClient.SqlClient), run))
const liquidityOf = (agent: string) =>
  sql(
    (s) =>
      s<{
        amount: string
      }>`SELECT amount::text FROM agent_liquidity WHERE agent_id = ${agent} AND network = 'CELO' AND asset = 'CUSD'`,
  ).then((rows) => Number(rows[0]?.amount))
const ordersOf = async (tokens: Tokens) =>
  (
    await (
      await api(server, "/api/private/pay-widget/onramp/orders?limit=20&page=1", { headers: bearer(tokens) })
    ).json()
  ).docs

describe("creating an on-ramp order", () => {
  it("creates the order with the quoted amounts and reserves the agent's liquidity", async () => {
    const tokens = await signIn(server, freshEmail(), "KE")
    const q = await quote()
    // The offer names its agent by username (quotes are signed, not stored, until an order spends one).
    const [agent] = await sql(
      (s) => s<{ agentId: string }>`SELECT id AS agent_id FROM agents WHERE username = ${q.offer.user.username}`,
    )
    const before = await liquidityOf(agent?.agentId ?? "")
    const answer = await create(tokens, orderBody(q, { idempotencyKey: "k1" }))
    expect(answer.status).toBe(200)
    const { _id } = await answer.json()
    const order = await (await api(server, `/api/public/pay-widget/onramp/order/${_id}`)).json()
    expect(order).toMatchObject({
      walletAddress: celoAddress,
      walletType: "CELO",
      asset: "CUSD",
      withdrawCryptoAmount: q.cashout.cryptoWithdrawAmount,
      buySwap: {
        status: "initiated",
        cashout: { localCurrencyAmount: 2000 },
        sellerUser: { username: q.offer.user.username },
      },
      withdrawal: { status: "pending", transactionHash: null },
    })
    expect(await liquidityOf(agent?.agentId ?? "")).toBeCloseTo(before - q.cashout.cryptoAmount, 6)
    // Spec 2 §9: an order given no expiry expires 20 minutes after creation (in whole minutes: the two times are
    // read from clocks a moment apart).
    const { createdAt, expiresAt } = order.buySwap as { createdAt: string; expiresAt: string }
    expect(Math.round((Date.parse(expiresAt) - Date.parse(createdAt)) / 60_000)).toBe(20)
    const [memo] = await sql((s) => s<{ memo: string | null }>`SELECT memo FROM onramp_orders WHERE id = ${_id}`)
    expect(memo?.memo).toBeNull()
    const pending = await (
      await api(server, "/api/private/pay-widget/onramp/pending-order", { headers: bearer(tokens) })
    ).json()
    expect(pending?._id).toBe(_id)
    expect((await ordersOf(tokens)).map((o: { _id: string }) => o._id)).toEqual([_id])
  })

  it("makes one order of a request sent twice at once", async () => {
    const tokens = await signIn(server, freshEmail(), "KE")
    const q = await quote()
    const [a, b] = await Promise.all([
      create(tokens, orderBody(q, { idempotencyKey: "twice" })),
      create(tokens, orderBody(q, { idempotencyKey: "twice" })),
    ])
    expect(a.status).toBe(200)
    expect(b.status).toBe(200)
    expect((await a.json())._id).toBe((await b.json())._id)
    expect(await ordersOf(tokens)).toHaveLength(1)
  })

  it("refuses a stale quote, an invalid address, another country and a second open order, making nothing", async () => {
    const tokens = await signIn(server, freshEmail(), "KE")
    await setSettings(server, { quoteSeconds: 1 })
    const stale = await quote()
    await setSettings(server, { quoteSeconds: 120 })
    await new Promise((resolve) => setTimeout(resolve, 1500))
    const expired = await create(tokens, orderBody(stale))
    expect(expired.status).toBe(409)
    expect((await expired.json()).code).toBe(onrampErrorCodes.quoteExpired)

    const badAddress = await create(
      tokens,
      orderBody(await quote(), { address: "0x765DE816845861e75A25fCA122bb6898B8B1282A" }),
    )
    expect(badAddress.status).toBe(400)
    expect((await badAddress.json()).message).toBe("This is not a valid CELO wallet address.")

    const nigerian = await signIn(server, freshEmail(), "NG")
    const elsewhere = await create(nigerian, orderBody(await quote()))
    expect(elsewhere.status).toBe(403)
    expect((await elsewhere.json()).message).toBe(countryMismatch("KE", "NG"))
    expect(await ordersOf(tokens)).toHaveLength(0)

    expect((await create(tokens, orderBody(await quote()))).status).toBe(200)
    const second = await create(tokens, orderBody(await quote()))
    expect(second.status).toBe(409)
    expect(await second.json()).toMatchObject({
      code: onrampErrorCodes.orderInProgress,
      message: notices.orderInProgress,
    })
    expect(await ordersOf(tokens)).toHaveLength(1)
  })

  it("refuses an amount that needs an ID check the user has not passed, and makes it once the check is passed", async () => {
    const email = freshEmail("onramp-kyc")
    const tokens = await signIn(server, email)
    // Kenya's sandbox minimum for the basic check is 100 USD; 20 000 KES is above it.
    const large = await quote(20_000)
    const refused = await create(tokens, orderBody(large, { amount: 20_000 }))
    expect(refused.status).toBe(400)
    expect(await refused.json()).toMatchObject({ code: kycRefusals.code, message: kycRefusals.notPassed })
    await sql((s) => s`UPDATE users SET passed_kyc_type = 'basic' WHERE email = ${email}`)
    expect((await create(tokens, orderBody(large, { amount: 20_000 }))).status).toBe(200)
  })

  it("refuses an amount that differs from the quote", async () => {
    const tokens = await signIn(server, freshEmail(), "KE")
    const answer = await create(tokens, orderBody(await quote(), { amount: 2001 }))
    expect(answer.status).toBe(400)
    expect(await ordersOf(tokens)).toHaveLength(0)
  })

  it("refuses every order while on-ramp creation is switched off", async () => {
    const tokens = await signIn(server, freshEmail(), "KE")
    await setSettings(server, { onRampPayWidgetCreationEnabled: false })
    try {
      const answer = await create(tokens, orderBody(await quote()))
      expect(answer.status).toBe(403)
      expect((await answer.json()).code).toBe(onrampErrorCodes.onrampPaused)
    } finally {
      await setSettings(server, { onRampPayWidgetCreationEnabled: true })
    }
    expect(await ordersOf(tokens)).toHaveLength(0)
  })
})
