// A crash while sending never loses nor doubles an on-ramp withdrawal (issue 13): the server is stopped while its
// broadcast hangs, before it reached the node or right after, and a new server on the same database and chain
// finishes the withdrawal: the buyer receives the amount once, the withdrawal completes with the hash that was
// mined, and the integrator hears withdrawal_sent and withdrawal_complete once each. An off-ramp refund likewise.
import { Effect, Exit, Option, Scope } from "effect"
import { type Address, createPublicClient, erc20Abi, formatUnits, http } from "viem"
import { generatePrivateKey, privateKeyToAddress } from "viem/accounts"
import { afterAll, beforeAll, expect, it } from "vitest"
import { startAnvil } from "../../server/chain/anvil.ts"
import type { RunningServer } from "../../server/start.ts"
import { callbackReceiverForThisFile } from "../support/callbackReceiver.ts"
import { makeTestDatabase, type TestDatabase } from "../support/database.ts"
import { type BroadcastFault, type FaultyRpc, startFaultyRpc } from "../support/faultyRpc.ts"
import { confirmSale, decidePayout, saleOrder, saleUntil, testWallet } from "../support/offramp.ts"
import { createOrder, quoteId } from "../support/onramp.ts"
import { until } from "../support/polling.ts"
import { api, setSettings, startTestServer } from "../support/server.ts"
import { bearer, freshEmail, post, signIn } from "../support/signIn.ts"

let database: TestDatabase
let nodeUrl: string
let rpc: FaultyRpc
let running: RunningServer | undefined
const chainScope = Effect.runSync(Scope.make())

/** The integrator's endpoint: the events posted for each order. */
const integrator = callbackReceiverForThisFile()
const posted = () =>
  integrator.received.map((post) => JSON.parse(post.body) as { readonly orderId: string; readonly event: string })

beforeAll(async () => {
  database = await makeTestDatabase()
  // One chain outlives the servers, as a real network does; the servers reach it through the faulty proxy.
  nodeUrl = await Effect.runPromise(startAnvil({}).pipe(Scope.provide(chainScope)))
  rpc = await startFaultyRpc(nodeUrl)
})
afterAll(async () => {
  await running?.stop()
  await rpc?.close()
  await Effect.runPromise(Scope.close(chainScope, Exit.void))
  await database?.drop()
})

const start = async () => {
  running = await startTestServer(database, { chainRpcUrl: Option.some(rpc.url) })
  // The agent confirms, and payouts are decided, only when the test says so.
  await setSettings(running, { agentConfirmSeconds: 0, payoutSeconds: 0 })
  return running
}

const readOrder = async (server: RunningServer, orderId: string) =>
  (await api(server, `/api/public/pay-widget/onramp/order/${orderId}`)).json()

/** An order for a buyer of its own, paid and confirmed by the buyer, waiting for the agent. */
const paidOrder = async (server: RunningServer, buyer: Address) => {
  const tokens = await signIn(server, freshEmail("crash"))
  const quote = await quoteId(server, { paymentChannel: "bank", carrierCode: "equity" })
  const created = await createOrder(server, tokens, quote, { address: buyer, callbackUrl: integrator.url })
  expect(created.status).toBe(200)
  const { _id: orderId } = await created.json()
  const { buySwap } = await readOrder(server, orderId)
  expect(
    (await post(server, `/api/private/swaps/buy/${buySwap._id}/confirm`, { confirm: true }, bearer(tokens))).status,
  ).toBe(200)
  return { orderId: orderId as string, swapId: buySwap._id as string }
}

/** What `owner` holds of a token on CELO, read on the node itself. */
const celoBalance = async (server: RunningServer, owner: Address, asset = "CUSD") => {
  const chains = await (await fetch(`${server.url}/api/sandbox/chains`)).json()
  const token = chains
    .find((c: { network: string }) => c.network === "CELO")
    .tokens.find((t: { asset: string }) => t.asset === asset)
  const client = createPublicClient({ transport: http(nodeUrl) })
  const units = await client.readContract({
    address: token.address,
    abi: erc20Abi,
    functionName: "balanceOf",
    args: [owner],
  })
  return Number(formatUnits(units, token.decimals))
}

/**
 * Sets the proxy's fault, lets `trigger` start a send, waits until the fault caught its broadcast, checks the node's
 * side with `atCrash`, then stops the server (a crash: its broadcast still hangs) and starts the next one.
 */
