// Paying an off-ramp order from a browser wallet through wagmi (spec 2 §2 Off-ramp pay): the wallets the page offers
// (EIP-6963, else the injected provider), the connected account, and the ERC-20 transfer to the order's deposit
// address. The chains are the sandbox's (GET /api/sandbox/chains: one local node for every EVM network) when the
// server is the sandbox, else the public networks. Loaded only by the pay step, so the first screen carries no
// wallet library.
import {
  type Config,
  type Connector,
  connect,
  createConfig,
  disconnect,
  getConnection,
  getConnectors,
  injected,
  switchChain,
  watchConnection,
  watchConnectors,
  writeContract,
} from "@wagmi/core"
import { type Chain, defineChain, erc20Abi, http } from "viem"
import { arbitrum, avalanche, base, bsc, celo, lisk, mainnet, optimism, polygon } from "viem/chains"
import type { Network } from "../schema/enums.ts"
import type { SandboxChain } from "../schema/sandbox.ts"
import { browserProbe, detectWalletApp, preferOwnWallet } from "./walletEnvironment.ts"

export interface WalletOption {
  readonly id: string
  readonly name: string
  readonly icon: string | undefined
}

const publicChains: Partial<Record<Network, Chain>> = {
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

interface Chains {
  readonly byNetwork: Partial<Record<Network, Chain>>
  readonly config: Config
}

const sandboxChains = async (baseUrl: string): Promise<ReadonlyArray<SandboxChain> | undefined> => {
  try {
    const answer = await fetch(`${baseUrl}/api/sandbox/chains`, { headers: { "x-web": "1" } })
    return answer.ok ? ((await answer.json()) as ReadonlyArray<SandboxChain>) : undefined
  } catch {
    return undefined
  }
}

const makeChains = async (baseUrl: string): Promise<Chains> => {
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

let chains: Promise<Chains> | undefined
const ready = (baseUrl: string) => {
  chains ??= makeChains(baseUrl)
  return chains
}

const hasProvider = (connector: Connector) =>
  connector.type !== "injected" || connector.id !== "injected" || "ethereum" in globalThis

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

export interface PaymentWallets {
  readonly options: () => ReadonlyArray<WalletOption>
  readonly watchOptions: (onChange: (options: ReadonlyArray<WalletOption>) => void) => () => void
  /** The connected account's address, as it changes (undefined when none). */
  readonly watchAccount: (onChange: (address: string | undefined) => void) => () => void
  readonly account: () => string | undefined
  readonly connect: (optionId: string) => Promise<string>
  readonly disconnect: () => Promise<void>
  /** Sends `amount` of the token to `to` from the connected wallet; answers the transaction hash. */
  readonly transfer: (request: {
    readonly network: Network
    readonly token: string
    readonly to: string
    /** In the token's base units. */
    readonly value: bigint
  }) => Promise<string>
}

/** MiniPay pays from its own wallet: it is connected at once, so the pay step shows it and no list of wallets. */
const connectMiniPay = async (config: Config, chainId: number | undefined) => {
  if (detectWalletApp(browserProbe()) !== "minipay" || getConnection(config).address) return
  const connector = getConnectors(config).find((c) => c.id === "injected")
  if (!connector) return
  try {
    await connect(config, { connector, ...(chainId ? { chainId } : {}) })
  } catch {
    // Refused: the pay step offers MiniPay's button instead.
  }
}

export const paymentWallets = async (baseUrl: string): Promise<PaymentWallets> => {
  const { config, byNetwork } = await ready(baseUrl)
  const account = () => getConnection(config).address
  await connectMiniPay(config, Object.values(byNetwork)[0]?.id)
  return {
    options: () => offered(getConnectors(config)),
    watchOptions: (onChange) => watchConnectors(config, { onChange: (connectors) => onChange(offered(connectors)) }),
    account,
    watchAccount: (onChange) => watchConnection(config, { onChange: (connection) => onChange(connection.address) }),
    connect: async (optionId) => {
      const connector = getConnectors(config).find((c) => c.uid === optionId)
      if (!connector) throw new Error("no such wallet")
      const chainId = Object.values(byNetwork)[0]?.id
      const { accounts } = await connect(config, { connector, ...(chainId ? { chainId } : {}) })
      const address = accounts[0]
      if (!address) throw new Error("no account")
      return address
    },
    disconnect: () => disconnect(config),
    transfer: async ({ network, token, to, value }) => {
      const chain = byNetwork[network]
      if (!chain) throw new Error(`no chain for ${network}`)
      if (getConnection(config).chainId !== chain.id) await switchChain(config, { chainId: chain.id })
      return writeContract(config, {
        chainId: chain.id,
        address: token as `0x${string}`,
        abi: erc20Abi,
        functionName: "transfer",
        args: [to as `0x${string}`, value],
      })
    },
  }
}
