// The terms of the widget's three partners (spec 1 §2 "three partner terms pages, two of which are /ckes-terms and
// /lisk-terms"; the third is /cghs-terms). The spec gives no text: these are the sandbox's own terms, written for its
// made-up partners, and each page says so.

export interface TermsSection {
  readonly title: string
  readonly paragraphs: ReadonlyArray<string>
}

export interface PartnerTerms {
  readonly partner: string
  readonly updated: string
  readonly sections: ReadonlyArray<TermsSection>
}

export const termsLabels = {
  sandboxNotice:
    "These are the sandbox's terms: they describe the partner as this sandbox plays it, bind no one, and move no real money or tokens.",
  updated: (date: string) => `Last updated ${date}`,
  contents: "Contents",
} as const

const sandboxSection = (partner: string): TermsSection => ({
  title: "The sandbox",
  paragraphs: [
    `In this sandbox ${partner} is played by the sandbox server: orders are paid by its sandbox agents, tokens move on a local test chain, and nothing has value outside it.`,
    "Use the sandbox to try the widget and integrate it; do not send real funds to any address it shows.",
  ],
})

export const partnerTerms = {
  ckes: {
    partner: "cKES",
    updated: "01.11.2026",
    sections: [
      {
        title: "What cKES is",
        paragraphs: [
          "cKES is a stablecoin that follows the Kenyan shilling: one cKES aims to be worth one Kenyan shilling (KES). It is issued on the Celo network by its partner protocol and can be held in any Celo wallet.",
          "cKES is not legal tender, not a bank deposit and not insured by any deposit protection scheme.",
        ],
      },
      {
        title: "Buying and selling cKES",
        paragraphs: [
          "You buy cKES through the widget by paying an agent in Kenyan shillings by M-Pesa, Airtel Money, airtime or bank transfer. The amount of cKES you receive is the one shown on the review screen when you create the order.",
          "You sell cKES by sending it from your wallet to the order's address; the agent pays you the local amount shown when you created the order.",
        ],
      },
      {
        title: "Price and fees",
        paragraphs: [
          "The rate and every fee are shown before you confirm an order. An offer holds for 30 seconds; after that the widget asks for a new one.",
          "Network fees for sending cKES on Celo are paid in the order and shown in its fee breakdown.",
        ],
      },
      {
        title: "Risks",
        paragraphs: [
          "The value of cKES can move away from one Kenyan shilling. Transactions on a blockchain cannot be reversed: check the wallet address and network before you confirm.",
        ],
      },
      {
        title: "Contact",
        paragraphs: ["Questions about cKES go to the partner through the help center linked from the side panel."],
      },
      sandboxSection("cKES"),
    ],
  },
  lisk: {
    partner: "Lisk",
    updated: "01.11.2026",
    sections: [
      {
        title: "What Lisk is",
        paragraphs: [
          "Lisk is a blockchain network built on Ethereum. The widget can deliver USDC and USDT to a Lisk wallet address and accept them from one.",
        ],
      },
      {
        title: "Your wallet on Lisk",
        paragraphs: [
          "Make sure your wallet supports the asset you buy on Lisk, in particular USDT: tokens sent to a wallet that does not show them are not lost, but you may need another wallet to see and move them.",
          "A Lisk address looks like an Ethereum address (0x followed by 40 characters). Tokens sent to a wrong address cannot be recovered.",
        ],
      },
      {
        title: "Rewards on Lisk",
        paragraphs: [
          "From time to time Lisk may fund a reward for orders delivered on its network. A reward is shown on the amount screen with its minimum order amount and is sent to the order's wallet after the order completes, once per user while the reward lasts.",
        ],
      },
      {
        title: "Fees and timing",
        paragraphs: [
          "Network fees on Lisk are included in the order and shown in its fee breakdown. Delivery usually takes a few minutes once the agent has confirmed your payment.",
        ],
      },
      {
        title: "Contact",
        paragraphs: ["Questions about Lisk go to the partner through the help center linked from the side panel."],
      },
      sandboxSection("Lisk"),
    ],
  },
  cghs: {
    partner: "cGHS",
    updated: "01.11.2026",
    sections: [
      {
        title: "What cGHS is",
        paragraphs: [
          "cGHS is a stablecoin that follows the Ghanaian cedi: one cGHS aims to be worth one Ghanaian cedi (GHS). It is issued on the Celo network by its partner protocol and can be held in any Celo wallet.",
          "cGHS is not legal tender, not a bank deposit and not insured by any deposit protection scheme.",
        ],
      },
      {
        title: "Buying and selling cGHS",
        paragraphs: [
          "You buy cGHS through the widget by paying an agent in Ghanaian cedis by mobile money or bank transfer. Mobile money payments in Ghana are confirmed with a one-time code sent to your phone.",
          "You sell cGHS by sending it from your wallet to the order's address; the agent pays you the local amount shown when you created the order.",
        ],
      },
      {
        title: "Price and fees",
        paragraphs: [
          "The rate and every fee are shown before you confirm an order. An offer holds for 30 seconds; after that the widget asks for a new one.",
        ],
      },
      {
        title: "Risks",
        paragraphs: [
          "The value of cGHS can move away from one Ghanaian cedi. Transactions on a blockchain cannot be reversed: check the wallet address and network before you confirm.",
        ],
      },
      {
        title: "Contact",
        paragraphs: ["Questions about cGHS go to the partner through the help center linked from the side panel."],
      },
      sandboxSection("cGHS"),
    ],
  },
} as const satisfies Record<string, PartnerTerms>

export type Partner = keyof typeof partnerTerms
