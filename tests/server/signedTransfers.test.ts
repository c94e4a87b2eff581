// A send signed before it is broadcast (issue 13): unknown to the chain until broadcast, paid once however often it
// is broadcast, and known as replaced (never to be mined) once another transaction took its nonce; on the sandbox
// ledger, recorded once under the hash decided at signing.
import { Effect } from "effect"
import { generatePrivateKey, privateKeyToAddress } from "viem/accounts"
import { expect, it } from "vitest"
import { Chain, type ChainApi, type Transfer } from "../../server/chain/chain.ts"
import { serverForThisFile } from "../support/server.ts"

const server = serverForThisFile()

const withChain = <A, E>(use: (chain: ChainApi) => Effect.Effect<A, E>) =>
  server.run(Effect.flatMap(Effect.service(Chain), use))
/** A broadcast's outcome without its error: a second broadcast may be refused by the node, and that is fine. */
const broadcast = (signed: Parameters<ChainApi["broadcast"]>[0]) =>
  withChain((chain) =>
    chain.broadcast(signed).pipe(
      Effect.as("sent"),
      Effect.orElseSucceed(() => "refused"),
    ),
  )

const celoUsdcBalance = (owner: string) => withChain((chain) => chain.balanceOf("CELO", "USDC", owner))

const usdcOnCelo = (amount: string): Transfer => ({
  network: "CELO",
  asset: "USDC",
  to: privateKeyToAddress(generatePrivateKey()),
  amount,
})

it("is unknown until broadcast, then mined once however often it is broadcast", async () => {
  const transfer = usdcOnCelo("4.5")
  const signed = await withChain((chain) => chain.sign(transfer))
  expect(signed.hash).toMatch(/^0x[0-9a-f]{64}$/)
  expect(await withChain((chain) => chain.follow(signed))).toBe("unknown")
  expect(await celoUsdcBalance(transfer.to)).toBe("0")

  expect(await broadcast(signed)).toBe("sent")
  expect(await withChain((chain) => chain.follow(signed))).toBe("success")
  await broadcast(signed)
  expect(await withChain((chain) => chain.follow(signed))).toBe("success")
  expect(await celoUsdcBalance(transfer.to)).toBe("4.5")
})

it("is replaced, never to be mined, when another send took its nonce before it was broadcast", async () => {
  const lost = usdcOnCelo("3")
  const signed = await withChain((chain) => chain.sign(lost))
  const other = usdcOnCelo("2")
  await withChain((chain) => chain.send(other))
  expect(await withChain((chain) => chain.follow(signed))).toBe("replaced")
  expect(await broadcast(signed)).toBe("refused")
  expect(await celoUsdcBalance(lost.to)).toBe("0")
  expect(await celoUsdcBalance(other.to)).toBe("2")
})

it("on the ledger, is recorded once under the hash decided when it was signed", async () => {
  const transfer: Transfer = { network: "TRON", asset: "USDT", to: "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t", amount: "6" }
  const before = Number(await withChain((chain) => chain.balanceOf("TRON", "USDT", transfer.to)))
  const signed = await withChain((chain) => chain.sign(transfer))
  expect(signed.hash).toMatch(/^[0-9a-f]{64}$/)
  expect(await withChain((chain) => chain.follow(signed))).toBe("unknown")
  expect(await broadcast(signed)).toBe("sent")
  expect(await broadcast(signed)).toBe("sent")
  expect(await withChain((chain) => chain.follow(signed))).toBe("success")
  expect(Number(await withChain((chain) => chain.balanceOf("TRON", "USDT", transfer.to)))).toBe(before + 6)
})
