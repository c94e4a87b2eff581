// Block-explorer links (spec 2 §3, §9): 16 networks with production and test variants; none for sandbox EVM
// withdrawals, which happen on a local anvil chain.
import { describe, expect, it } from "vitest"
import { evmNetworks, networks } from "../../schema/enums.ts"
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
  it("give no link for EVM withdrawals in the sandbox, and the test variant for the other networks", () => {
    for (const network of evmNetworks) expect(explorerTransactionUrl(network, hash, "sandbox")).toBeUndefined()
    expect(explorerTransactionUrl("STELLAR", "abc", "sandbox")).toBe(explorerTransactionUrl("STELLAR", "abc", "test"))
  })
})
