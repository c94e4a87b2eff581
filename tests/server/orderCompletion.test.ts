// An on-ramp order to its end (spec 2 §4, issue #6): the agent's confirmation sends the crypto on the real anvil
// chain, receipts are checked by content and counted, and the integrator's callbackUrl receives signed status posts.
import { createHmac } from "node:crypto"
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { createPublicClient, erc20Abi, formatUnits, http } from "viem"
import { beforeAll, describe, expect, it } from "vitest"
import { receiptProblems } from "../../schema/swaps.ts"
import { callbackReceiverForThisFile } from "../support/callbackReceiver.ts"
import { wakeJobs } from "../support/jobs.ts"
import { createOrder, quoteId } from "../support/onramp.ts"
import { until } from "../support/polling.ts"
import { api, serverForThisFile, setSettings } from "../support/server.ts"
import { bearer, freshEmail, post, signIn } from "../support/signIn.ts"

const server = serverForThisFile()
const buyer = "0x1111111111111111111111111111111111111111"
const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])
const pdf = new TextEncoder().encode("%PDF-1.4\n%fake but well-formed header\n")
const executable = Uint8Array.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0])

/** The integrator's server: records each post, answers with `callbackStatus`. */
let callbackStatus = 200
const integrator = callbackReceiverForThisFile(() => callbackStatus)
const received = integrator.received

beforeAll(async () => {
  await setSettings(server, { agentConfirmSeconds: 0 })
})

/** 2000 KES of CUSD on Celo, paid from an Equity Bank account. */
const equityBank = { paymentChannel: "bank", carrierCode: "equity" }

const order = async (extra: Record<string, unknown> = {}) => {
  const tokens = await signIn(server, freshEmail("complete"))
  const created = await createOrder(server, tokens, await quoteId(server, equityBank), { address: buyer, ...extra })
  const { _id: orderId } = await created.json()
  const read = await readOrder(orderId)
  return { tokens, orderId: orderId as string, swapId: read.buySwap._id as string }
}
const readOrder = async (orderId: string) =>
  (await api(server, `/api/public/pay-widget/onramp/order/${orderId}`)).json()
const confirm = (tokens: Awaited<ReturnType<typeof signIn>>, swapId: string) =>
  post(server, `/api/private/swaps/buy/${swapId}/confirm`, { confirm: true }, bearer(tokens))
const decide = (swapId: string, decision: string) =>
  fetch(`${server.url}/api/sandbox/swaps/${swapId}/${decision}`, { method: "POST" })
const upload = (tokens: Awaited<ReturnType<typeof signIn>>, orderId: string, bytes: Uint8Array, name: string) => {
  const form = new FormData()
  form.append("orderId", orderId)
  form.append("receipt", new Blob([bytes as Uint8Array<ArrayBuffer>]), name)
  // The browser sets the multipart content type with its boundary.
  return fetch(`${server.url}/api/private/pay-widget/onramp/upload-receipt`, {
    method: "POST",
    body: form,
    headers: { "x-web": "1", ...bearer(tokens) },
  })
}

