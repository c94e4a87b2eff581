// The TronLink adapter over the provider TronLink injects: offered only when it is in the page, the address the
// user allows, a refusal told as a failure, and the TRC-20 transfer sent through TronWeb answering its id.
import { afterEach, describe, expect, it } from "vitest"
import { tronAddressWallets, tronPaymentWallets } from "../../adapters/tronLink.ts"

const address = "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t"

/** A TronLink as its extension injects it, answering the connection with `code` (200 allowed, 4001 refused). */
const injectTronLink = (code: number) => {
  const sent: Array<{ token: string; to: string; amount: string }> = []
  const tronWeb = {
    defaultAddress: { base58: false as string | false },
    contract: () => ({
      at: async (token: string) => ({
        transfer: (to: string, amount: string) => ({
          send: async () => {
            sent.push({ token, to, amount })
            return "ab".repeat(32)
          },
        }),
      }),
    }),
  }
  const tronLink = {
    tronWeb,
    request: async ({ method }: { method: string }) => {
      if (method !== "tron_requestAccounts") throw new Error(method)
      if (code === 200) tronWeb.defaultAddress.base58 = address
      return { code }
    },
  }
  Object.assign(globalThis, { window: { tronLink, tronWeb } })
  return sent
}

afterEach(() => {
  Reflect.deleteProperty(globalThis, "window")
})

describe("TronLink", () => {
  it("is not offered when the page has no TronLink", () => {
    Object.assign(globalThis, { window: {} })
    expect(tronAddressWallets().walletOptions()).toEqual([])
    expect(tronPaymentWallets().options()).toEqual([])
  })

  it("gives the address the user allows, and a refusal is a failure", async () => {
    injectTronLink(200)
    const wallets = tronAddressWallets()
    expect(wallets.walletOptions().map((option) => option.name)).toEqual(["TronLink"])
    expect(await wallets.addressFrom("tronlink")).toEqual({ ok: true, address })
    injectTronLink(4001)
    expect(await tronAddressWallets().addressFrom("tronlink")).toEqual({ ok: false, reason: "failed" })
  })

  it("pays: connects, sends the TRC-20 transfer in base units, answers the transaction id; Disconnect forgets", async () => {
    const sent = injectTronLink(200)
    const wallets = tronPaymentWallets()
    const heard: Array<string | undefined> = []
    const stop = wallets.watchAccount((account) => heard.push(account))
    expect(await wallets.connect("tronlink")).toBe(address)
    expect(wallets.account()).toBe(address)
    const hash = await wallets.transfer({
      network: "TRON",
      token: "TToken",
      to: "TDeposit",
      value: 20_000_000n,
      decimals: 6,
    })
    expect(hash).toBe("ab".repeat(32))
    expect(sent).toEqual([{ token: "TToken", to: "TDeposit", amount: "20000000" }])
    await wallets.disconnect()
    expect(wallets.account()).toBeUndefined()
    expect(heard).toEqual([address, undefined])
    stop()
  })

  it("refuses to connect when the user rejects", async () => {
    injectTronLink(4001)
    await expect(tronPaymentWallets().connect("tronlink")).rejects.toThrow()
  })
})
