// The HTTP listener, started last and stopped first (issue 13). server/app.ts builds it after the database, the
// chain and the services, so connections are refused until the server can answer them. Node drops a request that
// no handler listens for and its client waits forever, so in the moment before the app's handler is attached (and
// after it is detached) a request is answered 503. Stopping lets requests in flight finish, for a few seconds at
// most, then closes every connection: an idle keep-alive or a silent client never holds a stop.
import type { IncomingMessage, Server, ServerResponse } from "node:http"
import * as NodeHttpServer from "@effect/platform-node/NodeHttpServer"
import { Context, Effect, Layer } from "effect"
import { FastReads, makeFastReads } from "./fastReads.ts"
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

/** NodeHttpServer's layer over the server `make` creates, with the readiness answer, the drain and, when `fastReads`
 * is on, the hot reads answered before the full stack (./fastReads.ts). */
export const listenerLayer = (
  make: () => Server,
  options: { readonly port: number; readonly host: string; readonly fastReads: boolean },
) =>
  Layer.unwrap(
    Effect.sync(() => {
      const server = make()
      let inFlight = 0
      const fast = makeFastReads()
      // Every request comes here first: it is counted, answered alone while no app handler is attached, else by a
      // fast route or the app's handler (Node's listeners cannot stop one another, hence emit itself).
      const emit = server.emit.bind(server) as (event: string, ...args: Array<unknown>) => boolean
      const passOn = (request: IncomingMessage, response: ServerResponse) => void emit("request", request, response)
      server.emit = ((event: string, ...args: Array<unknown>) => {
        if (event !== "request") return emit(event, ...args)
        const [request, response] = args as [IncomingMessage, ServerResponse]
        inFlight++
        response.once("close", () => {
          inFlight--
        })
        if (server.listenerCount("request") === 0) notReady(response)
        else if (!(options.fastReads && fast.answer(request, response, passOn))) passOn(request, response)
        return true
      }) as Server["emit"]
      const drain = Effect.promise(() => drainServer(server, () => inFlight))
      return Layer.mergeAll(
        NodeHttpServer.layer(() => server, { port: options.port, host: options.host }),
        Layer.succeed(HttpListener, { drain }),
        Layer.succeed(FastReads, { add: fast.add }),
      )
    }),
  )
