// Browser wallets as the Wallets service: asking a wallet for an address and paying from it. Each wallet family
// (schema/walletFamilies.ts: EVM, TON...) has its adapter behind the same shape: EVM wallets through wagmi
// (wallets.ts, evmPayment.ts), TON wallets through TON Connect (tonConnect.ts, tonPayment.ts), TRON wallets through
// TronLink (tronLink.ts), Solana wallets through the Wallet Standard (solanaWallets.ts). This file imports an adapter
// only when a method is called, so the service sits on the app runtime while no wallet library is in the first
// screen's JavaScript. The test layer takes fakes, and any method a test did not give fails loudly.
import { Context, Layer } from "effect"
import type { WalletFamily } from "../schema/walletFamilies.ts"
import type { PaymentWallets } from "./evmPayment.ts"
import type { WalletOption } from "./wagmiConfig.ts"
import type { AddressOutcome } from "./wallets.ts"

/** The wallets of one family that can fill an address (the on-ramp's "Get from {connector}"). */
export interface BrowserWallets {
  readonly walletOptions: () => ReadonlyArray<WalletOption>
  readonly watchWalletOptions: (onChange: (options: ReadonlyArray<WalletOption>) => void) => () => void
  /** Inside a wallet's own app (MiniPay, a TON wallet's browser) its address, asked for at once; else undefined. */
  readonly ownWalletAddress: () => Promise<string | undefined>
  readonly addressFrom: (optionId: string) => Promise<AddressOutcome>
}
export type { PaymentWallets } from "./evmPayment.ts"

export interface WalletModules {
  /** The wallets that can fill an address (the on-ramp's "Get from {connector}"). */
  readonly browserWallets: (family: WalletFamily) => Promise<BrowserWallets>
  /** The wallets that can pay an order (off-ramp, buy-goods) on a network of `family`. */
  readonly paymentWallets: (family: WalletFamily) => Promise<PaymentWallets>
}

/** `baseUrl` is the API host: it tells which chains the wallets use (the sandbox's, else the public ones). */
export const loadBrowserWallets = (baseUrl: string, family: WalletFamily): Promise<BrowserWallets> => {
  switch (family) {
    case "evm":
      return import("./wallets.ts").then((module) => module.browserWallets(baseUrl))
    case "ton":
      return import("./tonConnect.ts").then((module) => module.tonAddressWallets(baseUrl))
    case "tron":
      return import("./tronLink.ts").then((module) => module.tronAddressWallets())
    case "solana":
      return import("./solanaWallets.ts").then((module) => module.solanaAddressWallets())
  }
}

/** What the Pay step asks of chains, for a family whose wallet pays on the network it is on (TRON, Solana, TON):
 * no chain to read or switch to. */
export const noChainSwitch = (family: string) =>
  ({
    chain: () => undefined,
    watchChain: () => () => undefined,
    chainOf: () => undefined,
    chainName: async (chainId: number) => String(chainId),
    switchTo: () => Promise.reject(new Error(`a ${family} wallet has no chain to switch`)),
  }) satisfies Partial<PaymentWallets>

export const loadPaymentWallets = (baseUrl: string, family: WalletFamily): Promise<PaymentWallets> => {
  switch (family) {
    case "evm":
      return import("./evmPayment.ts").then((module) => module.paymentWallets(baseUrl))
    case "ton":
      return import("./tonPayment.ts").then((module) => module.tonPaymentWallets(baseUrl))
    case "tron":
      return import("./tronLink.ts").then((module) => module.tronPaymentWallets())
    case "solana":
      return import("./solanaWallets.ts").then((module) => module.solanaPaymentWallets(baseUrl))
  }
}

const unstubbed = (name: string) => () => Promise.reject(new Error(`Wallets.${name} was not given to the test layer`))

export class Wallets extends Context.Service<Wallets, WalletModules>()("adapters/Wallets") {
  static readonly layer = (baseUrl: string) =>
    Layer.succeed(Wallets, {
      browserWallets: (family) => loadBrowserWallets(baseUrl, family),
      paymentWallets: (family) => loadPaymentWallets(baseUrl, family),
    })
  static readonly test = (fakes: Partial<WalletModules>) =>
    Layer.succeed(Wallets, {
      browserWallets: fakes.browserWallets ?? unstubbed("browserWallets"),
      paymentWallets: fakes.paymentWallets ?? unstubbed("paymentWallets"),
    })
}
