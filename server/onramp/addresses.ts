// Wallet address validation for every transacting network, with each format's checksum: EIP-55 for the EVM
// networks, StrKey (CRC16) for Stellar, base58 public keys for Solana, base58check for TRON and XRP (each with
// its alphabet and version byte), and TON's raw or user-friendly form (CRC16).
import { createHash } from "node:crypto"
import { isAddress } from "viem"
import { evmNetworks, type Network } from "../../schema/enums.ts"

const bitcoinAlphabet = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
const rippleAlphabet = "rpshnaf39wBUDNEGHJKLM4PQRST7VWXYZ2bcdeCg65jkm8oFqi1tuvAxyz"

/** Base58 to bytes, or undefined for a character outside the alphabet. */
export const base58Decode = (text: string, alphabet = bitcoinAlphabet): Uint8Array | undefined => {
  let value = 0n
  for (const char of text) {
    const digit = alphabet.indexOf(char)
    if (digit < 0) return undefined
    value = value * 58n + BigInt(digit)
  }
  const bytes: Array<number> = []
  while (value > 0n) {
    bytes.unshift(Number(value % 256n))
    value /= 256n
  }
  for (const char of text) {
    if (char !== alphabet[0]) break
    bytes.unshift(0)
  }
  return Uint8Array.from(bytes)
}

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest()

const base58CheckPayload = (text: string, alphabet: string, length: number, version: number) => {
  const bytes = base58Decode(text, alphabet)
  if (!bytes || bytes.length !== length || bytes[0] !== version) return false
  const payload = bytes.subarray(0, length - 4)
  const checksum = sha256(sha256(payload)).subarray(0, 4)
  return checksum.equals(Buffer.from(bytes.subarray(length - 4)))
}

/** CRC16-XModem, the checksum of Stellar's StrKey and TON's addresses. */
export const crc16 = (bytes: Uint8Array) => {
  let crc = 0
  for (const byte of bytes) {
    crc ^= byte << 8
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff
  }
  return crc
}

const base32Decode = (text: string): Uint8Array | undefined => {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
  let bits = 0
  let value = 0
  const out: Array<number> = []
  for (const char of text) {
    const digit = alphabet.indexOf(char)
    if (digit < 0) return undefined
    value = (value << 5) | digit
    bits += 5
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff)
      bits -= 8
    }
  }
  return Uint8Array.from(out)
}

const stellar = (address: string) => {
  if (!/^G[A-Z2-7]{55}$/.test(address)) return false
  const bytes = base32Decode(address)
  if (bytes?.length !== 35 || bytes[0] !== 6 << 3) return false
  const checksum = crc16(bytes.subarray(0, 33))
  return bytes[33] === (checksum & 0xff) && bytes[34] === checksum >> 8
}

const solana = (address: string) =>
  /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(address) && base58Decode(address)?.length === 32

const ton = (address: string) => {
  if (/^-?\d+:[0-9a-fA-F]{64}$/.test(address)) return ["0", "-1"].includes(address.split(":")[0] ?? "")
  if (!/^[A-Za-z0-9_+/-]{48}$/.test(address)) return false
  const bytes = Buffer.from(address.replace(/-/g, "+").replace(/_/g, "/"), "base64")
  if (bytes.length !== 36) return false
  const checksum = crc16(bytes.subarray(0, 34))
  const tag = bytes[0] ?? 0
  // Bounceable (EQ…) or not (UQ…, as wallets show their own); the testnet flag (0x80) is refused.
  return (tag === 0x11 || tag === 0x51) && bytes[34] === checksum >> 8 && bytes[35] === (checksum & 0xff)
}

const tron = (address: string) =>
  /^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(address) && base58CheckPayload(address, bitcoinAlphabet, 25, 0x41)

const xrp = (address: string) =>
  /^r[1-9A-HJ-NP-Za-km-z]{24,34}$/.test(address) && base58CheckPayload(address, rippleAlphabet, 25, 0)

/** Whether `address` is a well-formed address of `network`, checksum included. */
export const isValidAddress = (network: Network, address: string): boolean => {
  if (evmNetworks.includes(network)) return isAddress(address, { strict: true })
  switch (network) {
    case "STELLAR":
      return stellar(address)
    case "SOLANA":
      return solana(address)
    case "TON":
      return ton(address)
    case "TRON":
      return tron(address)
    case "XRP":
      return xrp(address)
    default:
      return false
  }
}
