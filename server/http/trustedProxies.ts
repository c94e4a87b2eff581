// Replicas behind an HTTP load balancer (TRUSTED_PROXIES, README "Running in production"): a connection from a
// listed proxy stands for the client it names in X-Forwarded-For. Effect's xForwardedHeaders does the reading (from
// the right, past each trusted proxy, so what a client writes there itself is not believed) and replaces the
// request's remoteAddress, which the per-address limits and the visitor's country read.
import { Layer, Result } from "effect"
import { HttpMiddleware, HttpRouter } from "effect/http"
import { IpNetwork } from "effect/net"

/** The networks of entries such as `10.0.0.0/8`, `127.0.0.1` or `fd00::/8`; a malformed one is refused, named. */
export const trustedProxyNetworks = (entries: ReadonlyArray<string>) =>
  entries.map((entry) => {
    const text = entry.trim()
    // A single address is the network of its own.
    const parsed = IpNetwork.fromString(text.includes("/") ? text : `${text}/${text.includes(":") ? 128 : 32}`)
    if (Result.isFailure(parsed)) {
      throw new Error(`TRUSTED_PROXIES: "${entry}" is not an address or a subnet (10.0.0.0/8)`)
    }
    return parsed.success
  })

/** The middleware for the listed proxies; none when the list is empty (the header is then never read). */
export const forwardedClients = (entries: ReadonlyArray<string> | undefined) =>
  entries?.length
    ? HttpRouter.middleware(HttpMiddleware.xForwardedHeaders({ trustedProxies: trustedProxyNetworks(entries) }), {
        global: true,
      })
    : Layer.empty
