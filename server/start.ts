// Starts the server and resolves once it listens; used by main.ts and by the tests (port 0 picks a free port).
import { Effect, ManagedRuntime } from "effect"
import { HttpServer } from "effect/http"
import { serverLayer } from "./app.ts"
import type { ServerSettings } from "./config.ts"

export interface RunningServer {
  readonly url: string
  readonly stop: () => Promise<void>
}

export const startServer = async (settings: ServerSettings): Promise<RunningServer> => {
  const runtime = ManagedRuntime.make(serverLayer(settings))
  try {
    const url = await runtime.runPromise(HttpServer.addressFormattedWith((address) => Effect.succeed(address)))
    return { url, stop: () => runtime.dispose() }
  } catch (error) {
    await runtime.dispose()
    throw error
  }
}
