// Starts the real sandbox server for a test, on a free loopback port and a database of its own.
import { type IncomingHttpHeaders, request } from "node:http"
import { Option } from "effect"
import { afterAll, beforeAll } from "vitest"
import { anvilFirstAccountKey, type ServerSettings } from "../../server/config.ts"
import { type RunningServer, startServer } from "../../server/start.ts"
import { makeTestDatabase, type TestDatabase } from "./database.ts"

export const startTestServer = (
  database: TestDatabase,
  overrides: Partial<ServerSettings> = {},
): Promise<RunningServer> =>
  startServer({
    port: 0,
    host: "127.0.0.1",
    dataDir: database.dataDir,
    databaseUrl: database.databaseUrl,
    sandbox: true,
    defaultCountry: "KE",
    // A helper working beside others builds into a folder of its own: `vite build --outDir X`, then WIDGET_DIR=X.
    widgetDir: process.env.WIDGET_DIR ?? "./dist",
    logRequests: false,
    tokenSecret: Option.none(),
    smtpUrl: Option.none(),
    mailFrom: "Pay widget <no-reply@pay-widget.local>",
    kycReviewSeconds: 1,
    kycAttemptLimit: 3,
    // Every browser test signs in from 127.0.0.1: the per-address limit would stop the suite, not a person.
    codeRequestsPerAddress: 10_000,
    sandboxSigningSecret: "sandbox-signing-secret",
    chainRpcUrl: Option.none(),
    hotWalletPrivateKey: anvilFirstAccountKey,
    ...overrides,
  })

/** A call as the widget makes it (with x-web: 1) unless told otherwise. */
export const api = (server: RunningServer, path: string, init: RequestInit & { web?: boolean } = {}) => {
  const { web = true, headers, ...rest } = init
  return fetch(`${server.url}${path}`, {
    ...rest,
    headers: {
      ...(web ? { "x-web": "1" } : {}),
      ...(rest.body ? { "content-type": "application/json" } : {}),
      ...headers,
    },
  })
}

/** A GET whose body is read as it came over the wire (fetch would decode a compressed one). */
export const rawGet = (server: RunningServer, path: string, headers: Record<string, string> = {}) =>
  new Promise<{ readonly status: number; readonly headers: IncomingHttpHeaders; readonly bytes: Buffer }>(
    (resolve, reject) => {
      request(new URL(path, server.url), { headers }, (answer) => {
        const chunks: Array<Buffer> = []
        answer.on("data", (chunk: Buffer) => chunks.push(chunk))
        answer.on("end", () =>
          resolve({ status: answer.statusCode ?? 0, headers: answer.headers, bytes: Buffer.concat(chunks) }),
        )
      })
        .on("error", reject)
        .end()
    },
  )

export const setSettings = (server: RunningServer, settings: Record<string, unknown>) =>
  fetch(`${server.url}/api/sandbox/settings`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(settings),
  })

/**
 * One real server for a test file: started before its tests on a database of its own, stopped and dropped after.
 * The handle stands for the server once it runs.
 */
export const serverForThisFile = (overrides: Partial<ServerSettings> = {}): RunningServer => {
  let database: TestDatabase | undefined
  let running: RunningServer | undefined
  beforeAll(async () => {
    database = await makeTestDatabase()
    running = await startTestServer(database, overrides)
  })
  afterAll(async () => {
    await running?.stop()
    await database?.drop()
  })
  const current = () => {
    if (!running) throw new Error("the test server is not running yet")
    return running
  }
  return {
    get url() {
      return current().url
    },
    stop: () => current().stop(),
    run: (program) => current().run(program),
  }
}
