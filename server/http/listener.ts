// The HTTP listener, started last and stopped first (issue 13). server/app.ts builds it after the database, the
// chain and the services, so connections are refused until the server can answer them. Node drops a request that
// no handler listens for and its client waits forever, so in the moment before the app's handler is attached (and
// after it is detached) a request is answered 503. Stopping lets requests in flight finish, for a few seconds at
// most, then closes every connection: an idle keep-alive or a silent client never holds a stop.
import type { Server, ServerResponse } from "node:http"
import * as NodeHttpServer from "@effect/platform-node/NodeHttpServer"
import { Context, Effect, Layer } from "effect"
import { refusalBody } from "./refusals.ts"

export class HttpListener extends Context.Service<
  HttpListener,
  {
    /** Stops accepting connections, waits for the requests in flight (bounded), then closes every connection. */
    readonly drain: Effect.Effect<void>
  }
>()("server/HttpListener") {}

/** How long a stop waits for requests in flight before it closes their connections. */
const drainMillis = 3000

const notReady = (response: ServerResponse) => {
  const body = JSON.stringify(refusalBody(503))
  response.writeHead(503, {
    "content-type": "application/json",
    "content-length": Buffer.byteLength(body),
    "retry-after": "1",
    "x-content-type-options": "nosniff",
    "referrer-policy": "no-referrer",
    connection: "close",
  })
  response.end(body)
}

/** Waits for the requests in flight, at most `drainMillis`, closing each connection as it falls idle. */
const drainServer = (server: Server, inFlight: () => number) =>
  new Promise<void>((resolve) => {
    if (server.listening) server.close()
    const deadline = Date.now() + drainMillis
    const check = () => {
      server.closeIdleConnections()
      if (inFlight() > 0 && Date.now() < deadline) return void setTimeout(check, 50)
      server.closeAllConnections()
      resolve()
    }
    check()
  })

/** NodeHttpServer's layer over the server `make` creates, with the readiness answer and the drain. */
export const listenerLayer = (make: () => Server, options: { readonly port: number; readonly host: string }) =>
  Layer.unwrap(
    Effect.sync(() => {
      const server = make()
      let inFlight = 0
      // Registered first, so it runs before the app's handler: it counts every request, and answers alone only
      // while no app handler is attached.
      server.on("request", (_request, response: ServerResponse) => {
        inFlight++
        response.once("close", () => {
          inFlight--
        })
        if (server.listenerCount("request") === 1) notReady(response)
      })
      const drain = Effect.promise(() => drainServer(server, () => inFlight))
      return Layer.merge(
        NodeHttpServer.layer(() => server, options),
        Layer.succeed(HttpListener, { drain }),
      )
    }),
  )
