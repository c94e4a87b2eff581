// Block-explorer links (spec 2 §3, §9): 16 networks with production and test variants; in the sandbox (a local
// anvil chain and a ledger no public explorer knows), the server's own sandbox explorer page.
import { describe, expect, it } from "vitest"
import { networks } from "../../schema/enums.ts"
import { explorerTransactionUrl } from "../../schema/explorers.ts"

const hash = "0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060"

describe("explorer links", () => {
  it("exist for all 16 networks in production and test, each a distinct https page naming the hash", () => {
    expect(networks).toHaveLength(16)
    for (const network of networks) {
      const production = explorerTransactionUrl(network, hash, "production")
      const test = explorerTransactionUrl(network, hash, "test")
      expect(production).toMatch(/^https:\/\//)
      expect(test).toMatch(/^https:\/\//)
      expect(production).toContain(hash)
      expect(test).toContain(hash)
      expect(test).not.toBe(production)
    }
  })
  it("point at the network's own explorer", () => {
    expect(explorerTransactionUrl("ETHEREUM", hash, "production")).toBe(`https://etherscan.io/tx/${hash}`)
    expect(explorerTransactionUrl("CELO", hash, "production")).toBe(`https://celoscan.io/tx/${hash}`)
    expect(explorerTransactionUrl("SOLANA", "5abc", "test")).toBe("https://solscan.io/tx/5abc?cluster=devnet")
    expect(explorerTransactionUrl("TRON", "abc", "production")).toBe("https://tronscan.org/#/transaction/abc")
  })
  it("give the test networks' own explorers", () => {
    expect(explorerTransactionUrl("ETHEREUM", hash, "test")).toBe(`https://sepolia.etherscan.io/tx/${hash}`)
    expect(explorerTransactionUrl("POLYGON", hash, "test")).toBe(`https://amoy.polygonscan.com/tx/${hash}`)
    expect(explorerTransactionUrl("STELLAR", "abc", "test")).toBe("https://stellar.expert/explorer/testnet/tx/abc")
  })
  it("in the sandbox, where no public explorer knows the chain, open the server's sandbox explorer page", () => {
    for (const network of networks)
      expect(explorerTransactionUrl(network, hash, "sandbox")).toBe(`/sandbox/explorer/tx/${hash}`)
    expect(explorerTransactionUrl("XRP", "A/B?c", "sandbox")).toBe("/sandbox/explorer/tx/A%2FB%3Fc")
  })
})