const crashAt = async (
  fault: BroadcastFault,
  trigger: (server: RunningServer) => Promise<void>,
  atCrash: (server: RunningServer) => Promise<void>,
) => {
  const first = running ?? (await start())
  const caughtBefore = rpc.caught.length
  rpc.fault = fault
  await trigger(first)
  await until(
    async () => rpc.caught.length,
    (count) => count > caughtBefore,
  )
  expect(rpc.caught).toHaveLength(caughtBefore + 1)
  await atCrash(first)
  await first.stop()
  running = undefined
  return { caught: rpc.caught.at(-1), second: await start() }
}

/** The events posted for an order once `last` was, after the jobs' next rounds had their chance to post again. */
const eventsUntil = async (orderId: string, last: string) => {
  const events = async () =>
    posted()
      .filter((p) => p.orderId === orderId)
      .map((p) => p.event)
  await until(events, (list) => list.includes(last))
  await new Promise((resolve) => setTimeout(resolve, 2500))
  return events()
}

/** Crashes the running server at `fault` of a withdrawal's broadcast, then checks the next one ends it once. */
const crashAndResume = async (fault: BroadcastFault) => {
  const buyer = privateKeyToAddress(generatePrivateKey())
  const { orderId, swapId } = await paidOrder(running ?? (await start()), buyer)
  const { withdrawCryptoAmount } = await readOrder(running as RunningServer, orderId)
  const { caught, second } = await crashAt(
    fault,
    async (first) => {
      const confirmed = await fetch(`${first.url}/api/sandbox/swaps/${swapId}/seller-confirm`, { method: "POST" })
      expect(confirmed.status).toBe(200)
    },
    // The node has the transfer only when the broadcast reached it.
    async (first) =>
      expect(await celoBalance(first, buyer)).toBeCloseTo(fault === "after" ? withdrawCryptoAmount : 0, 6),
  )

  const done = await until(
    () => readOrder(second, orderId),
    (order) => order.withdrawal.status !== "pending",
  )
  expect(done.withdrawal.status).toBe("complete")
  expect(done.withdrawal.transactionHash).toMatch(/^0x[0-9a-f]{64}$/)
  // Right after the broadcast, the node had the transaction: the withdrawal is finished with that one.
  if (fault === "after") expect(done.withdrawal.transactionHash).toBe(caught?.hash)
  const events = await eventsUntil(orderId, "withdrawal_complete")
  expect(events.filter((event) => event.startsWith("withdrawal_"))).toEqual(["withdrawal_sent", "withdrawal_complete"])
  expect(await celoBalance(second, buyer)).toBeCloseTo(withdrawCryptoAmount, 6)
}

it("finishes a withdrawal claimed but never broadcast when the server stopped", async () => {
  await crashAndResume("before")
})

it("finishes a withdrawal broadcast but never recorded when the server stopped", async () => {
  await crashAndResume("after")
})

it("refunds an off-ramp order once when the server stopped between the refund's claim and its broadcast", async () => {
  const server = running ?? (await start())
  const wallet = await testWallet(server, "100")
  const order = await saleOrder(server, wallet.address, {}, { callbackUrl: integrator.url })
  const { hash } = await wallet.send(order.toAddress, "20")
  expect((await confirmSale(server, order._id, hash)).status).toBe(200)
  expect((await saleUntil(server, order._id, ["offramp_pending"])).status).toBe("offramp_pending")
  expect(await (await decidePayout(server, order._id, "payout-fail")).json()).toEqual({ status: "offramp_retry" })

  const { second } = await crashAt(
    "before",
    async (first) => {
      const failed = await decidePayout(first, order._id, "payout-fail")
      expect(await failed.json()).toEqual({ status: "offramp_failed" })
    },
    async (first) => expect(await celoBalance(first, wallet.address, "USDC")).toBe(80),
  )
  const refunded = await saleUntil(second, order._id, ["refunded", "refund_failed"], 20)
  expect(refunded.status).toBe("refunded")
  expect(refunded.refundHash).toMatch(/^0x[0-9a-f]{64}$/)
  const events = await eventsUntil(order._id, "refunded")
  expect(events.filter((event) => event.startsWith("refund"))).toEqual(["refunding", "refunded"])
  expect(await celoBalance(second, wallet.address, "USDC")).toBe(100)
})
