// Where a client is. The sandbox has no geo-IP database: loopback and private-network clients (a developer, a
// test, a phone on the same Wi-Fi) are taken to be in the configured default country, others are unknown.
import { isIP } from "node:net"

const privateV4 = [/^127\./, /^10\./, /^192\.168\./, /^172\.(1[6-9]|2\d|3[01])\./, /^169\.254\./]

export const isLocalAddress = (address: string): boolean => {
  const plain = address.replace(/^::ffff:/, "")
  if (isIP(plain) === 4) return privateV4.some((range) => range.test(plain))
  return plain === "::1" || /^f[cd]/i.test(plain) || /^fe80:/i.test(plain)
}

export const countryOfAddress = (address: string | undefined, defaultCountry: string): string | null =>
  address !== undefined && isLocalAddress(address) ? defaultCountry : null
