// Texts of the home page (/welcome, spec 1 §2 "home"): what the widget does (spec 1 §1, in a visitor's words), the
// Buy and Sell entries and the payment methods of the visitor's country. The channel names are paymentChannelTitle
// (labels.ts); the rest are ours.

export const welcomeLabels = {
  intro:
    "Buy stablecoins with local money, or sell them for local money. You pay an agent by mobile money, airtime, bank or paybill and receive the crypto in your own wallet, on the network you choose; or you send crypto from your wallet and are paid out.",
  entriesTitle: "What would you like to do?",
  buy: "Buy crypto",
  buyText: "Pay in local money, receive stablecoins in your wallet.",
  sell: "Sell crypto",
  sellText: "Send stablecoins from your wallet, receive local money.",
  country: "Country",
  methods: "Payment methods",
  methodsTitle: (country: string) => `Payment methods in ${country}`,
  toBuy: "To buy",
  toSell: "To sell",
  carriers: (names: string) => `Carriers: ${names}`,
  banks: (names: string) => `Banks: ${names}`,
  noneToBuy: (country: string) => `Buying is not available in ${country} at the moment.`,
  noneToSell: (country: string) => `Selling is not available in ${country} at the moment.`,
  loadingMethods: "Loading payment methods…",
  methodsFailed: "The payment methods could not be loaded.",
  rewardsTitle: "Rewards",
  rewardAssets: (assets: string) => `When you buy ${assets}`,
  howTitle: "How it works",
  how: [
    "Choose what you pay with and how much.",
    "Give the wallet address that receives the crypto.",
    "Sign in with your e-mail; larger amounts need an ID check.",
    "Pay the agent and follow your order until it is complete.",
  ],
} as const
