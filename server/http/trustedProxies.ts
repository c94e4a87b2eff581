// The trusted proxies of TRUSTED_PROXIES, and the client a proxied connection stands for. The header is read from
// the right, past each trusted proxy: what is left of the first untrusted address was written by the client and
// proves nothing. Node's BlockList matches single addresses and subnets of both families.
import { BlockList, isIP } from "node:net"

const plain = (address: string) => address.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "")

const family = (address: string) => (isIP(address) === 6 ? "ipv6" : "ipv4")

/** The trusted proxies, from entries such as `10.0.0.0/8`, `127.0.0.1` or `fd00::/8`; a malformed one stops the
 * start with its reason. */
export const trustedProxyList = (entries: ReadonlyArray<string>) => {
  const list = new BlockList()
  for (const entry of entries) {
    const [address = "", prefix] = entry.trim().split("/")
    if (isIP(address) === 0 || (prefix !== undefined && !/^\d{1,3}$/.test(prefix))) {
      throw new Error(`TRUSTED_PROXIES: "${entry}" is not an address or a subnet (10.0.0.0/8)`)
    }
    if (prefix === undefined) list.addAddress(address, family(address))
    else list.addSubnet(address, Number(prefix), family(address))
  }
  return list
}

const isTrusted = (list: BlockList, address: string) => isIP(address) !== 0 && list.check(address, family(address))

/** The client of a connection from `remote` that carries `forwardedFor`, given the trusted proxies. */
export const clientOf = (remote: string | undefined, forwardedFor: string | undefined, trusted: BlockList) => {
  let client = remote === undefined ? undefined : plain(remote)
  const hops = (forwardedFor ?? "").split(",").map(plain)
  while (client !== undefined && isTrusted(trusted, client)) {
    const next = hops.pop()
    if (next === undefined || isIP(next) === 0) break
    client = next
  }
  return client
}