describe("withdrawal on the anvil chain", () => {
  it("the agent's confirmation sends the tokens: the buyer's balance grows by the withdraw amount", async () => {
    const chains = await (await fetch(`${server.url}/api/sandbox/chains`)).json()
    const celo = chains.find((c: { network: string }) => c.network === "CELO")
    const token = celo.tokens.find((t: { asset: string }) => t.asset === "CUSD")
    const client = createPublicClient({ transport: http(celo.rpcUrl) })
    const balance = async () =>
      Number(
        formatUnits(
          await client.readContract({
            address: token.address,
            abi: erc20Abi,
            functionName: "balanceOf",
            args: [buyer],
          }),
          token.decimals,
        ),
      )
    const before = await balance()
    const { tokens, orderId, swapId } = await order()
    await confirm(tokens, swapId)
    expect((await decide(swapId, "seller-confirm")).status).toBe(200)
    const done = await until(
      () => readOrder(orderId),
      (o) => o.withdrawal.status !== "pending",
    )
    expect(done.withdrawal.status).toBe("complete")
    expect(done.withdrawal.transactionHash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(await balance()).toBeCloseTo(before + done.withdrawCryptoAmount, 6)
  })
})

describe("receipts", () => {
  it("are refused before the buyer confirmed, then taken by content up to 5", async () => {
    const { tokens, orderId, swapId } = await order()
    const early = await upload(tokens, orderId, png, "receipt.png")
    expect(early.status).toBe(400)
    expect((await early.json()).message).toBe(receiptProblems.status)
    await confirm(tokens, swapId)

    const renamed = await upload(tokens, orderId, executable, "receipt.png")
    expect(renamed.status).toBe(400)
    expect((await renamed.json()).message).toBe(receiptProblems.type)
    for (const [bytes, name] of [
      [png, "1.png"],
      [pdf, "2.pdf"],
      [png, "3.png"],
      [png, "4.png"],
      [png, "5.png"],
    ] as const) {
      expect((await upload(tokens, orderId, bytes, name)).status).toBe(200)
    }
    const sixth = await upload(tokens, orderId, png, "6.png")
    expect(sixth.status).toBe(400)
    expect((await sixth.json()).message).toBe(receiptProblems.limit)

    // The receipts are in the owner's read only (issue 13).
    const { buySwap } = await (
      await api(server, `/api/private/pay-widget/onramp/order/${orderId}`, { headers: bearer(tokens) })
    ).json()
    expect(buySwap.receipts.map((r: { mime: string }) => r.mime)).toEqual([
      "image/png",
      "application/pdf",
      "image/png",
      "image/png",
      "image/png",
    ])
    const file = await fetch(`${server.url}${buySwap.receipts[1].url}`)
    expect(file.headers.get("content-type")).toBe("application/pdf")
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(pdf)
  })

  it("another user's order takes no receipt", async () => {
    const { orderId, swapId, tokens } = await order()
    await confirm(tokens, swapId)
    const stranger = await signIn(server, freshEmail("stranger"))
    expect((await upload(stranger, orderId, png, "r.png")).status).toBe(404)
  })
})

describe("status posts to the callbackUrl", () => {
  it("posts each change once, signed with the integrator's secret, and retries a failed post", async () => {
    callbackStatus = 500
    const { tokens, orderId, swapId } = await order({ callbackUrl: integrator.url })
    await confirm(tokens, swapId)
    const ofOrder = () => received.filter((r) => JSON.parse(r.body).orderId === orderId)
    const log = async () =>
      (await (await fetch(`${server.url}/api/sandbox/orders/${orderId}/callbacks`)).json()) as Array<{
        event: string
        attempts: number
        lastStatus: number | null
        deliveredAt: string | null
        nextAttemptAt: string
      }>
    const failed = await until(log, (entries) => entries[0]?.attempts === 1)
    expect(failed[0]).toMatchObject({ event: "buyer_confirmed", attempts: 1, lastStatus: 500, deliveredAt: null })
    // The retry waits (10 s after a first failure); bring it forward rather than wait.
    expect(new Date(failed[0]?.nextAttemptAt ?? 0).getTime()).toBeGreaterThan(Date.now() + 5000)
    callbackStatus = 200
    await server.run(
      Effect.flatMap(
        Effect.service(SqlClient.SqlClient),
        (sql) => sql`UPDATE callback_deliveries SET next_attempt_at = now() WHERE order_id = ${orderId}`,
      ),
    )
    await wakeJobs(server)
    const retried = await until(log, (entries) => entries[0]?.deliveredAt !== null)
    expect(retried[0]).toMatchObject({ attempts: 2, lastStatus: 200 })
    await decide(swapId, "seller-confirm")
    const posts = await until(
      async () => ofOrder().map((r) => JSON.parse(r.body).event as string),
      (events) => events.includes("withdrawal_complete"),
    )
    expect(posts).toEqual(
      expect.arrayContaining(["buyer_confirmed", "seller_confirmed", "withdrawal_sent", "withdrawal_complete"]),
    )
    // Signed as the README tells integrators to check: `v1=` + hex HMAC-SHA256 of `{timestamp}.{raw body}`.
    const first = ofOrder()[0]
    const signed = `${first?.headers["x-pay-widget-timestamp"]}.${first?.body}`
    expect(first?.headers["x-pay-widget-signature"]).toBe(
      `v1=${createHmac("sha256", "sandbox-signing-secret").update(signed).digest("hex")}`,
    )
    expect(JSON.parse(first?.body ?? "{}")).toMatchObject({ source: "pay-widget", orderId, event: "buyer_confirmed" })
  })
})
