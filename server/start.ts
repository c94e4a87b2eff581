// Starts the server and resolves once it listens; used by main.ts and by the tests (port 0 picks a free port).
import { Effect, type Layer, ManagedRuntime } from "effect"
import { HttpServer } from "effect/http"
import { serverLayer } from "./app.ts"
import type { ServerSettings } from "./config.ts"

export type ServerServices = Layer.Success<ReturnType<typeof serverLayer>>

export interface RunningServer {
  readonly url: string
  readonly stop: () => Promise<void>
  /** Runs a program inside the server (its database, its services): for tests that set the clock forward. */
  readonly run: <A, E>(program: Effect.Effect<A, E, ServerServices>) => Promise<A>
}

export const startServer = async (settings: ServerSettings): Promise<RunningServer> => {
  const runtime = ManagedRuntime.make(serverLayer(settings))
  try {
    const url = await runtime.runPromise(HttpServer.addressFormattedWith((address) => Effect.succeed(address)))
    return { url, stop: () => runtime.dispose(), run: (program) => runtime.runPromise(program) }
  } catch (error) {
    await runtime.dispose()
    throw error
  }
}
