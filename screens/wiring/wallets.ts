// The browser-wallet adapter of a family, loaded on first use: no wallet library is in the first screen's JavaScript.
import { loadBrowserWallets } from "../../adapters/walletService.ts"
import type { WalletFamily } from "../../schema/walletFamilies.ts"

export const loadWallets = (family: WalletFamily) => loadBrowserWallets(window.location.origin, family)
export type { WalletOption } from "../../adapters/wagmiConfig.ts"
export type { BrowserWallets as WalletsModule } from "../../adapters/walletService.ts"
