// Status posts carry an event id that stays the same across retries (issue 13): a receiver slower than the
// server's 5 s wait gets the post again, and drops it as a duplicate by its id (header and body).
import { createHmac } from "node:crypto"
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { beforeAll, describe, expect, it } from "vitest"
import { callbackReceiverForThisFile } from "../support/callbackReceiver.ts"
import { wakeJobs } from "../support/jobs.ts"
import { createOrder, quoteId } from "../support/onramp.ts"
import { until } from "../support/polling.ts"
import { api, serverForThisFile, setSettings } from "../support/server.ts"
import { bearer, freshEmail, post, signIn } from "../support/signIn.ts"

const server = serverForThisFile()
const eventIdHeader = "x-pay-widget-event-id"

/** The integrator's endpoint: answers its very first post after 6 s (past the server's 5 s wait), the rest at once. */
const integrator = callbackReceiverForThisFile(async (_post, index) => {
  if (index === 0) await new Promise((resolve) => setTimeout(resolve, 6000))
  return 200
})
const received = integrator.received

beforeAll(async () => {
  await setSettings(server, { agentConfirmSeconds: 0 })
})

const log = async (orderId: string) =>
  (await (await fetch(`${server.url}/api/sandbox/orders/${orderId}/callbacks`)).json()) as Array<{
    event: string
    attempts: number
  }>

describe("status post event ids", () => {
  it("a retried post carries the same event id in header and body; another event carries another id", async () => {
    const tokens = await signIn(server, freshEmail("event-id"), "KE")
    const { _id: orderId } = await (
      await createOrder(server, tokens, await quoteId(server), { callbackUrl: integrator.url })
    ).json()
    const order = await (await api(server, `/api/public/pay-widget/onramp/order/${orderId}`)).json()
    const swapId = order.buySwap._id as string
    await post(server, `/api/private/swaps/buy/${swapId}/confirm`, { confirm: true }, bearer(tokens))

    // The first post times out on the server's side; bring its retry forward rather than wait 10 s.
    await until(
      () => log(orderId),
      (entries) => entries[0]?.attempts === 1,
    )
    await server.run(
      Effect.flatMap(
        Effect.service(SqlClient.SqlClient),
        (sql) => sql`UPDATE callback_deliveries SET next_attempt_at = now() WHERE order_id = ${orderId}`,
      ),
    )
    await wakeJobs(server)
    await until(
      () => received.length,
      (count) => count >= 2,
    )
    await fetch(`${server.url}/api/sandbox/swaps/${swapId}/seller-reject`, { method: "POST" })
    await until(
      () => received.length,
      (count) => count >= 3,
    )

    const [first, retried, other] = received
    const idOf = (post: (typeof received)[number] | undefined) => ({
      header: post?.headers[eventIdHeader],
      body: JSON.parse(post?.body ?? "{}").eventId,
    })
    expect(JSON.parse(first?.body ?? "{}")).toMatchObject({ event: "buyer_confirmed", orderId })
    expect(JSON.parse(retried?.body ?? "{}")).toMatchObject({ event: "buyer_confirmed", orderId })
    expect(JSON.parse(other?.body ?? "{}")).toMatchObject({ event: "seller_rejected", orderId })
    expect(idOf(first).header).toEqual(expect.any(String))
    expect(idOf(first).body).toBe(idOf(first).header)
    expect(idOf(retried)).toEqual(idOf(first))
    expect(idOf(other).header).toEqual(expect.any(String))
    expect(idOf(other).body).toBe(idOf(other).header)
    expect(idOf(other).header).not.toBe(idOf(first).header)
    // The signature covers the body as sent, event id included: `v1=` + hex HMAC-SHA256 of `{timestamp}.{raw body}`
    // with the integrator's secret, as the README tells integrators to check it.
    for (const post of [first, retried, other]) {
      const signed = `${post?.headers["x-pay-widget-timestamp"]}.${post?.body}`
      expect(post?.headers["x-pay-widget-signature"]).toBe(
        `v1=${createHmac("sha256", "sandbox-signing-secret").update(signed).digest("hex")}`,
      )
    }
  })
})
