// Who may claim an off-ramp payment's hash (issue 13, "Money"): only the order the transaction pays. A stranger who
// confirms a seller's public hash on an order of their own gets nothing and blocks nothing; a seller who gives a
// wrong hash and then at once the right one is paid with the right one, never told "already processed" before.
import { randomBytes } from "node:crypto"
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { type Address, createTestClient, createWalletClient, erc20Abi, http, parseUnits } from "viem"
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts"
import { describe, expect, it } from "vitest"
import { errors } from "../../schema/messages.ts"
import { maxWaitingHashes, offrampErrorCodes, transactionProblems } from "../../schema/offramp.ts"
import releaseUnprovenClaims from "../../server/migrations/0015_offramp_hash_proofs.ts"
import {
  chainOf,
  confirmSale,
  decidePayout,
  faucet,
  readSale,
  saleOrder,
  saleServerForThisFile,
  saleUntil,
  testWallet,
  tokenOf,
} from "../support/offramp.ts"
import { until } from "../support/polling.ts"

const server = saleServerForThisFile()

const settled = ["offramp_pending", "transaction_invalid", "transaction_failed"]
const elsewhere = "0x90F79bf6EB2c4f870365E785982E1f101E93b906"

/** An order of 20 USDC from `wallet`. */
const withOrder = async <W extends { readonly address: string }>(wallet: W) => ({
  wallet,
  order: await saleOrder(server, wallet.address),
})

/** A seller's order of 20 USDC and the mined transfer that pays it; an attacker's own order of the same size. */
const sellerAndSquatter = async () => {
  const { wallet, order } = await withOrder(await testWallet(server, "100"))
  const { hash } = await wallet.send(order.toAddress, "20")
  const squatter = await saleOrder(server, (await testWallet(server, "1")).address)
  return { order, hash, squatter }
}

/** Confirms and follows the order until its payment is settled one way or the other. */
const confirmAndFollow = async (orderId: string, hash: string) => {
  expect((await confirmSale(server, orderId, hash)).status).toBe(200)
  return saleUntil(server, orderId, settled)
}

/** The order's payment is followed to its payout with `hash`, and the payout completes. */
const expectPayoutWith = async (orderId: string, hash: string) => {
  expect(await saleUntil(server, orderId, settled)).toMatchObject({ status: "offramp_pending", hash, error: null })
  expect((await decidePayout(server, orderId, "payout-success")).status).toBe(200)
  expect(await readSale(server, orderId)).toMatchObject({ status: "offramp_success", hash })
}

/** The seller's confirm is accepted, the payment followed to its payout, and the payout completes. */
const expectPaidOut = async (orderId: string, hash: string) => {
  const answer = await confirmSale(server, orderId, hash)
  expect(answer.status).toBe(200)
  expect(await answer.json()).toMatchObject({ status: "validating_transaction", hash })
  await expectPayoutWith(orderId, hash)
}

/** A confirm refused with `message`. */
const expectRefused = async (answer: Response, message: string) => {
  expect(answer.status).toBe(400)
  expect((await answer.json()).message).toBe(message)
}

/** The order saw its payment on chain, not mined deep enough yet. */
const expectAwaiting = async (orderId: string) =>
  expect((await saleUntil(server, orderId, ["awaiting_transaction_confirmation"])).status).toBe(
    "awaiting_transaction_confirmation",
  )

describe("a hash confirmed first on a stranger's order", () => {
  it("still pays the seller's order once the stranger's order was found invalid", async () => {
    const { order, hash, squatter } = await sellerAndSquatter()
    expect((await confirmSale(server, squatter._id, hash)).status).toBe(200)
    expect(await saleUntil(server, squatter._id, settled)).toMatchObject({
      status: "transaction_invalid",
      error: transactionProblems.wrongRecipient("USDC", squatter.toAddress),
    })
    await expectPaidOut(order._id, hash)
  })

  it("still pays the seller's order when the seller confirms while the stranger's is being validated", async () => {
    const { order, hash, squatter } = await sellerAndSquatter()
    expect((await confirmSale(server, squatter._id, hash)).status).toBe(200)
    await expectPaidOut(order._id, hash)
    expect((await saleUntil(server, squatter._id, settled)).status).toBe("transaction_invalid")
    // Paid, the hash now belongs to the seller's order: the stranger is refused at once.
    await expectRefused(await confirmSale(server, squatter._id, hash), transactionProblems.hashUsed)
  })
})

