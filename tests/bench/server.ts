// Server figures of issue 18: the real server (`node server/main.ts`, LOG_REQUESTS=0) in a process of its own on a
// fresh database, beside a bare node:http server answering the same offer JSON in the same run, both under
// autocannon: requests per second, p99, the share of bare; resident memory at rest and after the load (process and
// children); time (and CPU time) from start to the first answer; the CPU used at rest. On the embedded database, and on PostgreSQL when DATABASE_URL is set.
import { type ChildProcess, spawn } from "node:child_process"
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import autocannon from "autocannon"
import { Option } from "effect"
import { makeTestDatabase } from "../support/database.ts"
import { freePort } from "../support/freePort.ts"
import { bestOffer, createOrder, kenyaMarket, quoteId } from "../support/onramp.ts"
import { bearer, freshEmail, signIn } from "../support/signIn.ts"

const node = process.execPath
const secondsPerCall = 5
const connections = 16

/** Resident set (MiB) and CPU time so far (seconds) of a process and all its descendants, read from /proc. */
const familyUsage = (rootPid: number) => {
  const parents = new Map<number, number>()
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8")
      // The fields after the command name (which may hold spaces) start after its closing parenthesis.
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1])
      parents.set(Number(entry), parent)
    } catch {}
  }
  const family = new Set([rootPid])
  let grew = true
  while (grew) {
    grew = false
    for (const [pid, parent] of parents)
      if (family.has(parent) && !family.has(pid)) {
        family.add(pid)
        grew = true
      }
  }
  let kib = 0
  let ticks = 0
  for (const pid of family) {
    try {
      const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/VmRSS:\s+(\d+) kB/)
      kib += Number(line?.[1] ?? 0)
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8")
      // utime and stime, in clock ticks (100 a second on Linux).
      const [utime, stime] = stat
        .slice(stat.lastIndexOf(")") + 2)
        .split(" ")
        .slice(11, 13)
      ticks += Number(utime) + Number(stime)
    } catch {}
  }
  return { residentMiB: kib / 1024, cpuSeconds: ticks / 100 }
}

const sleep = (millis: number) => new Promise((resolve) => setTimeout(resolve, millis))
/** After its start, V8 keeps compiling PGlite's hot code and shrinking the heap for a while: the rest is measured
 * once that has settled. */
const settleMillis = 20_000
const restMillis = 20_000

/** The share of one core the server and its children use while nobody calls, in percent. */
const cpuAtRest = async (pid: number) => {
  await sleep(settleMillis)
  const before = familyUsage(pid).cpuSeconds
  await sleep(restMillis)
  return (100 * (familyUsage(pid).cpuSeconds - before)) / (restMillis / 1000)
}

/** Waits until `url` answers 200; answers the milliseconds since `since`. */
const firstAnswer = async (url: string, since: number, child: ChildProcess) => {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`)
    try {
      if ((await fetch(url, { headers: { "x-web": "1" } })).ok) return performance.now() - since
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

const stopChild = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve()
    child.once("exit", () => resolve())
    child.kill("SIGTERM")
  })

interface Call {
  readonly name: string
  readonly method: "GET" | "POST"
  readonly path: string
  readonly body?: string
  readonly headers?: Record<string, string>
}

interface Figures {
  readonly requestsPerSecond: number
  readonly p99: number
  readonly failed: number
}

/** As fast as the server answers, or (with `rate`) at that many requests a second in all, for a p99 at a fixed
 * load; autocannon then corrects the latencies for the requests the server held back (coordinated omission). */
const cannon = async (base: string, call: Call, rate?: number): Promise<Figures> => {
  const result = await autocannon({
    url: `${base}${call.path}`,
    method: call.method,
    connections,
    duration: secondsPerCall,
    ...(rate ? { overallRate: rate } : {}),
    headers: { "content-type": "application/json", "x-web": "1", ...call.headers },
    ...(call.body ? { body: call.body } : {}),
  })
  return {
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
  }
}

const offerBody = JSON.stringify({ ...kenyaMarket, currency: "local", amount: 2000 })

/** A bare node:http server in a process of its own, answering every request with `answer`. */
const startBare = async (answer: string) => {
  const port = await freePort()
  const program = `require("node:http").createServer((q, s) => { q.resume(); q.on("end", () => {
    s.writeHead(200, { "content-type": "application/json" }); s.end(${JSON.stringify(answer)}) }) })
    .listen(${port}, "127.0.0.1", () => console.log("up"))`
  const child = spawn(node, ["-e", program], { stdio: ["ignore", "pipe", "inherit"] })
  await new Promise((resolve) => child.stdout?.once("data", resolve))
  return { url: `http://127.0.0.1:${port}`, child }
}

const share = (figures: Figures, bare: Figures) => (100 * figures.requestsPerSecond) / bare.requestsPerSecond

const row = (name: string, figures: Figures, goal: string, bare?: Figures) =>
  console.log(
    `  ${name.padEnd(34)} ${figures.requestsPerSecond.toFixed(0).padStart(7)} req/s  p99 ${String(figures.p99).padStart(4)} ms${bare ? `  ${share(figures, bare).toFixed(1).padStart(5)}% of bare` : "".padEnd(15)}  goal: ${goal}${figures.failed ? `  (${figures.failed} failed)` : ""}`,
  )

