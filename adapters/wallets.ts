// Browser wallets through wagmi (spec 1 §2 "Get from {connector}"): the wallets the page offers (each one
// announced by EIP-6963, else the injected provider) and the address the chosen one gives, on the widget's one
// wagmi configuration (wagmiConfig.ts). Loaded only when the Wallet step shows an EVM network, so the first screen
// carries no wallet library.
import { connect, getConnectors, watchConnectors } from "@wagmi/core"
import { offeredWallets, wagmiConfig } from "./wagmiConfig.ts"
import { browserProbe, detectWalletApp } from "./walletEnvironment.ts"

export type { WalletOption } from "./wagmiConfig.ts"

export type AddressOutcome =
  | { readonly ok: true; readonly address: string }
  | { readonly ok: false; readonly reason: "failed" | "none" }

/** The wallets that can give an address; `baseUrl` is the API host (it says which chains the configuration has). */
export const browserWallets = async (baseUrl: string) => {
  const { config } = await wagmiConfig(baseUrl)

  /** Asks the wallet for its address; "none" when it gave no account. Asking a wallet for an address needs no
   * chain of ours: the provider answers eth_requestAccounts itself. */
  const addressFrom = async (optionId: string): Promise<AddressOutcome> => {
    const connector = getConnectors(config).find((c) => c.uid === optionId)
    if (!connector) return { ok: false, reason: "none" }
    try {
      const { accounts } = await connect(config, { connector })
      const address = accounts[0]
      return address ? { ok: true, address } : { ok: false, reason: "none" }
    } catch (error) {
      // Already connected (here or on the pay step): the accounts it has are the answer.
      if (error instanceof Error && error.name === "ConnectorAlreadyConnectedError") {
        const accounts = await connector.getAccounts()
        return accounts[0] ? { ok: true, address: accounts[0] } : { ok: false, reason: "none" }
      }
      return { ok: false, reason: "failed" }
    }
  }

  return {
    walletOptions: () => offeredWallets(getConnectors(config)),
    watchWalletOptions: (onChange: (options: ReturnType<typeof offeredWallets>) => void) =>
      watchConnectors(config, { onChange: (connectors) => onChange(offeredWallets(connectors)) }),
    /** In MiniPay the wallet is MiniPay itself: its address, asked for at once; undefined elsewhere or when refused. */
    ownWalletAddress: async (): Promise<string | undefined> => {
      if (detectWalletApp(browserProbe()) !== "minipay") return undefined
      const connector = getConnectors(config).find((c) => c.id === "injected")
      const outcome = connector ? await addressFrom(connector.uid) : undefined
      return outcome?.ok ? outcome.address : undefined
    },
    addressFrom,
  }
}
