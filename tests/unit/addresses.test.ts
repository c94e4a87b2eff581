// Wallet addresses of every transacting network, with their checksums.
import { describe, expect, it } from "vitest"
import { isValidAddress } from "../../server/onramp/addresses.ts"

const valid: Array<[Parameters<typeof isValidAddress>[0], string]> = [
  ["ETHEREUM", "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"],
  ["CELO", "0x765DE816845861e75A25fCA122bb6898B8B1282a"],
  ["POLYGON", "0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed"],
  ["STELLAR", "GAAZI4TCR3TY5OJHCTJC2A4QSY6CJWJH5IAJTGKIN2ER7LBNVKOCCWN7"],
  ["SOLANA", "So11111111111111111111111111111111111111112"],
  ["SOLANA", "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v"],
  ["TRON", "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t"],
  ["XRP", "rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh"],
  ["TON", "EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs"],
  ["TON", "0:83dfd552e63729b472fcbcc8c45ebcc6691702558b68ec7527e1ba403a0f31a8"],
  // The same account non-bounceable (UQ…), as TON wallets show their own address and TON Connect gives it.
  ["TON", "UQCD39VS5jcptHL8vMjEXrzGaRcCVYto7HUn4bpAOg8xqEBI"],
]

const invalid: Array<[Parameters<typeof isValidAddress>[0], string]> = [
  // One letter's case changed: the EIP-55 checksum no longer holds.
  ["ETHEREUM", "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD"],
  ["BASE", "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeA"],
  ["STELLAR", "GAAZI4TCR3TY5OJHCTJC2A4QSY6CJWJH5IAJTGKIN2ER7LBNVKOCCWN6"],
  ["SOLANA", "0OIl1111111111111111111111111111"],
  ["TRON", "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u"],
  ["XRP", "rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTi"],
  ["TON", "EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDt"],
  ["TON", "7:83dfd552e63729b472fcbcc8c45ebcc6691702558b68ec7527e1ba403a0f31a8"],
  // A testnet address (flag 0x80) cannot receive mainnet funds.
  ["TON", "kQCD39VS5jcptHL8vMjEXrzGaRcCVYto7HUn4bpAOg8xqKYH"],
  ["TRON", "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"],
  ["ALGORAND", "VCMJKWOY5P5P7SKMZFFOCEROPJCZOTIJMNIYNUCKH7LRO45JMJP6UYBIJA"],
]

describe("wallet addresses", () => {
  it.each(valid)("accepts a %s address", (network, address) => {
    expect(isValidAddress(network, address)).toBe(true)
  })
  it.each(invalid)("refuses a broken %s address", (network, address) => {
    expect(isValidAddress(network, address)).toBe(false)
  })
})
