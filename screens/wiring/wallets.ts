// The browser-wallet adapter, loaded on first use: wagmi stays out of the first screen's JavaScript.
export const loadWallets = () => import("../../adapters/wallets.ts")
export type WalletsModule = Awaited<ReturnType<typeof loadWallets>>
export type { WalletOption } from "../../adapters/wallets.ts"
