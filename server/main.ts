// Entry point of `npm start` (after the build): serves the API and the widget until stopped.
import { enableCompileCache } from "node:module"
import { setFlagsFromString } from "node:v8"

// Memory (issue 18): glibc's malloc raises its trim threshold up to 64 MiB once a large block is freed, and a
// thread's arena then keeps what it freed. Compiling the embedded database's WebAssembly (up to 600 MiB of V8's
// compiler memory on its worker threads) and its first start's initdb left 80 to 150 MiB of freed memory resident
// for good. A threshold pinned at glibc's own default (128 KiB) gives it back as it is freed: 318 MiB at rest
// before, 226 after (docs/performance.md, "Step: memory on the embedded database"). glibc reads it only when a
// process starts, so the process starts itself again with it, in place (same process id, signals and output);
// an operator's own setting is kept. Other C libraries ignore the variable.
const pinnedTrim = "glibc.malloc.trim_threshold=131072"
const tunables = process.env.GLIBC_TUNABLES
if (process.platform === "linux" && !tunables?.includes("glibc.malloc.trim_threshold")) {
  try {
    process.execve?.(process.execPath, [process.execPath, ...process.execArgv, ...process.argv.slice(1)], {
      ...process.env,
      GLIBC_TUNABLES: tunables ? `${tunables}:${pinnedTrim}` : pinnedTrim,
    })
  } catch (error) {
    // Not started again (a sandbox that forbids it): the server runs as it is, with glibc's moving threshold.
    console.error(`Pay widget: not started again with ${pinnedTrim}: ${String(error)}`)
  }
}

// Memory (issue 18): under load V8 grows the young generation to two 64 MiB halves and lets the old one reach three
// to four times the live heap (about 60 MiB here) before a full collection, so the process held 400 to 450 MiB after
// a minute of load. The young generation kept at its starting size and the old one let grow by half between
// collections hold it under 200 MiB, for no throughput measurably lost (docs/performance.md, "Memory"). Both flags
// are read when the heap grows, so they work set here, before the server's modules load.
setFlagsFromString("--semi-space-growth-factor=1")
setFlagsFromString("--heap-growing-percent=50")

// Node keeps the compiled modules (and the TypeScript it stripped) in its cache folder: loading the server's
// modules takes about a third of the CPU of a start without it. Enabled before they are imported.
enableCompileCache()
const { Effect } = await import("effect")
const { ServerConfig } = await import("./config.ts")
const { startServer } = await import("./start.ts")

const settings = await Effect.runPromise(Effect.service(ServerConfig).pipe(Effect.provide(ServerConfig.fromEnv)))
const server = await startServer(settings)
console.log(`Pay widget ${settings.sandbox ? "(sandbox mode) " : ""}listening on ${server.url}`)
console.log(`  widget:  ${server.url}/`)
console.log(`  API doc: ${server.url}/api/docs`)

/** A stop takes a few seconds (server/http/listener.ts); one stuck past this exits anyway. Anvil's watchdog stops
 * the chain when this process is gone, however it ends. */
const stopDeadlineMillis = 10_000

/**
 * Ends the process as the signal does by default, once the server has stopped. Not process.exit: it first waits for
 * V8's background work, which here is optimising the embedded database's WebAssembly code, and on a loaded machine
 * that held the exit 10 to 40 s after everything had stopped (issue 13). A process ended by SIGTERM or SIGINT is a
 * clean stop to its supervisor (systemd, Docker, a shell).
 */
const endAs = (signal: NodeJS.Signals) => {
  process.removeAllListeners(signal)
  process.kill(process.pid, signal)
}

const shutdown = async (signal: NodeJS.Signals) => {
  setTimeout(() => {
    console.error(`Pay widget: not stopped after ${stopDeadlineMillis / 1000} s, exiting anyway`)
    process.kill(process.pid, "SIGKILL")
  }, stopDeadlineMillis).unref()
  await server.stop()
  endAs(signal)
}
process.once("SIGINT", shutdown)
process.once("SIGTERM", shutdown)
