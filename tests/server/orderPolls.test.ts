// The widget polls its order (GET .../onramp/order/{id}, public): whatever answers a poll, a change is in the next
// read once the call that made it has answered, and a change made by another replica is read within a second
// (README, Running in production: what a replica caches is at most a second old).
import { PgClient } from "@effect/sql-pg"
import { Effect, Redacted } from "effect"
import { SqlClient } from "effect/sql"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { RunningServer } from "../../server/start.ts"
import { makeTestDatabase, type TestDatabase } from "../support/database.ts"
import { createOrder, quoteId } from "../support/onramp.ts"
import { api, setSettings, startTestServer } from "../support/server.ts"
import { bearer, freshEmail, post, signIn } from "../support/signIn.ts"

let database: TestDatabase
let server: RunningServer
beforeAll(async () => {
  database = await makeTestDatabase()
  server = await startTestServer(database)
  // The buyer's and the tests' decisions only: the sandbox agent does not move the orders.
  await setSettings(server, { agentConfirmSeconds: 0 })
})
afterAll(async () => {
  await server?.stop()
  await database?.drop()
})

const bankOrder = { countryIsoCode: "KE", paymentChannel: "bank", carrierCode: "equity" }

const newOrder = async () => {
  const tokens = await signIn(server, freshEmail("poller"), "KE")
  const made = await createOrder(server, tokens, await quoteId(server, bankOrder))
  expect(made.status).toBe(200)
  const orderId = (await made.json())._id as string
  const swapId = (await poll(orderId)).buySwap._id as string
  return { tokens, orderId, swapId }
}

const poll = async (orderId: string) => {
  const answer = await api(server, `/api/public/pay-widget/onramp/order/${orderId}`)
  expect(answer.status).toBe(200)
  return answer.json()
}

/** Many polls at once, as many widgets (or one busy poller) would send. */
const pollsAtOnce = (orderId: string, count: number) => Promise.all(Array.from({ length: count }, () => poll(orderId)))

const inServer = <A>(run: (sql: SqlClient.SqlClient) => Effect.Effect<A, unknown>) =>
  server.run(Effect.flatMap(Effect.service(SqlClient.SqlClient), run))

describe("a polled order", () => {
  it("shows the buyer's confirmation in the first poll after the confirm call answers", async () => {
    const { tokens, orderId, swapId } = await newOrder()
    for (const order of await pollsAtOnce(orderId, 20)) expect(order.buySwap.status).toBe("initiated")
    const busy = pollsAtOnce(orderId, 40)
    const confirmed = await post(server, `/api/private/swaps/buy/${swapId}/confirm`, { confirm: true }, bearer(tokens))
    expect(confirmed.status).toBe(200)
    await busy
    for (const order of await pollsAtOnce(orderId, 20)) expect(order.buySwap.status).toBe("buyer_confirmed")
  })

  it("shows a change the server's jobs write (here in SQL, through the server's own connection) in the next poll", async () => {
    const { orderId, swapId } = await newOrder()
    expect((await poll(orderId)).withdrawal.transactionHash).toBeNull()
    const hash = `0x${"ab".repeat(32)}`
    await inServer((sql) => sql`UPDATE withdrawals SET transaction_hash = ${hash} WHERE order_id = ${orderId}`)
    expect((await poll(orderId)).withdrawal.transactionHash).toBe(hash)
    await inServer((sql) => sql`UPDATE buy_swaps SET status = 'buyer_rejected' WHERE id = ${swapId}`)
    expect((await poll(orderId)).buySwap.status).toBe("buyer_rejected")
  })

  it("shows the agent's new name in the next poll", async () => {
    const { orderId } = await newOrder()
    const before = (await poll(orderId)).buySwap.sellerUser.username as string
    await inServer(
      (sql) =>
        sql`UPDATE agents SET username = ${`${before}-renamed`} WHERE id = (SELECT agent_id FROM buy_swaps WHERE order_id = ${orderId})`,
    )
    expect((await poll(orderId)).buySwap.sellerUser.username).toBe(`${before}-renamed`)
    await inServer((sql) => sql`UPDATE agents SET username = ${before} WHERE username = ${`${before}-renamed`}`)
  })

  it.skipIf(!process.env.DATABASE_URL)(
    "shows a change another replica made (its own connection to PostgreSQL) within a second",
    async () => {
      const { orderId, swapId } = await newOrder()
      expect((await poll(orderId)).buySwap.status).toBe("initiated")
      const url = database.databaseUrl.pipe((option) => (option._tag === "Some" ? option.value : ""))
      await Effect.runPromise(
        Effect.flatMap(
          Effect.service(SqlClient.SqlClient),
          (sql) => sql`UPDATE buy_swaps SET status = 'buyer_rejected' WHERE id = ${swapId}`,
        ).pipe(Effect.provide(PgClient.layer({ url: Redacted.make(url), maxConnections: 1 })), Effect.scoped),
      )
      const changed = performance.now()
      // Polled as the widget does, a little faster, until a second has passed since the commit: a poll started
      // then must show the change (one started earlier may still be answered from the second before it).
      let seen = false
      for (;;) {
        const late = performance.now() - changed >= 1000
        seen = (await poll(orderId)).buySwap.status === "buyer_rejected"
        if (seen || late) break
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      expect(seen).toBe(true)
    },
  )

  it("read by its owner, as the signed-in widget polls it: the confirmation in the first poll after the call answers", async () => {
    const { tokens, orderId, swapId } = await newOrder()
    const ownPoll = async () => {
      const answer = await api(server, `/api/private/pay-widget/onramp/order/${orderId}`, { headers: bearer(tokens) })
      expect(answer.status).toBe(200)
      return answer.json()
    }
    const ownPollsAtOnce = (count: number) => Promise.all(Array.from({ length: count }, ownPoll))
    for (const order of await ownPollsAtOnce(20)) expect(order.buySwap.status).toBe("initiated")
    const busy = ownPollsAtOnce(40)
    const confirmed = await post(server, `/api/private/swaps/buy/${swapId}/confirm`, { confirm: true }, bearer(tokens))
    expect(confirmed.status).toBe(200)
    await busy
    for (const order of await ownPollsAtOnce(20)) expect(order.buySwap.status).toBe("buyer_confirmed")
    // Another buyer's token reads it as unknown, however often the owner's read was answered.
    const other = await signIn(server, freshEmail("other"), "KE")
    const theirs = await api(server, `/api/private/pay-widget/onramp/order/${orderId}`, { headers: bearer(other) })
    expect(theirs.status).toBe(404)
  })

  it("answers an unknown order as not found", async () => {
    const missing = await api(server, "/api/public/pay-widget/onramp/order/nosuchorder1")
    expect(missing.status).toBe(404)
  })
})
