// The Wallets service's test layer: a test gives the wallet fakes it needs, and a journey that reaches for one it
// was not given fails loudly instead of silently doing nothing.
import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { type BrowserWallets, Wallets } from "../../adapters/walletService.ts"

const noWallets: BrowserWallets = {
  walletOptions: () => [],
  watchWalletOptions: () => () => undefined,
  ownWalletAddress: async () => undefined,
  addressFrom: async () => ({ ok: false, reason: "none" }),
}

describe("the Wallets test layer", () => {
  it("answers with the fakes it was given", async () => {
    const wallets = Effect.runSync(
      Effect.provide(Effect.service(Wallets), Wallets.test({ browserWallets: async () => noWallets })),
    )
    expect((await wallets.browserWallets("evm")).walletOptions()).toEqual([])
  })
  it("refuses a method the test did not give, naming it", async () => {
    const wallets = Effect.runSync(Effect.provide(Effect.service(Wallets), Wallets.test({})))
    await expect(wallets.paymentWallets("evm")).rejects.toThrow("Wallets.paymentWallets")
  })
})
