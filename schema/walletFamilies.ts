// Which kind of wallet pays or gives an address on a network: the family follows the chosen network, so the wallet
// charts stay one chart and only the adapter behind them changes (adapters/walletService.ts).
import { evmNetworks, type Network } from "./enums.ts"

export type WalletFamily = "evm" | "ton" | "solana" | "tron"

/** The family of wallets a page can ask on `network`; undefined where no browser wallet is offered (STELLAR, XRP). */
export const walletFamilyOf = (network: Network): WalletFamily | undefined => {
  if (evmNetworks.includes(network)) return "evm"
  if (network === "TON") return "ton"
  if (network === "SOLANA") return "solana"
  if (network === "TRON") return "tron"
  return undefined
}

/** Whether a wallet in the page can pay an order on `network`: EVM wallets (wagmi), TON Connect wallets, TronLink
 * and Solana's Wallet Standard wallets do; on the other networks the user sends from their own wallet and gives the
 * hash. */
export const walletPaysOn = (network: Network): boolean => walletFamilyOf(network) !== undefined
