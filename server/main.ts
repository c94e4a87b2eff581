// Entry point of `npm start` (after the build): serves the API and the widget until stopped.
import { Effect } from "effect"
import { ServerConfig } from "./config.ts"
import { startServer } from "./start.ts"

const settings = await Effect.runPromise(Effect.service(ServerConfig).pipe(Effect.provide(ServerConfig.fromEnv)))
const server = await startServer(settings)
console.log(`Pay widget ${settings.sandbox ? "(sandbox mode) " : ""}listening on ${server.url}`)
console.log(`  widget:  ${server.url}/`)
console.log(`  API doc: ${server.url}/api/docs`)

const shutdown = async () => {
  await server.stop()
  process.exit(0)
}
process.once("SIGINT", shutdown)
process.once("SIGTERM", shutdown)
