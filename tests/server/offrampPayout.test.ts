// The payout of a paid off-ramp order (spec 2 §4, issue #7), simulated in the sandbox: decided by the payout
// provider's routes or by itself after payoutSeconds; a failed payout is retried, then the crypto is refunded on
// chain to the wallet it came from. Also the same journey on a network the sandbox ledger stands in for.
import { Effect } from "effect"
import { createPublicClient, erc20Abi, http, parseEventLogs } from "viem"
import { describe, expect, it } from "vitest"
import { payoutProblems } from "../../schema/offramp.ts"
import type { OfframpOrder } from "../../schema/offrampModels.ts"
import type { SandboxChain } from "../../schema/sandbox.ts"
import { Chain } from "../../server/chain/chain.ts"
import { depositAddressFor } from "../../server/offramp/depositAddresses.ts"
import {
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
import { setSettings } from "../support/server.ts"
import { post } from "../support/signIn.ts"

const server = saleServerForThisFile()

/** An order of 20 USDC paid by a fresh wallet holding 100, followed until its payout started. */
const paidOrder = async (extra: Record<string, unknown> = {}) => {
  const wallet = await testWallet(server, "100")
  const order = await saleOrder(server, wallet.address, {}, extra)
  const { hash } = await wallet.send(order.toAddress, "20")
  expect((await confirmSale(server, order._id, hash)).status).toBe(200)
  const pending = await saleUntil(server, order._id, ["offramp_pending"])
  expect(pending.status).toBe("offramp_pending")
  return { wallet, order: pending }
}

const statuses = (order: OfframpOrder) => order.timeline.map((e) => e.status)

describe("the payout", () => {
  it("succeeds when the provider says so", async () => {
    const { order } = await paidOrder()
    const answer = await decidePayout(server, order._id, "payout-success")
    expect(await answer.json()).toEqual({ status: "offramp_success" })
    const done = await readSale(server, order._id)
    expect(done.status).toBe("offramp_success")
    expect(statuses(done).slice(-2)).toEqual(["offramp_pending", "offramp_success"])
  })

  it("failing twice is retried, then refunded on chain: the tokens are back in the wallet", async () => {
    const { wallet, order } = await paidOrder()
    expect(await wallet.balance()).toBe("80")
    expect(await (await decidePayout(server, order._id, "payout-fail")).json()).toEqual({ status: "offramp_retry" })
    expect(await readSale(server, order._id)).toMatchObject({ status: "offramp_retry", error: payoutProblems.retrying })
    expect(await (await decidePayout(server, order._id, "payout-fail")).json()).toEqual({ status: "offramp_failed" })
    const refunded = await saleUntil(server, order._id, ["refunded", "refund_failed"])
    expect(refunded.status).toBe("refunded")
    expect(statuses(refunded).slice(-5)).toEqual([
      "offramp_pending",
      "offramp_retry",
      "offramp_failed",
      "refunding",
      "refunded",
    ])
    expect(await wallet.balance()).toBe("100")

    // The refund is a transfer of the token from the hot wallet to the order's wallet.
    const chains: ReadonlyArray<SandboxChain> = await (await fetch(`${server.url}/api/sandbox/chains`)).json()
    const reader = createPublicClient({ transport: http(chains[0]?.rpcUrl) })
    const receipt = await reader.getTransactionReceipt({ hash: refunded.refundHash as `0x${string}` })
    const [transfer] = parseEventLogs({ abi: erc20Abi, eventName: "Transfer", logs: receipt.logs })
    expect(transfer?.address.toLowerCase()).toBe((await tokenOf(server, "CELO", "USDC")).address.toLowerCase())
    expect(transfer?.args).toMatchObject({ to: wallet.address, value: 20_000_000n })
  })

  it("is decided only while under way", async () => {
    const wallet = await testWallet(server, "1")
    const order = await saleOrder(server, wallet.address)
    const early = await decidePayout(server, order._id, "payout-success")
    expect(early.status).toBe(400)
    expect((await early.json()).message).toContain("initiated")
    expect((await decidePayout(server, "no-such-order", "payout-fail")).status).toBe(404)
  })

  it("is decided by the sandbox itself after payoutSeconds: paid, or refunded for a forceFail order", async () => {
    await setSettings(server, { payoutSeconds: 1 })
    try {
      const [success, failure] = await Promise.all([paidOrder(), paidOrder({ forceFail: true })])
      expect((await saleUntil(server, success.order._id, ["offramp_success"])).status).toBe("offramp_success")
      const refunded = await saleUntil(server, failure.order._id, ["refunded", "refund_failed"])
      expect(refunded.status).toBe("refunded")
      expect(await failure.wallet.balance()).toBe("100")
    } finally {
      await setSettings(server, { payoutSeconds: 0 })
    }
  })
})

describe("on a network of the sandbox ledger", () => {
  it("is paid by a ledger transfer from the order's wallet, and refunded there", async () => {
    const market = { network: "TRON", asset: "USDT" }
    const seller = depositAddressFor("a TRON wallet of the test", String(Date.now()), "TRON")
    const balance = () =>
      server.run(Effect.flatMap(Effect.service(Chain), (chain) => chain.balanceOf("TRON", "USDT", seller)))
    await faucet(server, seller, "50", "USDT", "TRON")
    const order = await saleOrder(server, seller, market, market)
    const send = (from: string, amount: string) =>
      post(server, "/api/sandbox/ledger/transfer", { ...market, from, to: order.toAddress, amount })
    const tooMuch = await send(seller, "51")
    expect(tooMuch.status).toBe(400)
    const { hash } = await (await send(seller, "20")).json()
    expect(Number(await balance())).toBe(30)
    expect((await confirmSale(server, order._id, hash)).status).toBe(200)
    expect((await saleUntil(server, order._id, ["offramp_pending"])).status).toBe("offramp_pending")
    await decidePayout(server, order._id, "payout-fail")
    await decidePayout(server, order._id, "payout-fail")
    const refunded = await saleUntil(server, order._id, ["refunded", "refund_failed"])
    expect(refunded.status).toBe("refunded")
    expect(refunded.refundHash).toMatch(/^[0-9a-f]{64}$/)
    expect(Number(await balance())).toBe(50)
  })
})
