// A deposit address per order, derived from the server's secret and the order id, so no key has to be stored and
// an order's address can always be made again. On EVM networks it is the address of the derived key; on the
// networks the sandbox ledger stands in for, a well-formed address of that network's format, checksum included.
import { createHash } from "node:crypto"
import { keccak256, toHex } from "viem"
import { privateKeyToAddress } from "viem/accounts"
import { evmNetworks, type Network } from "../../schema/enums.ts"
import { base58Encode } from "../chain/ledger.ts"
import { crc16 } from "../onramp/addresses.ts"

const bitcoinAlphabet = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
const rippleAlphabet = "rpshnaf39wBUDNEGHJKLM4PQRST7VWXYZ2bcdeCg65jkm8oFqi1tuvAxyz"

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest()

const base58Check = (payload: Uint8Array, alphabet: string) => {
  const checksum = sha256(sha256(payload)).subarray(0, 4)
  const text = base58Encode(Buffer.concat([payload, checksum]))
  // base58Encode writes the Bitcoin alphabet; the same digits in another alphabet are its base58.
  return alphabet === bitcoinAlphabet ? text : [...text].map((c) => alphabet[bitcoinAlphabet.indexOf(c)]).join("")
}

const base32 = (bytes: Uint8Array) => {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
  let bits = 0
  let value = 0
  let text = ""
  for (const byte of bytes) {
    value = (value << 8) | byte
    bits += 8
    while (bits >= 5) {
      text += alphabet[(value >>> (bits - 5)) & 31]
      bits -= 5
    }
  }
  return bits > 0 ? text + alphabet[(value << (5 - bits)) & 31] : text
}

export const depositAddressFor = (secret: string, orderId: string, network: Network): string => {
  const seed = sha256(Buffer.from(`offramp-deposit:${secret}:${orderId}`))
  if (evmNetworks.includes(network)) return privateKeyToAddress(keccak256(toHex(seed)))
  switch (network) {
    case "SOLANA":
      return base58Encode(seed)
    case "TRON":
      return base58Check(Buffer.concat([Buffer.from([0x41]), seed.subarray(0, 20)]), bitcoinAlphabet)
    case "XRP":
      return base58Check(Buffer.concat([Buffer.from([0x00]), seed.subarray(0, 20)]), rippleAlphabet)
    case "STELLAR": {
      const body = Buffer.concat([Buffer.from([6 << 3]), seed])
      const checksum = crc16(body)
      return base32(Buffer.concat([body, Buffer.from([checksum & 0xff, checksum >> 8])]))
    }
    case "TON":
      return `0:${seed.toString("hex")}`
    default:
      throw new Error(`no deposit address on ${network}`)
  }
}
