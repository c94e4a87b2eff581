// Paying an off-ramp order from a browser wallet through wagmi (spec 2 §2 Off-ramp pay): the wallets the page offers
// (EIP-6963, else the injected provider), the connected account, and the ERC-20 transfer to the order's deposit
// address, on the widget's one wagmi configuration (wagmiConfig.ts). Loaded only by the pay step, so the first
// screen carries no wallet library.
import {
  type Config,
  connect,
  disconnect,
  getConnection,
  getConnectors,
  switchChain,
  watchConnection,
  watchConnectors,
  writeContract,
} from "@wagmi/core"
import { type Chain, erc20Abi } from "viem"
import type { Network } from "../schema/enums.ts"
import { offrampPayLabels } from "../schema/offrampLabels.ts"
import { offeredWallets, publicChains, type WalletOption, wagmiConfig } from "./wagmiConfig.ts"
import { browserProbe, detectWalletApp } from "./walletEnvironment.ts"

export type { WalletOption } from "./wagmiConfig.ts"

export interface PaymentWallets {
  readonly options: () => ReadonlyArray<WalletOption>
  readonly watchOptions: (onChange: (options: ReadonlyArray<WalletOption>) => void) => () => void
  /** The connected account's address, as it changes (undefined when none). */
  readonly watchAccount: (onChange: (address: string | undefined) => void) => () => void
  readonly account: () => string | undefined
  /** The chain the connected wallet is on, as it changes (undefined when none is connected). */
  readonly watchChain: (onChange: (chainId: number | undefined) => void) => () => void
  readonly chain: () => number | undefined
  /** The chain an order on `network` is paid on, in this configuration (undefined: no browser wallet pays there). */
  readonly chainOf: (network: Network) => number | undefined
  /** A chain's name for the user: a network the widget knows, else any chain viem knows, else its number. */
  readonly chainName: (chainId: number) => Promise<string>
  /** Asks the connected wallet to move to the chain of `network` (wallet_switchEthereumChain). */
  readonly switchTo: (network: Network) => Promise<void>
  readonly connect: (optionId: string) => Promise<string>
  readonly disconnect: () => Promise<void>
  /** Sends `amount` of the token to `to` from the connected wallet; answers the transaction hash. */
  readonly transfer: (request: {
    readonly network: Network
    readonly token: string
    readonly to: string
    /** In the token's base units. */
    readonly value: bigint
    /** The token's decimals (a Solana transfer names them: transferChecked). */
    readonly decimals: number
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
  const { config, byNetwork } = await wagmiConfig(baseUrl)
  const account = () => getConnection(config).address
  await connectMiniPay(config, Object.values(byNetwork)[0]?.id)
  return {
    options: () => offeredWallets(getConnectors(config)),
    watchOptions: (onChange) =>
      watchConnectors(config, { onChange: (connectors) => onChange(offeredWallets(connectors)) }),
    account,
    watchAccount: (onChange) => watchConnection(config, { onChange: (connection) => onChange(connection.address) }),
    watchChain: (onChange) => watchConnection(config, { onChange: (connection) => onChange(connection.chainId) }),
    chain: () => getConnection(config).chainId,
    chainOf: (network) => byNetwork[network]?.id,
    chainName: async (chainId) => {
      const known = Object.values(publicChains).find((chain) => chain.id === chainId)
      if (known) return known.name
      // viem's list of every chain, fetched only when a wallet sits on a chain the widget does not pay on.
      const everyChain: Record<string, unknown> = await import("viem/chains").catch(() => ({}))
      const found = Object.values(everyChain).find(
        (chain): chain is Chain => typeof chain === "object" && chain !== null && (chain as Chain).id === chainId,
      )
      return found?.name ?? offrampPayLabels.unknownChain(chainId)
    },
    switchTo: async (network) => {
      const chain = byNetwork[network]
      if (!chain) throw new Error(`no chain for ${network}`)
      await switchChain(config, { chainId: chain.id })
    },
    // The wallet stays on its own chain when it connects: the pay step names a chain the order is not on and offers
    // the switch to the order's (spec 2 §8 'Unsupported network ({name})').
    connect: async (optionId) => {
      const connector = getConnectors(config).find((c) => c.uid === optionId)
      if (!connector) throw new Error("no such wallet")
      const { accounts } = await connect(config, { connector })
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