describe("the right hash given right after a wrong one", () => {
  it("is checked and pays the order, without an 'already processed' answer", async () => {
    const { wallet, order } = await withOrder(await testWallet(server, "100"))
    const wrong = await wallet.send(elsewhere, "20")
    const right = await wallet.send(order.toAddress, "20")
    expect((await confirmSale(server, order._id, wrong.hash)).status).toBe(200)
    const answer = await confirmSale(server, order._id, right.hash)
    const body = await answer.json()
    expect(body.message).not.toBe(errors.orderAlreadyProcessed)
    expect(answer.status).toBe(200)
    expect(body).toMatchObject({ status: "validating_transaction", hash: right.hash })
    await expectPayoutWith(order._id, right.hash)
  })
})

/**
 * A funded wallet whose transfers are left pending: the chain stops mining until `mine`, as a busy chain would keep
 * a payment in its mempool for a while.
 */
const pendingWallet = async () => {
  const account = privateKeyToAccount(generatePrivateKey())
  await faucet(server, account.address, "100")
  const { chain, rpcUrl } = await chainOf(server)
  const node = createTestClient({ chain, mode: "anvil", transport: http(rpcUrl) })
  const wallet = createWalletClient({ chain, transport: http(rpcUrl), account })
  const token = await tokenOf(server, "CELO", "USDC")
  const send = (to: string, amount: string) =>
    wallet.writeContract({
      address: token.address,
      abi: erc20Abi,
      functionName: "transfer",
      args: [to as Address, parseUnits(amount, token.decimals)],
      gas: 120_000n,
    })
  /** Runs `steps` with mining stopped, then mines what they sent and mines at once again. */
  const whilePending = async (steps: () => Promise<void>) => {
    await node.setAutomine(false)
    try {
      await steps()
    } finally {
      await node.mine({ blocks: 1 })
      await node.setAutomine(true)
    }
  }
  return { address: account.address, send, whilePending }
}

describe("a payment still pending on chain", () => {
  it("confirmed first on a stranger's order, still pays the seller's order once mined", async () => {
    const { wallet: seller, order } = await withOrder(await pendingWallet())
    const squatter = await saleOrder(server, (await testWallet(server, "1")).address)
    let hash = ""
    await seller.whilePending(async () => {
      hash = await seller.send(order.toAddress, "20")
      expect((await confirmSale(server, squatter._id, hash)).status).toBe(200)
      const answer = await confirmSale(server, order._id, hash)
      expect(answer.status).toBe(200)
      expect(await answer.json()).toMatchObject({ status: "validating_transaction", hash })
      await expectAwaiting(order._id)
    })
    expect(await saleUntil(server, order._id, settled)).toMatchObject({ status: "offramp_pending", hash })
    expect((await saleUntil(server, squatter._id, settled)).status).toBe("transaction_invalid")
  })

  it("a wrong hash awaiting confirmation gives way to the right one given next", async () => {
    const { wallet, order } = await withOrder(await pendingWallet())
    let right = ""
    await wallet.whilePending(async () => {
      const wrong = await wallet.send(elsewhere, "20")
      expect((await confirmSale(server, order._id, wrong)).status).toBe(200)
      await expectAwaiting(order._id)
      right = await wallet.send(order.toAddress, "20")
      const answer = await confirmSale(server, order._id, right)
      const body = await answer.json()
      expect(body.message).not.toBe(errors.orderAlreadyProcessed)
      // Still awaiting a payment seen on chain: a new hash does not move the order back.
      expect(body).toMatchObject({ status: "awaiting_transaction_confirmation", hash: right })
    })
    expect(await saleUntil(server, order._id, settled)).toMatchObject({ status: "offramp_pending", hash: right })
  })
})

describe("an order whose payment failed on chain", () => {
  it("is answered that it can no longer be paid, never 'already processed'", async () => {
    const { wallet, order } = await withOrder(await pendingWallet())
    await wallet.whilePending(async () => {
      // More than the wallet holds: mined after the order saw it pending, it reverts.
      const hash = await wallet.send(order.toAddress, "200")
      expect((await confirmSale(server, order._id, hash)).status).toBe(200)
      await expectAwaiting(order._id)
    })
    expect(await saleUntil(server, order._id, settled)).toMatchObject({
      status: "transaction_failed",
      error: transactionProblems.reverted,
    })
    await expectRefused(await confirmSale(server, order._id, `0x${"cd".repeat(32)}`), errors.orderNotPayable)
  })
})

