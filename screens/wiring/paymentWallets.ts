// The wallet module, loaded on first use: wagmi stays out of the first screen's JavaScript. Both the off-ramp and
// buy-goods pay with it, so it belongs to neither journey's wiring.
export const loadPaymentWallets = (baseUrl: string) =>
  import("../../adapters/evmPayment.ts").then((module) => module.paymentWallets(baseUrl))
export type PaymentWallets = Awaited<ReturnType<typeof loadPaymentWallets>>
export type { WalletOption } from "../../adapters/evmPayment.ts"
