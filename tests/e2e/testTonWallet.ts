// The TON wallet of the browser tests: a wallet injected in the page under a TON Connect JS-bridge key, as a
// wallet's browser or extension injects it (window.<key>.tonconnect, TON Connect's injected-wallet protocol). Its
// key is Tonkeeper's, one the widget's TON Connect knows without reading the public wallets list.
import type { Page } from "@playwright/test"

export interface TestTonWalletOptions {
  /** The account it answers with, in raw form (0:<64 hex>); null: it refuses to connect. */
  readonly rawAddress: string | null
  /** The TON network it is on: -239 mainnet (the default), -3 testnet. */
  readonly network?: string
}

/** Installs the wallet before the page's scripts run. */
export const injectTestTonWallet = (page: Page, options: TestTonWalletOptions) =>
  page.addInitScript(
    ({ rawAddress, network }) => {
      const device = {
        platform: "browser",
        appName: "Tonkeeper",
        appVersion: "4.0.0",
        maxProtocolVersion: 2,
        features: ["SendTransaction", { name: "SendTransaction", maxMessages: 4 }],
      }
      let id = 0
      const refusal = () => ({ event: "connect_error", id: id++, payload: { code: 300, message: "User declined" } })
      const connected = () => ({
        event: "connect",
        id: id++,
        payload: {
          items: [{ name: "ton_addr", address: rawAddress, network, publicKey: "00".repeat(32), walletStateInit: "" }],
          device,
        },
      })
      let connectedOnce = false
      Object.assign(window, {
        tonkeeper: {
          tonconnect: {
            deviceInfo: device,
            protocolVersion: 2,
            isWalletBrowser: false,
            connect: async () => {
              if (!rawAddress) return refusal()
              connectedOnce = true
              return connected()
            },
            restoreConnection: async () => (connectedOnce && rawAddress ? connected() : refusal()),
            send: async (message: { id: string }) => ({
              id: message.id,
              error: { code: 400, message: "Method not supported" },
            }),
            listen: () => () => undefined,
          },
        },
      })
    },
    { rawAddress: options.rawAddress, network: options.network ?? "-239" },
  )
