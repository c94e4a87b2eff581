// Several API processes on one PostgreSQL and one chain (issue 18, README "Running in production"): two
// `node server/main.ts` replicas, each running all the jobs, share the work. On-ramp orders are driven through both
// alternately (made on one, read and confirmed on the other); every order completes, its buyer is paid once on the
// chain, and the integrator hears each status change once. Then one replica is killed (SIGKILL) with work in
// flight, and the other finishes it. Needs PostgreSQL (DATABASE_URL, as .ci/run gives it): the embedded database
// serves one process.
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { PgClient } from "@effect/sql-pg"
import { Effect, Exit, Redacted, Scope } from "effect"
import { SqlClient } from "effect/sql"
import { type Address, createPublicClient, erc20Abi, getAddress, http, parseUnits } from "viem"
import { generatePrivateKey, privateKeyToAddress } from "viem/accounts"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startAnvil } from "../../server/chain/anvil.ts"
import { anvilFirstAccountKey } from "../../server/config.ts"
import type { RunningServer } from "../../server/start.ts"
import { callbackReceiverForThisFile } from "../support/callbackReceiver.ts"
import { makeTestDatabase, type TestDatabase } from "../support/database.ts"
import { createOrder, quoteId } from "../support/onramp.ts"
import { until } from "../support/polling.ts"
import { api, setSettings } from "../support/server.ts"
import { type ServerProcess, startServerProcess } from "../support/serverProcess.ts"
import { bearer, freshEmail, post, signIn } from "../support/signIn.ts"

const postgres = process.env.DATABASE_URL
if (!postgres) {
  console.info("replicas.test.ts skipped: two server processes need PostgreSQL (DATABASE_URL), as .ci/run gives them")
}
/** Each status change of an on-ramp order paid and sent, as the integrator hears of it (README, callbackUrl). */
const completedEvents = ["buyer_confirmed", "seller_confirmed", "withdrawal_sent", "withdrawal_complete"]

/** The integrator's endpoint answers 200, or holds its answers while the test says so. */
let held: { readonly release: () => void; readonly answered: Promise<void> } | undefined
const receiver = callbackReceiverForThisFile(async () => {
  await held?.answered
  return 200
})
const integrator = {
  get url() {
    return receiver.url
  },
  received: receiver.received,
  hold: () => {
    let release = () => {}
    const answered = new Promise<void>((resolve) => {
      release = resolve
    })
    held = { release, answered }
  },
  release: () => {
    held?.release()
    held = undefined
  },
}
const posts = () =>
  integrator.received.map((received) => ({
    ...(JSON.parse(received.body) as { orderId: string; event: string; eventId: string }),
    header: received.headers["x-pay-widget-event-id"],
  }))

let database: TestDatabase | undefined
let nodeUrl = ""
const chainScope = Effect.runSync(Scope.make())
const replicas: Array<ServerProcess> = []
const folders: Array<string> = []

