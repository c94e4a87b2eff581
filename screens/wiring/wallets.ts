// The browser-wallet adapter, loaded on first use: wagmi stays out of the first screen's JavaScript.
import { loadBrowserWallets } from "../../adapters/walletService.ts"

export const loadWallets = () => loadBrowserWallets(window.location.origin)
export type WalletsModule = Awaited<ReturnType<typeof loadWallets>>
export type { WalletOption } from "../../adapters/wagmiConfig.ts"
