// Latency of best-offer and create-order against the embedded database: p50, p99 and requests per second.
import { makeTestDatabase } from "../support/database.ts"
import { bestOffer, createOrder, quoteId } from "../support/onramp.ts"
import { startTestServer } from "../support/server.ts"
import { freshEmail, signIn } from "../support/signIn.ts"

const percentile = (sorted: ReadonlyArray<number>, p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
const report = (name: string, millis: ReadonlyArray<number>, wallSeconds: number) => {
  const sorted = [...millis].sort((a, b) => a - b)
  console.log(
    `  ${name.padEnd(28)} n=${String(sorted.length).padEnd(5)} p50 ${percentile(sorted, 50).toFixed(1)} ms  p99 ${percentile(sorted, 99).toFixed(1)} ms  ${(sorted.length / wallSeconds).toFixed(0)} req/s`,
  )
}

/** Runs `count` calls with `concurrency` at a time; answers each call's duration and the wall time. */
const load = async (count: number, concurrency: number, call: (i: number) => Promise<Response>) => {
  const durations: Array<number> = []
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++
        const t = performance.now()
        const answer = await call(i)
        if (!answer.ok) throw new Error(`call ${i} failed: ${answer.status} ${await answer.text()}`)
        await answer.arrayBuffer()
        durations.push(performance.now() - t)
      }
    }),
  )
  return { durations, seconds: (performance.now() - started) / 1000 }
}

export const onrampFigures = async () => {
  const database = await makeTestDatabase()
  const server = await startTestServer(database)
  try {
    console.log("on-ramp calls on the embedded database (PGlite), one process:")
    await load(20, 4, () => bestOffer(server))
    const offers = await load(300, 8, () => bestOffer(server))
    report("best-offer (8 at a time)", offers.durations, offers.seconds)

    const buyers = await Promise.all(Array.from({ length: 60 }, () => signIn(server, freshEmail("bench"), "KE")))
    const quotes = await Promise.all(buyers.map(() => quoteId(server)))
    const orders = await load(buyers.length, 4, (i) =>
      createOrder(server, buyers[i] ?? { accessToken: "", refreshToken: "" }, quotes[i] ?? "", {
        idempotencyKey: `bench-${i}`,
      }),
    )
    report("create-order (4 at a time)", orders.durations, orders.seconds)
  } finally {
    await server.stop()
    await database.drop()
  }
}