describe("claims made on confirm before this rule", () => {
  it("are released by migration 0015 unless the payment was found to pay the order", async () => {
    const { wallet, order } = await withOrder(await testWallet(server, "100"))
    const { hash } = await wallet.send(order.toAddress, "20")
    expect(await confirmAndFollow(order._id, hash)).toMatchObject({ status: "offramp_pending", hash })
    // As the old confirm left it: a stranger's order found invalid that still holds the seller's hash.
    const squatter = await saleOrder(server, (await testWallet(server, "1")).address)
    const squatted = `0x${"ab".repeat(32)}`
    const held = () =>
      server.run(
        Effect.flatMap(
          SqlClient.SqlClient,
          (sql) => sql<{ hash: string }>`SELECT hash FROM offramp_hashes WHERE hash IN (${hash}, ${squatted})
            ORDER BY hash`,
        ),
      )
    await server.run(
      Effect.flatMap(
        SqlClient.SqlClient,
        (sql) => sql`INSERT INTO offramp_hashes (hash, order_id) VALUES (${squatted}, ${squatter._id})`,
      ),
    )
    expect((await held()).length).toBe(2)
    await server.run(releaseUnprovenClaims)
    expect(await held()).toEqual([{ hash }])
  })
})

/** The statuses the order's timeline went through, oldest first. */
const timeline = async (orderId: string) =>
  (
    await server.run(
      Effect.flatMap(
        SqlClient.SqlClient,
        (sql) =>
          sql<{ status: string }>`SELECT status FROM offramp_order_events WHERE order_id = ${orderId} ORDER BY id`,
      ),
    )
  ).map((event) => event.status)

/** A confirm answered while the order waits: accepted, or (once its payment was proven) "already processed". */
const expectTaken = async (answer: Response) => {
  const body = await answer.json()
  if (answer.status === 200) return
  expect(body.message).toBe(errors.orderAlreadyProcessed)
}

describe("every hash given while the order waits for its payment", () => {
  it("the right hash and at once a wrong one: paid out with the right one", async () => {
    const { wallet, order } = await withOrder(await testWallet(server, "100"))
    const wrong = await wallet.send(elsewhere, "20")
    const right = await wallet.send(order.toAddress, "20")
    expect((await confirmSale(server, order._id, right.hash)).status).toBe(200)
    await expectTaken(await confirmSale(server, order._id, wrong.hash))
    await expectPayoutWith(order._id, right.hash)
  })

  it("wrong, right, wrong: paid with the right one, its timeline moving on once per status", async () => {
    const { wallet, order } = await withOrder(await testWallet(server, "100"))
    const first = await wallet.send(elsewhere, "20")
    const right = await wallet.send(order.toAddress, "20")
    const last = await wallet.send(order.toAddress, "5")
    expect((await confirmSale(server, order._id, first.hash)).status).toBe(200)
    await expectTaken(await confirmSale(server, order._id, right.hash))
    await expectTaken(await confirmSale(server, order._id, last.hash))
    expect(await saleUntil(server, order._id, settled)).toMatchObject({
      status: "offramp_pending",
      hash: right.hash,
      error: null,
    })
    // The payment job may judge the first hash before the right one arrives (it wakes on the first confirm's
    // commit): the order is then invalid for a moment and validates again with the right hash. Either way each move
    // is on the timeline once, and none after the right hash is proven.
    const direct = [
      "initiated",
      "validating_transaction",
      "awaiting_transaction_confirmation",
      "transaction_confirmed",
      "offramp_pending",
    ]
    const judgedFirst = [
      "initiated",
      "validating_transaction",
      "transaction_invalid",
      "validating_transaction",
      "awaiting_transaction_confirmation",
      "transaction_confirmed",
      "offramp_pending",
    ]
    expect([direct, judgedFirst]).toContainEqual(await timeline(order._id))
  })

  it("only wrong hashes: transaction_invalid with the reason of the last one refused, then a new hash is taken", async () => {
    const { wallet, order } = await withOrder(await testWallet(server, "100"))
    const toElsewhere = await wallet.send(elsewhere, "20")
    const tooSmall = await wallet.send(order.toAddress, "5")
    expect((await confirmSale(server, order._id, toElsewhere.hash)).status).toBe(200)
    expect((await confirmSale(server, order._id, tooSmall.hash)).status).toBe(200)
    expect(await saleUntil(server, order._id, settled)).toMatchObject({
      status: "transaction_invalid",
      hash: tooSmall.hash,
      error: transactionProblems.tooSmall("5", String(order.cashout.cryptoAmount), "USDC"),
    })
    // As above, the job may judge the first hash before the second arrives: invalid, then validating the second
    // (a new hash is taken after an invalid one), then invalid again. Either way the order never went further.
    const together = ["initiated", "validating_transaction", "transaction_invalid"]
    const judgedFirst = [...together, "validating_transaction", "transaction_invalid"]
    expect([together, judgedFirst]).toContainEqual(await timeline(order._id))
    const right = await wallet.send(order.toAddress, "20")
    await expectPaidOut(order._id, right.hash)
  })

  it(`at most ${maxWaitingHashes} hashes wait at once: 50 wrong ones, the rest told to wait, then the right one pays`, async () => {
    const { wallet, order } = await withOrder(await pendingWallet())
    let right = ""
    await wallet.whilePending(async () => {
      // Wrong payments still pending on chain: each waits as a candidate until it is mined and refused.
      for (let i = 0; i < maxWaitingHashes; i++) {
        const wrong = await wallet.send(elsewhere, "1")
        expect((await confirmSale(server, order._id, wrong)).status).toBe(200)
      }
      const more = Array.from({ length: 50 - maxWaitingHashes }, () => `0x${randomBytes(32).toString("hex")}`)
      right = await wallet.send(order.toAddress, "20")
      const answers = await Promise.all([...more, right].map((hash) => confirmSale(server, order._id, hash)))
      for (const answer of answers) {
        expect(answer.status).toBe(400)
        expect(await answer.json()).toMatchObject({
          code: offrampErrorCodes.tooManyHashes,
          message: transactionProblems.tooManyHashes(maxWaitingHashes),
        })
      }
    })
    expect(await saleUntil(server, order._id, settled)).toMatchObject({
      status: "transaction_invalid",
      error: transactionProblems.wrongRecipient("USDC", order.toAddress),
    })
    await expectPaidOut(order._id, right)
  })
})

