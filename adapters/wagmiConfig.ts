// The widget's one wagmi configuration, shared by asking a wallet for its address (wallets.ts, the on-ramp) and
// paying from it (evmPayment.ts, the off-ramp and buy-goods), so a wallet connected on one step is the same wallet
// on the next. Its chains are the sandbox's (GET /api/sandbox/chains: one local node for every EVM network) when the
// server is the sandbox, else the public networks. Loaded only with those modules: the first screen carries no
// wallet library.
import { type Config, type Connector, createConfig, injected } from "@wagmi/core"
import { type Chain, defineChain, http } from "viem"
import { arbitrum, avalanche, base, bsc, celo, lisk, mainnet, optimism, polygon } from "viem/chains"
import type { Network } from "../schema/enums.ts"
import type { SandboxChain } from "../schema/sandbox.ts"
import { browserProbe, detectWalletApp, preferOwnWallet } from "./walletEnvironment.ts"

export interface WalletOption {
  readonly id: string
  readonly name: string
  readonly icon: string | undefined
}

export interface WalletChains {
  readonly byNetwork: Partial<Record<Network, Chain>>
  readonly config: Config
}

/** The EVM networks' public chains (the sandbox runs one local chain for all of them instead). */
export const publicChains: Partial<Record<Network, Chain>> = {
  ETHEREUM: mainnet,
  BNB: bsc,
  POLYGON: polygon,
  ARBITRUM: arbitrum,
  AVALANCHE: avalanche,
  CELO: celo,
  OPTIMISM: optimism,
  BASE: base,
  LISK: lisk,
}

const sandboxChains = async (baseUrl: string): Promise<ReadonlyArray<SandboxChain> | undefined> => {
  try {
    const answer = await fetch(`${baseUrl}/api/sandbox/chains`, { headers: { "x-web": "1" } })
    return answer.ok ? ((await answer.json()) as ReadonlyArray<SandboxChain>) : undefined
  } catch {
    return undefined
  }
}

const makeChains = async (baseUrl: string): Promise<WalletChains> => {
  const sandbox = await sandboxChains(baseUrl)
  const byNetwork: Partial<Record<Network, Chain>> = sandbox
    ? Object.fromEntries(
        sandbox.map((c) => [
          c.network,
          defineChain({
            id: c.chainId,
            name: `Sandbox ${c.network}`,
            nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
            rpcUrls: { default: { http: [c.rpcUrl] } },
          }),
        ]),
      )
    : publicChains
  const unique = [...new Map(Object.values(byNetwork).map((chain) => [chain.id, chain])).values()]
  const [first, ...rest] = unique
  const config = createConfig({
    chains: [first ?? mainnet, ...rest],
    connectors: [injected()],
    transports: Object.fromEntries(unique.map((chain) => [chain.id, http()])),
    multiInjectedProviderDiscovery: true,
    storage: null,
  })
  return { byNetwork, config }
}

let chains: Promise<WalletChains> | undefined
/** The configuration, made once per page; a failed attempt is made again by the next caller. */
export const wagmiConfig = (baseUrl: string): Promise<WalletChains> => {
  chains ??= makeChains(baseUrl).catch((error: unknown) => {
    chains = undefined
    throw error
  })
  return chains
}

const hasProvider = (connector: Connector) =>
  connector.type !== "injected" || connector.id !== "injected" || "ethereum" in globalThis

/** The wallets to offer: the generic injected connector only when no wallet announced itself by name; in a wallet
 * app's browser its own provider first, in MiniPay only MiniPay's. */
export const offeredWallets = (found: ReadonlyArray<Connector>): ReadonlyArray<WalletOption> => {
  const connectors = preferOwnWallet(found, detectWalletApp(browserProbe()))
  const named = connectors.filter((connector) => connector.id !== "injected")
  return (named.length > 0 ? named : connectors.filter(hasProvider)).map((connector) => ({
    id: connector.uid,
    name: connector.name,
    icon: connector.icon,
  }))
}
