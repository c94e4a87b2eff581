// TON wallets through TON Connect (@tonconnect/sdk): the wallets injected in the page (a wallet's browser or
// extension, or Telegram's own, each under its JS-bridge key) and the address the chosen one gives, on mainnet.
// Loaded only when the Wallet step shows TON, so the first screen carries no wallet library.
import {
  CHAIN,
  isWalletInfoCurrentlyEmbedded,
  isWalletInfoCurrentlyInjected,
  TonConnect,
  toUserFriendlyAddress,
  type Wallet,
  type WalletInfo,
} from "@tonconnect/sdk"
import { tonConnectManifestPath } from "../schema/tonApi.ts"
import type { WalletOption } from "./wagmiConfig.ts"
import type { AddressOutcome } from "./wallets.ts"

/** The wallets injected in the page, as the wallet buttons offer them. */
export const offeredTonWallets = (wallets: ReadonlyArray<WalletInfo>): ReadonlyArray<WalletOption> =>
  wallets.filter(isWalletInfoCurrentlyInjected).map((wallet) => ({
    id: wallet.jsBridgeKey,
    name: wallet.name,
    // The wallets list names icons on the wallets' own sites, which the page's CSP does not load (img-src): only an
    // icon the wallet carries itself is shown, as EIP-6963 wallets' are.
    icon: wallet.imageUrl.startsWith("data:image/") ? wallet.imageUrl : undefined,
  }))

/** One connector per page: TON Connect keeps its session in localStorage, so a wallet connected once stays so. */
let connector: TonConnect | undefined
export const tonConnector = (origin: string) => {
  if (connector) return connector
  connector = new TonConnect({
    // The page's own manifest (server/http/tonConnectManifest.ts), which wallets show when they ask the user.
    manifestUrl: `${origin}${tonConnectManifestPath}`,
    analytics: { mode: "off" },
  })
  // A wallet on testnet cannot pay a mainnet order: the SDK refuses its connection (WalletWrongNetworkError). Set
  // once, before any connection: the SDK throws when it is set while a wallet is connected.
  connector.setConnectionNetwork(CHAIN.MAINNET)
  return connector
}

/** Connects the injected wallet under `jsBridgeKey`; answers its account, or fails as the wallet answered. */
export const connectTon = (connector: TonConnect, jsBridgeKey: string) =>
  new Promise<Wallet>((resolve, reject) => {
    if (connector.wallet) {
      resolve(connector.wallet)
      return
    }
    const stop = connector.onStatusChange(
      (wallet) => {
        if (!wallet) return
        stop()
        resolve(wallet)
      },
      (error) => {
        stop()
        reject(error)
      },
    )
    connector.connect({ jsBridgeKey })
  })

/** The TON wallets that can give an address (the on-ramp's "Get from {connector}"). */
export const tonAddressWallets = async (origin: string) => {
  const connector = tonConnector(origin)
  await connector.restoreConnection().catch(() => undefined)
  const options = offeredTonWallets(await connector.getWallets())
  const addressFrom = async (optionId: string): Promise<AddressOutcome> => {
    try {
      const wallet = await connectTon(connector, optionId)
      // As wallets show their own address: non-bounceable, URL-safe base64 (UQ…).
      return { ok: true, address: toUserFriendlyAddress(wallet.account.address) }
    } catch {
      return { ok: false, reason: "failed" }
    }
  }
  return {
    walletOptions: () => options,
    // The injected wallets are there when the page loads: the list does not change afterwards.
    watchWalletOptions: (_onChange: (options: ReadonlyArray<WalletOption>) => void) => () => undefined,
    /** Inside a wallet's own browser (Telegram's wallet, Tonkeeper's browser) its address is asked for at once. */
    ownWalletAddress: async (): Promise<string | undefined> => {
      const own = (await connector.getWallets()).find(isWalletInfoCurrentlyEmbedded)
      if (!own) return undefined
      const outcome = await addressFrom(own.jsBridgeKey)
      return outcome.ok ? outcome.address : undefined
    },
    addressFrom,
  }
}