// PostgreSQL only: two connections at once, one holding the order's lock while the other waits for it. (The
// embedded database has one connection, so a confirm never waits there.)
describe.runIf(process.env.DATABASE_URL)("a hash given while the payment job proves the order's payment", () => {
  it("is answered 'already processed', and the order keeps the hash that paid it", async () => {
    const { wallet, order } = await withOrder(await testWallet(server, "100"))
    const right = await wallet.send(order.toAddress, "20")
    const wrong = await wallet.send(elsewhere, "20")
    let held!: (pid: number) => void
    const holding = new Promise<number>((resolve) => {
      held = resolve
    })
    let release!: () => void
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    // What the payment job's proof does (candidatePayments.ts), kept open: the order locked, the hash taken for it.
    const proving = server.run(
      Effect.flatMap(SqlClient.SqlClient, (sql) =>
        sql.withTransaction(
          Effect.gen(function* () {
            const [me] = yield* sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`
            yield* sql`SELECT id FROM offramp_orders WHERE id = ${order._id} FOR UPDATE`
            yield* sql`INSERT INTO offramp_hashes (hash, order_id) VALUES (${right.hash}, ${order._id})`
            yield* sql`UPDATE offramp_orders SET status = 'awaiting_transaction_confirmation', hash = ${right.hash}
              WHERE id = ${order._id}`
            held(me?.pid ?? 0)
            yield* Effect.promise(() => released)
          }),
        ),
      ),
    )
    const holder = await holding
    const confirming = confirmSale(server, order._id, wrong.hash)
    const waiters = () =>
      server.run(
        Effect.flatMap(
          SqlClient.SqlClient,
          (sql) => sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_stat_activity
            WHERE ${holder}::int = ANY(pg_blocking_pids(pid))`,
        ),
      )
    expect((await until(waiters, ([row]) => (row?.n ?? 0) > 0))[0]?.n).toBeGreaterThan(0)
    release()
    await proving
    await expectRefused(await confirming, errors.orderAlreadyProcessed)
    expect(await readSale(server, order._id)).toMatchObject({ hash: right.hash })
  })
})
