// The wallet module, loaded on first use: wagmi stays out of the first screen's JavaScript. Both the off-ramp and
// buy-goods pay with it, so it belongs to neither journey's wiring.

export type { WalletOption } from "../../adapters/wagmiConfig.ts"
export { loadPaymentWallets, type PaymentWallets } from "../../adapters/walletService.ts"
