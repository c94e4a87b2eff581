// The sandbox chain: the server starts anvil, deploys a token per EVM (network, asset) of the catalogue, sends from
// its hot wallet and funds test wallets; a ledger stands in for the other networks. Checked with viem on the chain.
import { execFileSync } from "node:child_process"
import { Effect, Exit, Option, Scope } from "effect"
import { type Address, createPublicClient, erc20Abi, formatUnits, http } from "viem"
import { generatePrivateKey, privateKeyToAddress } from "viem/accounts"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { SandboxChain } from "../../schema/sandbox.ts"
import { startAnvil } from "../../server/chain/anvil.ts"
import { Chain, type Transfer } from "../../server/chain/chain.ts"
import { base58Decode } from "../../server/onramp/addresses.ts"
import type { RunningServer, ServerServices } from "../../server/start.ts"
import { makeTestDatabase, type TestDatabase } from "../support/database.ts"
import { until } from "../support/polling.ts"
import { api, startTestServer } from "../support/server.ts"

// One database for the file: the last tests stop its server and start another on it.
let database: TestDatabase
let running: RunningServer
beforeAll(async () => {
  database = await makeTestDatabase()
  running = await startTestServer(database)
})
afterAll(async () => {
  await running?.stop()
  await database?.drop()
})
/** Whichever server runs now. */
const server: RunningServer = {
  get url() {
    return running.url
  },
  stop: () => running.stop(),
  run: <A, E>(program: Effect.Effect<A, E, ServerServices>) => running.run(program),
}

const chains = async (): Promise<ReadonlyArray<SandboxChain>> =>
  (await fetch(`${server.url}/api/sandbox/chains`)).json()
const reader = async () => createPublicClient({ transport: http((await chains())[0]?.rpcUrl) })
const freshAddress = () => privateKeyToAddress(generatePrivateKey())
const tokenBalance = async (token: string, owner: Address) =>
  (await reader()).readContract({ address: token as Address, abi: erc20Abi, functionName: "balanceOf", args: [owner] })
const send = (transfer: Transfer) => server.run(Effect.flatMap(Effect.service(Chain), (chain) => chain.send(transfer)))
const confirmation = (hash: string, network: Transfer["network"]) =>
  server.run(Effect.flatMap(Effect.service(Chain), (chain) => chain.confirmation(hash, network)))
/** The confirmation once the node has mined the send: a send returns once broadcast, and the node mines it in its
 * own time (a loaded machine shows it pending first). */
const settled = (hash: string, network: Transfer["network"]) =>
  until(
    () => confirmation(hash, network),
    (state) => state !== "pending",
  )
/** The command lines of this test process's children: anvil, or the shell that watches it (ps exits 1 for none). */
const childProcesses = () => {
  try {
    return execFileSync("ps", ["-o", "args=", "--ppid", String(process.pid)], { encoding: "utf8" })
  } catch {
    return ""
  }
}
const tokenOf = async (network: string, asset: string) => {
  const token = (await chains()).find((c) => c.network === network)?.tokens.find((t) => t.asset === asset)
  if (!token) throw new Error(`no sandbox token ${asset} on ${network}`)
  return token
}

