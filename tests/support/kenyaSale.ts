// A sale in Kenya as the sandbox pays it out (M-Pesa, mobile money) and the details a seller gives for it: shared by
// the server tests (tests/support/offramp.ts) and the browser's path replay (tests/paths/charts/offrampStatus.ts),
// which cannot load vitest's helpers beside Playwright's.
export const kenyaSale = { paymentChannel: "mobile_money", countryIsoCode: "KE", network: "CELO", asset: "USDC" }
export const mobileMoneyDetails = { carrierCode: "safaricom", phoneNumber: "0712 345 678", accountName: "Amina Otieno" }