/** A fresh embedded database folder, or (with `onPostgres`) a fresh schema on DATABASE_URL's server. */
const freshDatabase = async (onPostgres: boolean) => {
  if (onPostgres) return makeTestDatabase()
  const dataDir = mkdtempSync(join(tmpdir(), "pay-widget-bench-"))
  return {
    dataDir,
    databaseUrl: Option.none<string>(),
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  }
}

const { DATABASE_URL: _, ...withoutDatabaseUrl } = process.env

const serverFiguresOn = async (label: string, onPostgres: boolean) => {
  const database = await freshDatabase(onPostgres)
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const started = performance.now()
  const child = spawn(node, ["server/main.ts"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...withoutDatabaseUrl,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: database.dataDir,
      LOG_REQUESTS: "0",
      // Every sign-in of the bench comes from 127.0.0.1.
      CODE_REQUESTS_PER_ADDRESS: "10000",
      ...(database.databaseUrl._tag === "Some" ? { DATABASE_URL: database.databaseUrl.value } : {}),
    },
  })
  const pid = child.pid ?? 0
  try {
    const startMillis = await firstAnswer(`${url}/api/public/util/countries`, started, child)
    const startCpuSeconds = familyUsage(pid).cpuSeconds
    const restCpuPercent = await cpuAtRest(pid)
    const server = { url, stop: async () => {}, run: () => Promise.reject(new Error("not in process")) }
    const offer = await (await bestOffer(server)).text()
    const buyer = await signIn(server, freshEmail("bench"), "KE")
    const order = await createOrder(server, buyer, await quoteId(server), { idempotencyKey: "bench-order" })
    if (!order.ok) throw new Error(`the bench order was refused: ${order.status} ${await order.text()}`)
    const { _id: orderId } = (await order.json()) as { _id: string }
    await sleep(2000)
    const restMiB = familyUsage(pid).residentMiB

    const bare = await startBare(offer)
    const bareFigures = await cannon(bare.url, { name: "bare", method: "POST", path: "/", body: offerBody })
    await stopChild(bare.child)

    const offerCall: Call = {
      name: "POST best-offer",
      method: "POST",
      path: "/api/public/pay-widget/onramp/best-offer",
      body: offerBody,
    }
    const orderCall: Call = {
      name: "GET on-ramp order",
      method: "GET",
      path: `/api/public/pay-widget/onramp/order/${orderId}`,
    }
    const ownOrderCall: Call = {
      name: "GET own on-ramp order (token)",
      method: "GET",
      path: `/api/private/pay-widget/onramp/order/${orderId}`,
      headers: bearer(buyer),
    }
    console.log(`server calls on ${label}, ${connections} connections, ${secondsPerCall} s each:`)
    row("bare node:http (offer)", bareFigures, "the reference")
    row(offerCall.name, await cannon(url, offerCall), "at least 20% of bare", bareFigures)
    row(`${offerCall.name} at 2,000 req/s`, await cannon(url, offerCall, 2000), "p99 at most 10 ms")
    // Asked plainly, then as a browser asks (which accepts compressed answers: a body compressed per request
    // shows here, not in the plain line).
    const asBrowser = { "accept-encoding": "gzip, deflate, br, zstd" }
    for (const call of [
      { name: "GET util/countries", method: "GET", path: "/api/public/util/countries" },
      {
        name: "GET util/countries (br accepted)",
        method: "GET",
        path: "/api/public/util/countries",
        headers: asBrowser,
      },
      { name: "GET / (index.html)", method: "GET", path: "/" },
      { name: "GET / (br accepted)", method: "GET", path: "/", headers: asBrowser },
    ] satisfies ReadonlyArray<Call>)
      row(call.name, await cannon(url, call), "at least 50% of bare", bareFigures)
    row(orderCall.name, await cannon(url, orderCall), "at least 5,000 req/s", bareFigures)
    row(`${orderCall.name} at 1,000 req/s`, await cannon(url, orderCall, 1000), "p99 at most 15 ms")
    row(ownOrderCall.name, await cannon(url, ownOrderCall), "at least 5,000 req/s", bareFigures)
    await sleep(2000)
    const loadedMiB = familyUsage(pid).residentMiB
    const startGoal = onPostgres ? "under 3 s on PostgreSQL" : "under 6 s on the embedded database"
    console.log(
      `  start to first answer ${(startMillis / 1000).toFixed(1)} s (${startCpuSeconds.toFixed(1)} CPU-seconds)  goal: ${startGoal}`,
    )
    console.log(`  CPU at rest ${restCpuPercent.toFixed(2)}% of a core  goal: under 1%`)
    console.log(
      `  resident ${restMiB.toFixed(0)} MiB at rest, ${loadedMiB.toFixed(0)} MiB after the load (process and children)  goal: at most 300 MB (286 MiB) both`,
    )
  } finally {
    await stopChild(child)
    await database.drop()
  }
}

export const serverFigures = async () => {
  await serverFiguresOn("the embedded database (PGlite)", false)
  if (process.env.DATABASE_URL) await serverFiguresOn("PostgreSQL", true)
}
