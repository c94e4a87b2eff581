// Browser wallets through wagmi (spec 1 §2 "Get from {connector}"): the wallets the page offers (each one
// announced by EIP-6963, else the injected provider) and the address the chosen one gives. Loaded only when the
// Wallet step shows an EVM network, so the first screen carries no wallet library.
import { type Connector, connect, createConfig, getConnectors, injected, watchConnectors } from "@wagmi/core"
import { http } from "viem"
import { mainnet } from "viem/chains"
import { browserProbe, detectWalletApp, preferOwnWallet } from "./walletEnvironment.ts"

export interface WalletOption {
  readonly id: string
  readonly name: string
  readonly icon: string | undefined
}

// Asking a wallet for an address needs no chain of ours: the provider answers eth_requestAccounts itself.
const config = createConfig({
  chains: [mainnet],
  connectors: [injected()],
  transports: { [mainnet.id]: http() },
  multiInjectedProviderDiscovery: true,
  storage: null,
})

const hasProvider = (connector: Connector) =>
  connector.type !== "injected" || connector.id !== "injected" || "ethereum" in globalThis

/** The generic injected connector only when no wallet announced itself by name. */
const offered = (found: ReadonlyArray<Connector>): ReadonlyArray<WalletOption> => {
  // In a wallet app's browser its own provider comes first; in MiniPay it is the only one.
  const connectors = preferOwnWallet(found, detectWalletApp(browserProbe()))
  const named = connectors.filter((connector) => connector.id !== "injected")
  return (named.length > 0 ? named : connectors.filter(hasProvider)).map((connector) => ({
    id: connector.uid,
    name: connector.name,
    icon: connector.icon,
  }))
}

export const walletOptions = () => offered(getConnectors(config))

export const watchWalletOptions = (onChange: (options: ReadonlyArray<WalletOption>) => void) =>
  watchConnectors(config, { onChange: (connectors) => onChange(offered(connectors)) })

/** In MiniPay the wallet is MiniPay itself: its address, asked for at once; undefined elsewhere or when refused. */
export const ownWalletAddress = async (): Promise<string | undefined> => {
  if (detectWalletApp(browserProbe()) !== "minipay") return undefined
  const connector = getConnectors(config).find((c) => c.id === "injected")
  const outcome = connector ? await addressFrom(connector.uid) : undefined
  return outcome?.ok ? outcome.address : undefined
}

export type AddressOutcome =
  | { readonly ok: true; readonly address: string }
  | { readonly ok: false; readonly reason: "failed" | "none" }

/** Asks the wallet for its address; "none" when it gave no account. */
export const addressFrom = async (optionId: string): Promise<AddressOutcome> => {
  const connector = getConnectors(config).find((c) => c.uid === optionId)
  if (!connector) return { ok: false, reason: "none" }
  try {
    const { accounts } = await connect(config, { connector })
    const address = accounts[0]
    return address ? { ok: true, address } : { ok: false, reason: "none" }
  } catch (error) {
    // Already connected: the accounts it has are the answer.
    if (error instanceof Error && error.name === "ConnectorAlreadyConnectedError") {
      const accounts = await connector.getAccounts()
      return accounts[0] ? { ok: true, address: accounts[0] } : { ok: false, reason: "none" }
    }
    return { ok: false, reason: "failed" }
  }
}