describe("the sandbox chain", () => {
  it("has a deployed token for every EVM asset of the catalogue, named by the catalogue's contractAddress", async () => {
    const all = await chains()
    expect(all.map((c) => c.network).sort()).toEqual(
      ["ARBITRUM", "AVALANCHE", "BASE", "BNB", "CELO", "ETHEREUM", "LISK", "OPTIMISM", "POLYGON"].sort(),
    )
    const client = await reader()
    expect(all.every((c) => c.chainId === 31337)).toBe(true)

    const catalogue: ReadonlyArray<{ network: string; asset: string; contractAddress: string; decimals: number }> =
      await (await api(server, "/api/public/pay-widget/blockchain-assets")).json()
    const evm = catalogue.filter((a) => all.some((c) => c.network === a.network))
    expect(evm).toHaveLength(24)
    for (const asset of evm) {
      const token = await tokenOf(asset.network, asset.asset)
      expect(asset.contractAddress).toBe(token.address)
      const [symbol, decimals] = await Promise.all([
        client.readContract({ address: token.address as Address, abi: erc20Abi, functionName: "symbol" }),
        client.readContract({ address: token.address as Address, abi: erc20Abi, functionName: "decimals" }),
      ])
      expect({ symbol, decimals }).toEqual({ symbol: asset.asset, decimals: asset.decimals })
    }
    // Networks without a sandbox node keep their mainnet identifiers.
    expect(catalogue.find((a) => a.network === "TRON")?.contractAddress).toBe("TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t")
  })

  it("sends tokens from the hot wallet: the recipient's balance grows by the amount", async () => {
    const to = freshAddress()
    const token = await tokenOf("POLYGON", "USDC")
    const { hash } = await send({ network: "POLYGON", asset: "USDC", to, amount: "12.345678" })
    expect(await settled(hash, "POLYGON")).toBe("success")
    expect(formatUnits(await tokenBalance(token.address, to), token.decimals)).toBe("12.345678")
    await send({ network: "POLYGON", asset: "USDC", to, amount: "0.654322000000" })
    expect(formatUnits(await tokenBalance(token.address, to), token.decimals)).toBe("13")
  })

  it("sends at once without nonce collisions", async () => {
    const to = freshAddress()
    const token = await tokenOf("BNB", "USDT")
    const hashes = await Promise.all(
      ["1", "2", "3", "4"].map((amount) => send({ network: "BNB", asset: "USDT", to, amount })),
    )
    for (const { hash } of hashes) expect(await settled(hash, "BNB")).toBe("success")
    expect(formatUnits(await tokenBalance(token.address, to), 18)).toBe("10")
  })

  it("mines a send the hot wallet cannot cover, and its confirmation is failed", async () => {
    const to = freshAddress()
    const token = await tokenOf("CELO", "CKES")
    const { hash } = await send({ network: "CELO", asset: "CKES", to, amount: "2000000000000" })
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(await settled(hash, "CELO")).toBe("failed")
    expect(await tokenBalance(token.address, to)).toBe(0n)
    // A hash the node never saw will not be mined either.
    expect(await confirmation(`0x${"ab".repeat(32)}`, "CELO")).toBe("failed")
  })

  it("refuses an amount with more decimals than the token has, and an address of another format", async () => {
    const to = freshAddress()
    await expect(send({ network: "BASE", asset: "USDC", to, amount: "1.0000001" })).rejects.toThrow(
      /at most 6 decimals/,
    )
    await expect(
      send({ network: "BASE", asset: "USDC", to: "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t", amount: "1" }),
    ).rejects.toThrow(/not a BASE address/)
  })

  it("records a send on a network without a node in the ledger, under a hash of that network's format", async () => {
    const solana = await send({
      network: "SOLANA",
      asset: "USDC",
      to: "9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM",
      amount: "5",
    })
    expect(base58Decode(solana.hash)).toHaveLength(64)
    expect(await confirmation(solana.hash, "SOLANA")).toBe("success")
    const balance = server.run(
      Effect.flatMap(Effect.service(Chain), (chain) =>
        chain.balanceOf("SOLANA", "USDC", "9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM"),
      ),
    )
    expect(Number(await balance)).toBe(5)
    const tron = await send({ network: "TRON", asset: "USDT", to: "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t", amount: "5" })
    expect(tron.hash).toMatch(/^[0-9a-f]{64}$/)
    const xrp = await send({ network: "XRP", asset: "RLUSD", to: "rMxCKbEDwqr76QuheSUMdEGf4B9xJ8m5De", amount: "5" })
    expect(xrp.hash).toMatch(/^[0-9A-F]{64}$/)
    expect(await confirmation("00".repeat(32), "TRON")).toBe("failed")
    await expect(
      send({ network: "TON", asset: "USDC", to: "EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs", amount: "1" }),
    ).rejects.toThrow(/no USDC on TON/)
  })

  it("funds a test wallet through the faucet route: gas and tokens", async () => {
    const address = freshAddress()
    const token = await tokenOf("ARBITRUM", "USDT")
    const funded = await fetch(`${server.url}/api/sandbox/faucet`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ network: "ARBITRUM", asset: "USDT", address, amount: "250" }),
    })
    expect(funded.status).toBe(200)
    expect((await funded.json()).hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(formatUnits(await tokenBalance(token.address, address), 6)).toBe("250")
    expect(await (await reader()).getBalance({ address })).toBeGreaterThan(0n)

    const refused = await fetch(`${server.url}/api/sandbox/faucet`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ network: "ARBITRUM", asset: "USDT", address: "0x1234", amount: "250" }),
    })
    expect(refused.status).toBe(400)
    expect((await refused.json()).message).toBe("0x1234 is not a ARBITRUM address")
  })
})

