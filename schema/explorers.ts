// Block-explorer links of a transaction for the 16 networks (spec 2 §3, §9), production and test variants.
// In the sandbox, transfers happen on a local anvil chain and a ledger that no public explorer knows: the link opens
// the sandbox server's own explorer page of the transaction (server/chain/explorerPage.ts).
import type { Network } from "./enums.ts"

/** Where the widget's chains live: the real networks, their public test networks, or the sandbox server (EVM
 * networks on a local anvil chain, the others on a ledger whose hashes are shaped like test-network ones). */
export type ChainMode = "production" | "test" | "sandbox"

const explorers: Record<Network, { readonly production: string; readonly test: string }> = {
  ETHEREUM: { production: "https://etherscan.io/tx/{hash}", test: "https://sepolia.etherscan.io/tx/{hash}" },
  POLYGON: { production: "https://polygonscan.com/tx/{hash}", test: "https://amoy.polygonscan.com/tx/{hash}" },
  ARBITRUM: { production: "https://arbiscan.io/tx/{hash}", test: "https://sepolia.arbiscan.io/tx/{hash}" },
  AVALANCHE: { production: "https://snowtrace.io/tx/{hash}", test: "https://testnet.snowtrace.io/tx/{hash}" },
  CELO: { production: "https://celoscan.io/tx/{hash}", test: "https://celo-sepolia.blockscout.com/tx/{hash}" },
  OPTIMISM: {
    production: "https://optimistic.etherscan.io/tx/{hash}",
    test: "https://sepolia-optimism.etherscan.io/tx/{hash}",
  },
  BASE: { production: "https://basescan.org/tx/{hash}", test: "https://sepolia.basescan.org/tx/{hash}" },
  LISK: { production: "https://blockscout.lisk.com/tx/{hash}", test: "https://sepolia-blockscout.lisk.com/tx/{hash}" },
  BNB: { production: "https://bscscan.com/tx/{hash}", test: "https://testnet.bscscan.com/tx/{hash}" },
  TRON: {
    production: "https://tronscan.org/#/transaction/{hash}",
    test: "https://nile.tronscan.org/#/transaction/{hash}",
  },
  TON: {
    production: "https://tonviewer.com/transaction/{hash}",
    test: "https://testnet.tonviewer.com/transaction/{hash}",
  },
  STELLAR: {
    production: "https://stellar.expert/explorer/public/tx/{hash}",
    test: "https://stellar.expert/explorer/testnet/tx/{hash}",
  },
  XRP: {
    production: "https://livenet.xrpl.org/transactions/{hash}",
    test: "https://testnet.xrpl.org/transactions/{hash}",
  },
  SOLANA: { production: "https://solscan.io/tx/{hash}", test: "https://solscan.io/tx/{hash}?cluster=devnet" },
  ALGORAND: {
    production: "https://lora.algokit.io/mainnet/transaction/{hash}",
    test: "https://lora.algokit.io/testnet/transaction/{hash}",
  },
  NEAR: { production: "https://nearblocks.io/txns/{hash}", test: "https://testnet.nearblocks.io/txns/{hash}" },
}

/** The sandbox server's page of a transaction (EVM on its anvil chain, the other networks on its ledger). */
export const sandboxExplorerPath = (hash: string) => `/sandbox/explorer/tx/${encodeURIComponent(hash)}`

/** The explorer page of a transaction: the network's public explorer, or the sandbox server's own page. */
export const explorerTransactionUrl = (network: Network, hash: string, mode: ChainMode): string => {
  if (mode === "sandbox") return sandboxExplorerPath(hash)
  const template = explorers[network][mode === "production" ? "production" : "test"]
  return template.replace("{hash}", encodeURIComponent(hash))
}
