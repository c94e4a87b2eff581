// The Solana wallets adapter over the Wallet Standard: it offers the wallets that connect on a Solana chain (and,
// to pay, those that also sign and send on mainnet), including one that registers later; it gives the connected
// account's address, tells a refusal as a failure; and it pays with an SPL transfer the wallet can read, carrying
// the sandbox's stand-in blockhash on the sandbox and the RPC's recent one elsewhere, answering the signature in
// base58.
import { getBase58Decoder } from "@solana/kit"
import { getWallets } from "@wallet-standard/app"
import type { Wallet } from "@wallet-standard/base"
import { afterEach, describe, expect, it, vi } from "vitest"
import { solanaAddressWallets, solanaPaymentWallets } from "../../adapters/solanaWallets.ts"
import { readSplTransfer } from "../support/solanaTransfer.ts"

const addressOf = (byte: number) => getBase58Decoder().decode(new Uint8Array(32).fill(byte))
const seller = addressOf(7)
const deposit = addressOf(9)
const usdcMint = "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v"
const icon = "data:image/svg+xml;base64,PHN2Zy8+" as const

interface FakeOptions {
  readonly name: string
  readonly chains?: ReadonlyArray<`${string}:${string}`>
  readonly pays?: boolean
  readonly connects?: boolean
  readonly refuses?: boolean
}

/** A wallet as the Wallet Standard describes it; what it was asked to send is in `sent`. */
const fakeWallet = ({
  name,
  chains = ["solana:mainnet"],
  pays = true,
  connects = true,
  refuses = false,
}: FakeOptions) => {
  const sent: Array<{ chain: string; transaction: Uint8Array }> = []
  const account = { address: seller, publicKey: new Uint8Array(32).fill(7), chains, features: [] }
  const features: Record<string, unknown> = {}
  if (connects)
    features["standard:connect"] = {
      version: "1.0.0",
      connect: async () => {
        if (refuses) throw new Error("User rejected the request")
        return { accounts: [account] }
      },
    }
  if (pays)
    features["solana:signAndSendTransaction"] = {
      version: "1.0.0",
      supportedTransactionVersions: ["legacy", 0],
      signAndSendTransaction: async (input: { chain: string; transaction: Uint8Array }) => {
        sent.push({ chain: input.chain, transaction: input.transaction })
        return [{ signature: new Uint8Array(64) }]
      },
    }
  const wallet: Wallet = { version: "1.0.0", name, icon, chains, features, accounts: [] }
  return { wallet, sent }
}

const unregisters: Array<() => void> = []
const register = (wallet: Wallet) => unregisters.push(getWallets().register(wallet))

afterEach(() => {
  for (const unregister of unregisters.splice(0)) unregister()
  vi.unstubAllGlobals()
})

describe("Solana wallets", () => {
  it("offers the wallets that connect on Solana, one registering later too; to pay, those that send on mainnet", () => {
    register(fakeWallet({ name: "Phantom" }).wallet)
    register(fakeWallet({ name: "An EVM wallet", chains: ["eip155:1"] }).wallet)
    register(fakeWallet({ name: "No connect", connects: false }).wallet)
    register(fakeWallet({ name: "Devnet only", chains: ["solana:devnet"] }).wallet)
    register(fakeWallet({ name: "Address only", pays: false }).wallet)
    const wallets = solanaAddressWallets()
    expect(wallets.walletOptions().map((option) => option.name)).toEqual(["Phantom", "Devnet only", "Address only"])
    expect(solanaPaymentWallets("http://api.test").options()).toEqual([{ id: "Phantom", name: "Phantom", icon }])
    const heard: Array<ReadonlyArray<string>> = []
    const stop = wallets.watchWalletOptions((options) => heard.push(options.map((option) => option.name)))
    register(fakeWallet({ name: "Solflare" }).wallet)
    expect(heard).toEqual([["Phantom", "Devnet only", "Address only", "Solflare"]])
    stop()
  })

  it("gives the connected account's address; a refusal is a failure", async () => {
    register(fakeWallet({ name: "Phantom" }).wallet)
    register(fakeWallet({ name: "Refusing", refuses: true }).wallet)
    const wallets = solanaAddressWallets()
    expect(await wallets.addressFrom("Phantom")).toEqual({ ok: true, address: seller })
    expect(await wallets.addressFrom("Refusing")).toEqual({ ok: false, reason: "failed" })
    expect(await wallets.addressFrom("Gone")).toEqual({ ok: false, reason: "none" })
  })

  it("on the sandbox pays an SPL transfer with the stand-in blockhash, answering the signature in base58", async () => {
    vi.stubGlobal("fetch", async (url: string) =>
      url === "http://api.test/api/sandbox/settings" ? new Response("{}") : new Response("", { status: 500 }),
    )
    const phantom = fakeWallet({ name: "Phantom" })
    register(phantom.wallet)
    const wallets = solanaPaymentWallets("http://api.test")
    const heard: Array<string | undefined> = []
    const stop = wallets.watchAccount((account) => heard.push(account))
    expect(await wallets.connect("Phantom")).toBe(seller)
    const hash = await wallets.transfer({
      network: "SOLANA",
      token: usdcMint,
      to: deposit,
      value: 20_000_000n,
      decimals: 6,
    })
    expect(hash).toBe("1".repeat(64))
    expect(phantom.sent.map((sent) => sent.chain)).toEqual(["solana:mainnet"])
    expect(await readSplTransfer(phantom.sent[0]?.transaction ?? new Uint8Array())).toEqual({
      feePayer: seller,
      blockhash: "1".repeat(32),
      recipient: deposit,
      sender: seller,
      mint: usdcMint,
      amount: 20_000_000n,
      decimals: 6,
    })
    await wallets.disconnect()
    expect(wallets.account()).toBeUndefined()
    expect(heard).toEqual([seller, undefined])
    stop()
  })

  it("elsewhere asks the mainnet RPC for a recent blockhash", async () => {
    const recent = addressOf(5)
    const asked: Array<string> = []
    vi.stubGlobal("fetch", async (url: string, init?: RequestInit) => {
      asked.push(url)
      if (url !== "https://api.mainnet-beta.solana.com") return new Response("", { status: 404 })
      const { id, method } = JSON.parse(String(init?.body))
      expect(method).toBe("getLatestBlockhash")
      return Response.json({
        jsonrpc: "2.0",
        id,
        result: { context: { slot: 1 }, value: { blockhash: recent, lastValidBlockHeight: 300 } },
      })
    })
    const phantom = fakeWallet({ name: "Phantom" })
    register(phantom.wallet)
    const wallets = solanaPaymentWallets("https://api.example")
    await wallets.connect("Phantom")
    await wallets.transfer({ network: "SOLANA", token: usdcMint, to: deposit, value: 1n, decimals: 6 })
    expect(asked).toEqual(["https://api.example/api/sandbox/settings", "https://api.mainnet-beta.solana.com"])
    expect((await readSplTransfer(phantom.sent[0]?.transaction ?? new Uint8Array())).blockhash).toBe(recent)
  })
})
