// Browser wallets as the Wallets service: asking a wallet for an address (wallets.ts) and paying from it
// (evmPayment.ts), both on the one wagmi configuration (wagmiConfig.ts). This file imports wagmi's modules only
// when a method is called, so the service sits on the app runtime while wagmi stays out of the first screen's
// JavaScript. The test layer takes fakes, and any method a test did not give fails loudly.
import { Context, Layer } from "effect"
import type { PaymentWallets } from "./evmPayment.ts"
import type { browserWallets } from "./wallets.ts"

export type BrowserWallets = Awaited<ReturnType<typeof browserWallets>>
export type { PaymentWallets } from "./evmPayment.ts"

export interface WalletModules {
  /** The wallets that can fill an address (the on-ramp's "Get from {connector}"). */
  readonly browserWallets: () => Promise<BrowserWallets>
  /** The wallets that can pay an order (off-ramp, buy-goods). */
  readonly paymentWallets: () => Promise<PaymentWallets>
}

/** `baseUrl` is the API host: it tells which chains the wallets use (the sandbox's, else the public ones). */
export const loadBrowserWallets = (baseUrl: string) =>
  import("./wallets.ts").then((module) => module.browserWallets(baseUrl))
export const loadPaymentWallets = (baseUrl: string) =>
  import("./evmPayment.ts").then((module) => module.paymentWallets(baseUrl))

const unstubbed = (name: string) => () => Promise.reject(new Error(`Wallets.${name} was not given to the test layer`))

export class Wallets extends Context.Service<Wallets, WalletModules>()("adapters/Wallets") {
  static readonly layer = (baseUrl: string) =>
    Layer.succeed(Wallets, {
      browserWallets: () => loadBrowserWallets(baseUrl),
      paymentWallets: () => loadPaymentWallets(baseUrl),
    })
  static readonly test = (fakes: Partial<WalletModules>) =>
    Layer.succeed(Wallets, {
      browserWallets: fakes.browserWallets ?? unstubbed("browserWallets"),
      paymentWallets: fakes.paymentWallets ?? unstubbed("paymentWallets"),
    })
}
