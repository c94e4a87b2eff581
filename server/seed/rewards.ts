// The sandbox's reward campaigns and promotions.
export const seedRewards = [
  {
    id: "first-order-cusd",
    reward: "1 CUSD on your first order of 20 USD or more",
    termsUrl: "https://pay-widget.example/rewards/first-order",
    termsTitle: "First order reward terms",
    minOrderUsd: "20",
    rewardAsset: "CUSD",
    rewardAmountPerUser: "1",
    orderAssets: JSON.stringify(["CUSD", "USDC", "USDT"]),
    countryIsoCodes: JSON.stringify(["KE", "NG", "GH", "UG"]),
  },
] as const

export const seedPromotions = [
  {
    id: "zero-fee-weekend",
    icon: "/favicon.svg",
    description: "No agent fee on weekends for M-Pesa orders",
    detailsUrl: "https://pay-widget.example/promotions/zero-fee-weekend",
    detailsText: "Details",
    countryIsoCodes: JSON.stringify(["KE"]),
    // M-Pesa is Safaricom's: the promotion shows for that carrier only, not Airtel Money or a bank.
    carrierCodes: JSON.stringify(["safaricom"]),
  },
] as const