describe("the chain's lifetime", () => {
  it("keeps its state across a restart and is gone when the server stops", async () => {
    const before = await chains()
    const to = freshAddress()
    const { hash } = await send({ network: "LISK", asset: "USDT", to, amount: "7" })
    expect(childProcesses()).toContain("bin/anvil")
    await running.stop()
    await expect(fetch(before[0]?.rpcUrl ?? "", { method: "POST" })).rejects.toThrow()
    expect(childProcesses()).not.toContain("bin/anvil")

    running = await startTestServer(database)
    const after = await chains()
    expect(after[0]?.rpcUrl).not.toBe(before[0]?.rpcUrl)
    expect(after.map((c) => c.tokens)).toEqual(before.map((c) => c.tokens))
    expect(await settled(hash, "LISK")).toBe("success")
    const token = await tokenOf("LISK", "USDT")
    expect(formatUnits(await tokenBalance(token.address, to), 6)).toBe("7")
  })

  it("uses the node at CHAIN_RPC_URL instead of starting one, and leaves it running", async () => {
    await running.stop()
    const scope = Effect.runSync(Scope.make())
    try {
      const rpcUrl = await Effect.runPromise(startAnvil({}).pipe(Scope.provide(scope)))
      running = await startTestServer(database, { chainRpcUrl: Option.some(rpcUrl) })
      expect((await chains()).map((c) => c.rpcUrl)).toEqual(Array(9).fill(rpcUrl))
      const to = freshAddress()
      const { hash } = await send({ network: "OPTIMISM", asset: "USDC", to, amount: "3" })
      // A send returns once broadcast: its balance shows once the node has mined it.
      expect(await settled(hash, "OPTIMISM")).toBe("success")
      expect(formatUnits(await tokenBalance((await tokenOf("OPTIMISM", "USDC")).address, to), 6)).toBe("3")
      await running.stop()
      expect(await createPublicClient({ transport: http(rpcUrl) }).getChainId()).toBe(31337)
    } finally {
      await Effect.runPromise(Scope.close(scope, Exit.void))
    }
  })

  it("funds a hot wallet of another key on its own anvil, and sends from it", async () => {
    const key = generatePrivateKey()
    running = await startTestServer(database, { hotWalletPrivateKey: key })
    const to = freshAddress()
    const { hash } = await send({ network: "CELO", asset: "CUSD", to, amount: "1" })
    expect(await settled(hash, "CELO")).toBe("success")
    const sender = (await (await reader()).getTransaction({ hash: hash as `0x${string}` })).from
    expect(sender).toBe(privateKeyToAddress(key).toLowerCase())
    await running.stop()
  })

  it("leaves no anvil behind when the server fails to start", async () => {
    await expect(startTestServer(database, { hotWalletPrivateKey: "0x1234" })).rejects.toThrow(/HOT_WALLET_PRIVATE_KEY/)
    expect(childProcesses()).not.toContain("bin/anvil")
  })

  it("has no chain when the sandbox is off, and says so when used", async () => {
    running = await startTestServer(database, { sandbox: false })
    await expect(send({ network: "BASE", asset: "USDC", to: freshAddress(), amount: "1" })).rejects.toThrow(
      /SANDBOX=0 and no CHAIN_RPC_URL/,
    )
    const catalogue: ReadonlyArray<{ network: string; asset: string; contractAddress: string }> = await (
      await api(server, "/api/public/pay-widget/blockchain-assets")
    ).json()
    expect(catalogue.find((a) => a.network === "BASE" && a.asset === "USDC")?.contractAddress).toBe(
      "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913",
    )
  })
})
