// Starts the server and resolves once it listens; used by main.ts and by the tests (port 0 picks a free port).
import { Effect, type Layer, ManagedRuntime } from "effect"
import { HttpServer } from "effect/http"
import { serverLayer } from "./app.ts"
import type { ServerSettings } from "./config.ts"
import { HttpListener } from "./http/listener.ts"

export type ServerServices = Layer.Success<ReturnType<typeof serverLayer>>

export interface RunningServer {
  readonly url: string
  /** Stops taking connections, lets requests in flight finish (a few seconds at most), then stops the jobs, the
   * chain and the database. */
  readonly stop: () => Promise<void>
  /** Runs a program inside the server (its database, its services): for tests that set the clock forward. */
  readonly run: <A, E>(program: Effect.Effect<A, E, ServerServices>) => Promise<A>
}

export const startServer = async (settings: ServerSettings): Promise<RunningServer> => {
  const runtime = ManagedRuntime.make(serverLayer(settings))
  try {
    const url = await runtime.runPromise(HttpServer.addressFormattedWith((address) => Effect.succeed(address)))
    let stopping: Promise<void> | undefined
    const stop = () => {
      // The requests in flight finish while the database and the chain they need are still up.
      stopping ??= runtime
        .runPromise(Effect.flatMap(Effect.service(HttpListener), (listener) => listener.drain))
        .then(() => runtime.dispose())
      return stopping
    }
    return { url, stop, run: (program) => runtime.runPromise(program) }
  } catch (error) {
    await runtime.dispose()
    throw error
  }
}
