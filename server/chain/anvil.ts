// A local anvil node as a child process of the server: started on loopback and a port of its own choosing, its
// state loaded from and dumped to a file when one is given, killed when the scope closes.
import { type ChildProcess, spawn } from "node:child_process"
import { createRequire } from "node:module"
import { dirname, join } from "node:path"
import { Effect } from "effect"

/** The binary ships in the platform package of @foundry-rs/anvil (linux-amd64, darwin-arm64...). */
const anvilBinary = () => {
  const arch = process.arch === "x64" ? "amd64" : process.arch
  const pkg = `@foundry-rs/anvil-${process.platform}-${arch}`
  const manifest = createRequire(import.meta.url).resolve(`${pkg}/package.json`)
  return join(dirname(manifest), "bin", process.platform === "win32" ? "anvil.exe" : "anvil")
}

const listening = /Listening on (\S+:\d+)/

/** Resolves with anvil's address once it listens; rejects with its output when it exits first. */
const whenListening = (child: ChildProcess) =>
  new Promise<string>((resolve, reject) => {
    let output = ""
    let address: string | undefined
    // Read until anvil says where it listens; then keep draining its log so a full pipe never blocks it.
    const onData = (chunk: Buffer) => {
      if (address) return
      output += chunk.toString()
      address = listening.exec(output)?.[1]
      if (address) resolve(`http://${address}`)
    }
    child.stdout?.on("data", onData)
    child.stderr?.on("data", onData)
    child.once("error", reject)
    child.once("exit", (code) => reject(new Error(`anvil exited (${code}) before it listened:\n${output}`)))
    setTimeout(() => reject(new Error(`anvil did not listen within 30 seconds:\n${output}`)), 30_000).unref()
  })

/**
 * Runs anvil under a shell that holds the server's end of a pipe: when the pipe closes, because the server stops
 * or dies without a word (SIGKILL, a test worker torn down), anvil gets SIGTERM, dumps its state and exits.
 */
const watchdog = `exec 3<&0
"$@" &
anvil=$!
(read _ <&3; kill -TERM $anvil) >/dev/null 2>&1 &
trap 'kill -TERM $anvil' TERM INT
wait $anvil
wait $anvil 2>/dev/null`

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    child.once("exit", () => resolve())
    if (child.stdin) child.stdin.end()
    else child.kill("SIGTERM")
    // A node that hangs is killed outright, with its watchdog (one process group).
    setTimeout(() => {
      try {
        if (child.pid) process.kill(process.platform === "win32" ? child.pid : -child.pid, "SIGKILL")
      } catch {
        // already gone
      }
    }, 5000).unref()
  })

/** Starts anvil for the scope's lifetime and yields its RPC URL. */
export const startAnvil = (options: { readonly stateFile?: string }) =>
  Effect.acquireRelease(
    Effect.tryPromise({
      try: async () => {
        const args = [
          "--host",
          "127.0.0.1",
          "--port",
          "0",
          ...(options.stateFile ? ["--state", options.stateFile] : []),
        ]
        const child =
          process.platform === "win32"
            ? spawn(anvilBinary(), args, { stdio: ["ignore", "pipe", "pipe"] })
            : spawn("/bin/sh", ["-c", watchdog, "anvil", anvilBinary(), ...args], {
                stdio: ["pipe", "pipe", "pipe"],
                detached: true,
              })
        try {
          return { child, rpcUrl: await whenListening(child) }
        } catch (error) {
          await stop(child)
          throw error
        }
      },
      catch: (error) => new Error(`The local chain (anvil) did not start: ${String(error)}`),
    }),
    ({ child }) => Effect.promise(() => stop(child)),
  ).pipe(
    Effect.map(({ rpcUrl }) => rpcUrl),
    Effect.orDie,
  )
