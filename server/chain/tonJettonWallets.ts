// The jetton wallet a TON owner pays a jetton from. On TON it is a contract whose address the jetton master computes
// from the owner (its get-method `get_wallet_address`); the sandbox runs no TON node and no jetton contracts, so it
// answers a stand-in: a basechain address derived from the master and the owner, the same for the same pair and
// different for another. The ledger records a jetton payment between the owners (as TON indexers report jetton
// transfers), so the stand-in is only where a wallet sends its transfer message, which the test wallet checks.
import { createHash } from "node:crypto"
import { Address } from "@ton/core"

/** The stand-in jetton wallet of `owner` for the jetton `master` (both in any form), in raw form; undefined when
 * either is not a TON address. */
export const sandboxJettonWallet = (owner: string, master: string): string | undefined => {
  try {
    const seed = `jetton-wallet:${Address.parse(master).toRawString()}:${Address.parse(owner).toRawString()}`
    return `0:${createHash("sha256").update(seed).digest("hex")}`
  } catch {
    return undefined
  }
}
