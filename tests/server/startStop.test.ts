// Start and stop of the real server process (`node server/main.ts`), issue 13: a request sent while it starts
// is refused or answered at once, never left waiting; SIGTERM lets a request in flight finish and ends the
// process, its jobs and its anvil chain within a few seconds, even with a silent connection open.
import { type ChildProcess, execFileSync, spawn } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { connect, type Socket } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { errorCodes } from "../../schema/errors.ts"
import { freePort } from "../support/freePort.ts"

const dataDir = mkdtempSync(join(tmpdir(), "pay-widget-start-stop-"))
// The process runs on the embedded database in its own folder, even when the suite runs on PostgreSQL.
const { DATABASE_URL: _postgres, ...embeddedDatabaseEnv } = process.env
let child: ChildProcess | undefined
let url = ""

afterAll(() => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill("SIGKILL")
  rmSync(dataDir, { recursive: true, force: true })
})

const sleep = (millis: number) => new Promise((resolve) => setTimeout(resolve, millis))

/** A request bounded by 15 s: its status, or why it failed (ECONNREFUSED while nothing listens). */
const attempt = async (path: string) => {
  try {
    const answer = await fetch(`${url}${path}`, { headers: { "x-web": "1" }, signal: AbortSignal.timeout(15_000) })
    return { status: answer.status, body: await answer.text() }
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause
    return { failure: cause?.code ?? (error as Error).name }
  }
}

/** Opens a raw connection to the server. */
const open = (port: number) =>
  new Promise<Socket>((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => resolve(socket))
    socket.once("error", reject)
  })

/** The processes whose command line names this test's data folder (the server's anvil and its watchdog). */
const processesOfDataDir = () =>
  execFileSync("ps", ["-eo", "pid=,args="], { encoding: "utf8" })
    .split("\n")
    .filter((line) => line.includes(dataDir))

describe("start and stop of the server process", () => {
  it("refuses or answers every request while it starts, and none waits", { timeout: 180_000 }, async () => {
    const port = await freePort()
    url = `http://127.0.0.1:${port}`
    child = spawn(process.execPath, ["server/main.ts"], {
      env: { ...embeddedDatabaseEnv, PORT: String(port), DATA_DIR: dataDir, LOG_REQUESTS: "0" },
      stdio: ["ignore", "ignore", "inherit"],
    })
    const outcomes: Array<Awaited<ReturnType<typeof attempt>>> = []
    const deadline = Date.now() + 150_000
    while (Date.now() < deadline) {
      const outcome = await attempt("/api/public/util/countries")
      outcomes.push(outcome)
      if ("status" in outcome && outcome.status === 200) break
      await sleep(100)
    }
    // A request that waited 15 s ends as a TimeoutError: the hang of issue 13.
    expect(outcomes.filter((o) => "failure" in o && o.failure !== "ECONNREFUSED")).toEqual([])
    // An answer before the server is ready is the documented 503.
    for (const outcome of outcomes)
      if ("status" in outcome && outcome.status !== 200)
        expect(JSON.parse(outcome.body ?? "{}")).toMatchObject({ code: errorCodes.serviceUnavailable })
    expect(outcomes.at(-1)).toMatchObject({ status: 200 })
  })

  it("on SIGTERM finishes the request in flight and exits with its chain within a few seconds", {
    timeout: 60_000,
  }, async () => {
    const running = child
    if (!running) throw new Error("the server did not start")
    const port = Number(new URL(url).port)
    const chains = (await (await fetch(`${url}/api/sandbox/chains`)).json()) as Array<{ rpcUrl: string }>
    const rpcPort = Number(new URL(chains[0]?.rpcUrl ?? "").port)
    expect(processesOfDataDir().length).toBeGreaterThan(0)
    // A server that has been working: its embedded database's hot code is being optimised in the background when
    // the SIGTERM comes, which must not hold the exit (it held it 10 to 40 s on a loaded machine).
    await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        fetch(`${url}/api/public/pay-widget/auth/fast-auth/init`, {
          method: "POST",
          headers: { "x-web": "1", "content-type": "application/json" },
          body: JSON.stringify({ email: `stop${i}@example.com`, countryIsoCode: "KE" }),
        }).then((answer) => answer.text()),
      ),
    )

    // A connection that never sends a request (a browser's preconnect): it must not hold the stop.
    const silent = await open(port)
    silent.on("error", () => {})
    // A request in flight: its headers are in, its body comes after the SIGTERM.
    const body = JSON.stringify({
      network: "CELO",
      address: "0x765DE816845861e75A25fCA122bb6898B8B1282a",
      asset: "CUSD",
    })
    const inFlight = await open(port)
    let answer = ""
    inFlight.on("data", (chunk) => {
      answer += chunk
    })
    const closed = new Promise<void>((resolve) => inFlight.once("close", () => resolve()))
    inFlight.write(
      `POST /api/public/pay-widget/onramp/validate-wallet HTTP/1.1\r\nhost: 127.0.0.1\r\nx-web: 1\r\n` +
        `content-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
    )
    await sleep(300)

    const exited = new Promise<number>((resolve) => running.once("exit", () => resolve(Date.now())))
    const signalled = Date.now()
    running.kill("SIGTERM")
    await sleep(1000)
    // write, not end: a client that half-closes its connection has given up on the answer, for Node too.
    inFlight.write(body.slice(10))
    await closed
    const stoppedAfter = ((await exited) - signalled) / 1000
    console.log(`SIGTERM to exit: ${stoppedAfter.toFixed(2)} s`)

    expect(answer).toMatch(/^HTTP\/1\.1 200 /)
    expect(answer).toContain('{"ok":true}')
    // Ended by the SIGTERM once stopped, as a process without a handler would be (a stop stuck past 10 s is a SIGKILL).
    expect(running.signalCode).toBe("SIGTERM")
    // Within 5 s on an idle machine; the bound leaves room for a loaded one.
    expect(stoppedAfter).toBeLessThan(10)
    expect(processesOfDataDir()).toEqual([])
    const chainAnswers = await open(rpcPort).then(
      (socket) => {
        socket.destroy()
        return true
      },
      () => false,
    )
    expect(chainAnswers).toBe(false)
    silent.destroy()
  })
})