/** A query on the test's schema, as the replicas see it. */
const query = <A extends object>(run: (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<A>, unknown>) => {
  const url = database?.databaseUrl
  if (!url || url._tag === "None") throw new Error("no PostgreSQL database")
  return Effect.runPromise(
    Effect.flatMap(Effect.service(SqlClient.SqlClient), run).pipe(
      Effect.provide(PgClient.layer({ url: Redacted.make(url.value), maxConnections: 1 })),
      Effect.scoped,
    ),
  )
}

const startReplica = () => {
  const url = database?.databaseUrl
  if (!url || url._tag === "None") throw new Error("no PostgreSQL database")
  const dataDir = mkdtempSync(join(tmpdir(), "pay-widget-replica-"))
  folders.push(dataDir)
  return startServerProcess({
    DATABASE_URL: url.value,
    CHAIN_RPC_URL: nodeUrl,
    DATA_DIR: dataDir,
    // No widget is needed; the API answers without one.
    WIDGET_DIR: join(dataDir, "no-widget"),
    LOG_REQUESTS: "0",
    SANDBOX: "1",
    // Every sign-in of the test comes from 127.0.0.1.
    CODE_REQUESTS_PER_ADDRESS: "1000",
  })
}

const readOrder = async (server: RunningServer, orderId: string) =>
  (await api(server, `/api/public/pay-widget/onramp/order/${orderId}`)).json()

interface Driven {
  readonly orderId: string
  readonly buyer: Address
}

/** An order made on `maker` for a buyer wallet of its own, read and confirmed as paid on `other`. */
const driveOrder = async (maker: RunningServer, other: RunningServer): Promise<Driven> => {
  const buyer = privateKeyToAddress(generatePrivateKey())
  const tokens = await signIn(maker, freshEmail("replica"))
  const quote = await quoteId(maker, { paymentChannel: "bank", carrierCode: "equity" })
  const created = await createOrder(maker, tokens, quote, { address: buyer, callbackUrl: integrator.url })
  expect(created.status).toBe(200)
  const { _id: orderId } = await created.json()
  const { buySwap } = await readOrder(other, orderId)
  const confirmed = await post(
    other,
    `/api/private/swaps/buy/${buySwap._id}/confirm`,
    { confirm: true },
    bearer(tokens),
  )
  expect(confirmed.status).toBe(200)
  return { orderId, buyer }
}

interface OrderRow {
  readonly id: string
  readonly swapStatus: string
  readonly withdrawalStatus: string
  readonly transactionHash: string | null
  readonly amount: string
  readonly attempts: number
}

const orderRows = (ids: ReadonlyArray<string>) =>
  query<OrderRow>(
    (sql) => sql`SELECT o.id, s.status AS "swapStatus", w.status AS "withdrawalStatus",
        w.transaction_hash AS "transactionHash", o.withdraw_crypto_amount::text AS amount, w.attempts
      FROM onramp_orders o JOIN buy_swaps s ON s.order_id = o.id JOIN withdrawals w ON w.order_id = o.id
      WHERE o.id IN ${sql.in(ids)}`,
  )

interface DeliveryRow {
  readonly orderId: string
  readonly event: string
  readonly eventId: string
  readonly attempts: number
  readonly delivered: boolean
}

const deliveryRows = (ids: ReadonlyArray<string>) =>
  query<DeliveryRow>(
    (sql) => sql`SELECT order_id AS "orderId", event, event_id::text AS "eventId", attempts,
        delivered_at IS NOT NULL AS delivered
      FROM callback_deliveries WHERE order_id IN ${sql.in(ids)}`,
  )

/** Waits until every order's withdrawal ended and every status post was delivered. */
const settled = (ids: ReadonlyArray<string>, seconds: number) =>
  until(
    async () => ({ orders: await orderRows(ids), deliveries: await deliveryRows(ids) }),
    ({ orders, deliveries }) =>
      orders.length === ids.length &&
      orders.every((row) => row.withdrawalStatus !== "pending") &&
      deliveries.length === ids.length * completedEvents.length &&
      deliveries.every((row) => row.delivered),
    seconds,
  )

/** The CUSD on CELO the replicas send, and a client of the chain itself. */
const celoToken = async (server: RunningServer) => {
  const chains = await (await fetch(`${server.url}/api/sandbox/chains`)).json()
  const token = chains
    .find((chain: { network: string }) => chain.network === "CELO")
    .tokens.find((t: { asset: string }) => t.asset === "CUSD") as { address: Address; decimals: number }
  return { ...token, client: createPublicClient({ transport: http(nodeUrl) }) }
}

/** What the chain shows for each driven order: the buyer's balance and every transfer it received. */
const onChain = async (server: RunningServer, driven: ReadonlyArray<Driven>) => {
  const { address, decimals, client } = await celoToken(server)
  return Promise.all(
    driven.map(async ({ orderId, buyer }) => ({
      orderId,
      balance: await client.readContract({ address, abi: erc20Abi, functionName: "balanceOf", args: [buyer] }),
      transfers: await client.getContractEvents({
        address,
        abi: erc20Abi,
        eventName: "Transfer",
        args: { to: buyer },
        fromBlock: 0n,
      }),
      decimals,
    })),
  )
}

/** Every order completed, paid once on the chain with the transaction its withdrawal names, and none stuck. */
const expectPaidOnce = async (
  server: RunningServer,
  driven: ReadonlyArray<Driven>,
  orders: ReadonlyArray<OrderRow>,
) => {
  const chainView = await onChain(server, driven)
  // The replicas send from HOT_WALLET_PRIVATE_KEY's default, anvil's first account.
  const hotWallet = privateKeyToAddress(anvilFirstAccountKey)
  for (const seen of chainView) {
    const row = orders.find((order) => order.id === seen.orderId)
    expect(row, seen.orderId).toMatchObject({ swapStatus: "seller_confirmed", withdrawalStatus: "complete" })
    expect(seen.balance, seen.orderId).toBe(parseUnits(row?.amount ?? "", seen.decimals))
    expect(
      seen.transfers.map((transfer) => ({
        hash: transfer.transactionHash,
        from: getAddress(transfer.args.from ?? ""),
      })),
      seen.orderId,
    ).toEqual([{ hash: row?.transactionHash, from: hotWallet }])
  }
}

describe.skipIf(!postgres)("two server processes on one PostgreSQL (needs DATABASE_URL, as .ci/run gives)", () => {
  beforeAll(async () => {
    database = await makeTestDatabase()
    // One chain for both replicas, as a real network is.
    nodeUrl = await Effect.runPromise(startAnvil({}).pipe(Scope.provide(chainScope)))
    // Both start at once on the empty schema, as replicas rolled out together do.
    replicas.push(...(await Promise.all([startReplica(), startReplica()])))
    // The sandbox agent confirms a paid order a second after the buyer, in whichever replica claims it first.
    expect((await setSettings(replicas[0] as RunningServer, { agentConfirmSeconds: 1 })).status).toBe(200)
  }, 240_000)

  afterAll(async () => {
    await Promise.all(replicas.map((replica) => replica.kill()))
    await Effect.runPromise(Scope.close(chainScope, Exit.void))
    await database?.drop()
    for (const folder of folders) rmSync(folder, { recursive: true, force: true })
  })

  it("20 on-ramp orders driven through both complete, each paid once and each status posted once", async () => {
    const [first, second] = replicas as [ServerProcess, ServerProcess]
    const driven = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        index % 2 === 0 ? driveOrder(first, second) : driveOrder(second, first),
      ),
    )
    const ids = driven.map((order) => order.orderId)
    const { orders, deliveries } = await settled(ids, 120)
    await expectPaidOnce(first, driven, orders)
    // Both replicas send from one hot wallet: a transfer whose nonce the other took is signed again (attempts > 1).
    console.info(`withdrawals signed again after a nonce clash: ${orders.filter((row) => row.attempts > 1).length}`)
    // Each change queued once, posted once (one attempt, answered 200), and received once.
    expect(deliveries.filter((row) => row.delivered && row.attempts === 1)).toHaveLength(ids.length * 4)
    for (const orderId of ids) {
      const heard = posts().filter((received) => received.orderId === orderId)
      expect(heard.map((received) => received.event).sort(), orderId).toEqual([...completedEvents].sort())
    }
  }, 240_000)

  it("a replica killed with posts and withdrawals in flight leaves them to the other, which finishes them", async () => {
    const [survivor, victim] = replicas as [ServerProcess, ServerProcess]
    // The test plays the agent now; a replica's settings are at most a second old.
    expect((await setSettings(victim, { agentConfirmSeconds: 0 })).status).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 1500))
    const driven = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        index % 2 === 0 ? driveOrder(survivor, victim) : driveOrder(victim, survivor),
      ),
    )
    const ids = driven.map((order) => order.orderId)
    await until(
      () => deliveryRows(ids),
      (rows) => rows.length === ids.length && rows.every((row) => row.delivered),
    )
    // The survivor is paused (SIGSTOP), so whatever is claimed next is the victim's. The integrator holds its
    // answers, so the victim's posts are in flight when it dies.
    integrator.hold()
    const heldBefore = integrator.received.length
    const heldAtKill: ReturnType<typeof posts> = []
    survivor.child.kill("SIGSTOP")
    try {
      for (const { orderId } of driven) {
        const { buySwap } = await readOrder(victim, orderId)
        const decided = await fetch(`${victim.url}/api/sandbox/swaps/${buySwap._id}/seller-confirm`, { method: "POST" })
        expect(decided.status).toBe(200)
      }
      await until(
        async () => ({ posted: integrator.received.length - heldBefore, orders: await orderRows(ids) }),
        ({ posted, orders }) => posted > 0 && orders.every((row) => row.transactionHash !== null),
      )
      await victim.kill()
      heldAtKill.push(...posts().slice(heldBefore))
    } finally {
      integrator.release()
      survivor.child.kill("SIGCONT")
    }
    const atKill = await orderRows(ids)
    // What the victim held when it died: posts it made and never recorded (the integrator had not answered).
    const unrecordedAtKill = (await deliveryRows(ids)).filter((row) => !row.delivered)
    expect(unrecordedAtKill.length).toBeGreaterThan(0)
    const killedAt = Date.now()
    // A post the dead replica leased is taken over when its lease ends (60 s), a withdrawal it claimed at the
    // survivor's next look at the chain (at most its 60 s safety round).
    const { orders, deliveries } = await settled(ids, 200)
    expect(
      orders.filter((row) => row.withdrawalStatus !== "complete"),
      JSON.stringify(atKill),
    ).toEqual([])
    await expectPaidOnce(survivor, driven, orders)
    expect(deliveries.every((row) => row.delivered)).toBe(true)
    console.info(
      `replica killed with ${atKill.filter((row) => row.withdrawalStatus === "pending").length} withdrawals pending ` +
        `and ${unrecordedAtKill.length} posts unrecorded (${heldAtKill.length} of them made, unanswered); ` +
        `the survivor finished them in ${Date.now() - killedAt} ms`,
    )
    // Every change reached the integrator once, but for the posts the victim made and never heard answered: each
    // of those is posted again by the survivor with the same event id, so the integrator can drop it.
    for (const orderId of ids) {
      const heard = posts().filter((received) => received.orderId === orderId)
      for (const event of completedEvents) {
        const copies = heard.filter((received) => received.event === event)
        const inFlight = heldAtKill.filter((received) => received.orderId === orderId && received.event === event)
        expect(copies.length, `${orderId} ${event}`).toBe(1 + inFlight.length)
        expect(new Set(copies.map((received) => received.eventId)).size, `${orderId} ${event}`).toBe(1)
      }
    }
  }, 300_000)
})
