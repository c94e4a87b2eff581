// The server's jobs sleep until there is work (issue 18: "the server at rest uses under 1% of a core; jobs wake on
// work, not eleven one-second polls"), and work made by a request is done at once, not at the next poll.
// Table reads are PostgreSQL's own count (pg_stat_user_tables) for the server's schema, so the test does not ask
// the scheduler about itself.
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { beforeAll, describe, expect, it } from "vitest"
import { createOrder, quoteId } from "../support/onramp.ts"
import { until } from "../support/polling.ts"
import { api, serverForThisFile, setSettings } from "../support/server.ts"
import { bearer, freshEmail, post, signIn } from "../support/signIn.ts"

const server = serverForThisFile()
const pause = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000))

/** Every scan of a table of this server's schema so far, as PostgreSQL's statistics count them. */
const tableReads = () =>
  server.run(
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      // Statistics reach the view when a session goes idle; this session's (the embedded database's only one) now.
      yield* sql`SELECT pg_stat_force_next_flush()`
      yield* sql`SELECT pg_stat_clear_snapshot()`
      const [row] = yield* sql<{ reads: string }>`SELECT sum(seq_scan + coalesce(idx_scan, 0))::text AS reads
        FROM pg_stat_user_tables WHERE schemaname = current_schema()`
      return Number(row?.reads ?? 0)
    }),
  )

// Other sessions of a PostgreSQL server report theirs up to 10 s late.
const settleSeconds = process.env.DATABASE_URL ? 12 : 2

beforeAll(async () => {
  await setSettings(server, { agentConfirmSeconds: 0 })
})

describe("jobs at rest", () => {
  it("with no work, the server reads no table for 5 seconds", async () => {
    await pause(settleSeconds)
    const before = await tableReads()
    await pause(5)
    expect((await tableReads()) - before).toBe(0)
  }, 30_000)

  it("work made by a request is done at once: the agent's confirmation sends the withdrawal within seconds", async () => {
    const tokens = await signIn(server, freshEmail("at-rest"))
    const created = await createOrder(
      server,
      tokens,
      await quoteId(server, { paymentChannel: "bank", carrierCode: "equity" }),
      { address: "0x1111111111111111111111111111111111111111" },
    )
    const { _id: orderId } = await created.json()
    const readOrder = async () => (await api(server, `/api/public/pay-widget/onramp/order/${orderId}`)).json()
    const swapId = (await readOrder()).buySwap._id as string
    await post(server, `/api/private/swaps/buy/${swapId}/confirm`, { confirm: true }, bearer(tokens))
    await fetch(`${server.url}/api/sandbox/swaps/${swapId}/seller-confirm`, { method: "POST" })
    const started = Date.now()
    const done = await until(readOrder, (o) => o.withdrawal.status !== "pending", 10)
    expect(done.withdrawal.status).toBe("complete")
    // Well within the scheduler's safety cadence (60 s): sending and confirming were woken, not polled for.
    expect(Date.now() - started).toBeLessThan(5000)

    // Once the work is done, the jobs sleep again.
    await pause(settleSeconds)
    const before = await tableReads()
    await pause(5)
    expect((await tableReads()) - before).toBe(0)
  }, 60_000)
})
