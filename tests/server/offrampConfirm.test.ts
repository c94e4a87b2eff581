// Paying an off-ramp order on the real anvil chain (spec 2 §4, issue #7): a test wallet funded by the faucet sends
// the ERC-20 to the order's deposit address, the order is confirmed with the hash and followed on chain to its
// payout. Every transaction that does not pay the order is refused with its reason and the order is not paid.
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { describe, expect, it } from "vitest"
import { errors, validation } from "../../schema/messages.ts"
import { transactionProblems } from "../../schema/offramp.ts"
import type { OfframpOrder } from "../../schema/offrampModels.ts"
import {
  confirmSale,
  decidePayout,
  faucet,
  readSale,
  saleOrder,
  saleServerForThisFile,
  saleUntil,
  testWallet,
} from "../support/offramp.ts"
import { createOrder, quoteId } from "../support/onramp.ts"
import { freshEmail, signIn } from "../support/signIn.ts"

const server = saleServerForThisFile()

const paid = ["offramp_pending"]
const refused = ["transaction_invalid", "transaction_failed"]

/** Confirms the order with `hash` and follows it until it is refused or its payout started. */
const confirmAndFollow = async (order: OfframpOrder, hash: string) => {
  const answer = await confirmSale(server, order._id, hash)
  expect(answer.status).toBe(200)
  expect((await answer.json()).status).toBe("validating_transaction")
  return saleUntil(server, order._id, [...paid, ...refused])
}

describe("a payment that pays the order", () => {
  it("is verified on chain, confirmed, paid out, and the tokens have left the wallet", async () => {
    const wallet = await testWallet(server, "100")
    const order = await saleOrder(server, wallet.address)
    const { hash } = await wallet.send(order.toAddress, "20")
    const followed = await confirmAndFollow(order, hash)
    expect(followed).toMatchObject({ status: "offramp_pending", hash, error: null })
    expect(followed.timeline.map((e) => e.status)).toEqual([
      "initiated",
      "validating_transaction",
      "awaiting_transaction_confirmation",
      "transaction_confirmed",
      "offramp_pending",
    ])
    expect(await wallet.balance()).toBe("80")

    // The same hash again: already processed, which the widget takes as success.
    const again = await confirmSale(server, order._id, hash)
    expect(again.status).toBe(400)
    expect((await again.json()).message).toBe(errors.orderAlreadyProcessed)

    expect((await decidePayout(server, order._id, "payout-success")).status).toBe(200)
    expect((await readSale(server, order._id)).status).toBe("offramp_success")
  })

  it("may be given after a hash that was refused (Provide the correct hash)", async () => {
    const wallet = await testWallet(server, "100")
    const order = await saleOrder(server, wallet.address)
    const elsewhere = await wallet.send("0x90F79bf6EB2c4f870365E785982E1f101E93b906", "20")
    const refusedOrder = await confirmAndFollow(order, elsewhere.hash)
    expect(refusedOrder).toMatchObject({
      status: "transaction_invalid",
      error: transactionProblems.wrongRecipient("USDC", order.toAddress),
    })
    const right = await wallet.send(order.toAddress, "20")
    expect((await confirmAndFollow(order, right.hash)).status).toBe("offramp_pending")
  })
})

describe("a transaction that does not pay the order", () => {
  it("is refused when it sends another token", async () => {
    const wallet = await testWallet(server, "100")
    await faucet(server, wallet.address, "100", "CUSD")
    const order = await saleOrder(server, wallet.address)
    const { hash } = await wallet.send(order.toAddress, "20", { asset: "CUSD" })
    expect(await confirmAndFollow(order, hash)).toMatchObject({
      status: "transaction_invalid",
      error: transactionProblems.wrongToken("USDC", "CELO"),
    })
  })

  it("is refused when it sends less than the order's amount", async () => {
    const wallet = await testWallet(server, "100")
    const order = await saleOrder(server, wallet.address)
    const { hash } = await wallet.send(order.toAddress, "19.99")
    expect(await confirmAndFollow(order, hash)).toMatchObject({
      status: "transaction_invalid",
      error: transactionProblems.tooSmall("19.99", "20", "USDC"),
    })
  })

  it("is refused when it reverted", async () => {
    const wallet = await testWallet(server, "10")
    const order = await saleOrder(server, wallet.address)
    // More than the wallet holds, with gas given so that it is mined and reverts.
    const { hash, status } = await wallet.send(order.toAddress, "20", { gas: 120_000n })
    expect(status).toBe("reverted")
    expect(await confirmAndFollow(order, hash)).toMatchObject({
      status: "transaction_invalid",
      error: transactionProblems.reverted,
    })
  })

  it("is refused when the chain does not know it", async () => {
    const order = await saleOrder(server, (await testWallet(server, "1")).address)
    expect(await confirmAndFollow(order, `0x${"5e".repeat(32)}`)).toMatchObject({
      status: "transaction_invalid",
      error: transactionProblems.notFound("CELO"),
    })
  })

  it("is refused when it was sent from another wallet than the order's", async () => {
    const owner = await testWallet(server, "1")
    const other = await testWallet(server, "100")
    const order = await saleOrder(server, owner.address)
    const { hash } = await other.send(order.toAddress, "20")
    expect(await confirmAndFollow(order, hash)).toMatchObject({
      status: "transaction_invalid",
      error: transactionProblems.wrongSender(owner.address),
    })
  })

  it("is refused at once when another order used its hash, or an on-ramp withdrawal is that hash", async () => {
    const wallet = await testWallet(server, "100")
    const first = await saleOrder(server, wallet.address)
    const { hash } = await wallet.send(first.toAddress, "20")
    expect((await confirmAndFollow(first, hash)).status).toBe("offramp_pending")
    const second = await saleOrder(server, wallet.address)
    for (const spelling of [hash, hash.toUpperCase().replace("0X", "0x")]) {
      const answer = await confirmSale(server, second._id, spelling)
      expect(answer.status).toBe(400)
      expect((await answer.json()).message).toBe(transactionProblems.hashUsed)
    }

    // An on-ramp order whose withdrawal was sent with this transaction.
    const tokens = await signIn(server, freshEmail("withdrawal"))
    const onramp = await (await createOrder(server, tokens, await quoteId(server))).json()
    const sent = await wallet.send(second.toAddress, "20")
    await server.run(
      Effect.flatMap(
        SqlClient.SqlClient,
        (sql) => sql`UPDATE withdrawals SET transaction_hash = ${sent.hash} WHERE order_id = ${onramp._id}`,
      ),
    )
    const withdrawal = await confirmSale(server, second._id, sent.hash)
    expect((await withdrawal.json()).message).toBe(transactionProblems.hashUsed)
    expect((await readSale(server, second._id)).status).toBe("initiated")
  })

  it("is refused at once when it is no hash at all", async () => {
    const order = await saleOrder(server, (await testWallet(server, "1")).address)
    expect((await (await confirmSale(server, order._id, " ")).json()).message).toBe(validation.transactionHashRequired)
    expect((await (await confirmSale(server, order._id, "0x1234")).json()).message).toBe(
      transactionProblems.notAHash("CELO"),
    )
    expect((await confirmSale(server, "no-such-order", `0x${"11".repeat(32)}`)).status).toBe(404)
  })
})
