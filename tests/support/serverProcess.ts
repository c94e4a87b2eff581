// The server as production runs it: `node server/main.ts` in a process of its own, configured by its environment,
// on a loopback port of its own. For tests of several replicas and of a replica that dies.
import { type ChildProcess, spawn } from "node:child_process"
import type { RunningServer } from "../../server/start.ts"
import { freePort } from "./freePort.ts"

export interface ServerProcess extends RunningServer {
  readonly child: ChildProcess
  /** What the process wrote so far (stdout and stderr), for a failure's message. */
  readonly output: () => string
  /** SIGKILL: no drain, no clean stop; resolves once the process is gone. */
  readonly kill: () => Promise<void>
}

const running = new Set<ChildProcess>()
// A test worker that ends without its afterAll (a crash, a timeout) still leaves no server behind.
process.once("exit", () => {
  for (const child of running) child.kill("SIGKILL")
})

const gone = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    child.once("exit", () => resolve())
  })

/** Starts `node server/main.ts` with `env` over the test's environment; resolves once it answers on its port. */
export const startServerProcess = async (env: Record<string, string>): Promise<ServerProcess> => {
  const port = await freePort()
  // The Node running the tests is the project's (npm scripts and npx put node_modules/.bin first on the PATH).
  const child = spawn(process.execPath, ["server/main.ts"], {
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
  })
  running.add(child)
  child.once("exit", () => running.delete(child))
  let output = ""
  child.stdout?.on("data", (chunk) => {
    output += chunk
  })
  child.stderr?.on("data", (chunk) => {
    output += chunk
  })
  const url = `http://127.0.0.1:${port}`
  const kill = async () => {
    child.kill("SIGKILL")
    await gone(child)
  }
  await new Promise<void>((resolve, reject) => {
    const listening = () => {
      if (output.includes(`listening on ${url}`)) resolve()
    }
    child.stdout?.on("data", listening)
    child.once("exit", (code, signal) =>
      reject(new Error(`the server process ended (${code ?? signal}) before it listened:\n${output}`)),
    )
  })
  return {
    url,
    child,
    output: () => output,
    kill,
    stop: async () => {
      child.kill("SIGTERM")
      await gone(child)
    },
    run: () => Promise.reject(new Error("a server in another process runs no program of the test's")),
  }
}
