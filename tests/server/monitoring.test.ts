// Monitoring as an integrator's analyst sees it: batches stored whole or refused whole, beacons, error reports,
// identify, and the funnel counting sessions per step.
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { describe, expect, it } from "vitest"
import type { MonitoringEvent, StoredMonitoringEvent } from "../../schema/monitoring.ts"
import type { FunnelReport } from "../../schema/monitoringFunnel.ts"
import { api, serverForThisFile } from "../support/server.ts"

const server = serverForThisFile()

const event = (overrides: Partial<MonitoringEvent> = {}): MonitoringEvent => ({
  type: "impression",
  name: "/",
  distinctId: "device-1",
  sessionId: "session-1",
  queryParams: { source: "partner" },
  pageName: "/",
  createdAt: new Date().toISOString(),
  ...overrides,
})

const post = (path: string, body: unknown) => api(server, path, { method: "POST", body: JSON.stringify(body) })
const eventsOf = async (distinctId: string) =>
  (await (
    await api(server, `/api/sandbox/monitoring/events?distinctId=${distinctId}`)
  ).json()) as Array<StoredMonitoringEvent>

describe("monitoring batches", () => {
  it("stores every event of a batch in order", async () => {
    const batch = [
      event({ distinctId: "batch" }),
      event({ distinctId: "batch", type: "click", name: "Next" }),
      event({ distinctId: "batch", type: "operation", name: "onramp.fetchOffer", operationStatus: "start" }),
    ]
    const answer = await post("/api/public/monitoring/monitoring-events", batch)
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ ok: true, stored: 3 })
    const stored = await eventsOf("batch")
    expect(stored.map((e) => [e.type, e.name, e.operationStatus])).toEqual([
      ["impression", "/", null],
      ["click", "Next", null],
      ["operation", "onramp.fetchOffer", "start"],
    ])
  })

  it("refuses a batch with one bad event, an empty batch and an oversized one, storing nothing", async () => {
    const good = event({ distinctId: "refused" })
    for (const batch of [
      [good, { ...good, type: "shout" }],
      [good, { ...good, createdAt: "yesterday" }],
      [],
      Array.from({ length: 51 }, () => good),
      [{ ...good, name: "x".repeat(201) }],
    ]) {
      const answer = await post("/api/public/monitoring/monitoring-events", batch)
      expect(answer.status).toBe(400)
    }
    expect(await eventsOf("refused")).toEqual([])
  })

  it("takes a beacon without the x-web header, and refuses a bad one", async () => {
    const beacon = (body: string) =>
      fetch(`${server.url}/api/public/monitoring/beacon`, {
        method: "POST",
        body,
        headers: { "content-type": "text/plain" },
      })
    expect((await beacon(JSON.stringify([event({ distinctId: "beacon", name: "hidden" })]))).status).toBe(204)
    expect((await beacon("not json")).status).toBe(400)
    expect((await beacon(JSON.stringify([event({ distinctId: "beacon", type: "nope" as "click" })]))).status).toBe(400)
    expect((await beacon("x".repeat(70 * 1024))).status).toBe(413)
    expect((await eventsOf("beacon")).map((e) => e.name)).toEqual(["hidden"])
  })
})

describe("error reports and identify", () => {
  it("stores an error report and refuses one too long", async () => {
    const report = {
      message: "TypeError: x is undefined",
      origin: "error",
      pageName: "/wallet",
      release: "2.1.0",
      createdAt: new Date().toISOString(),
    }
    expect((await post("/api/public/monitoring/error-report", report)).status).toBe(200)
    expect((await post("/api/public/monitoring/error-report", { ...report, message: "x".repeat(2001) })).status).toBe(
      400,
    )
    expect((await post("/api/public/monitoring/error-report", { ...report, origin: "elsewhere" })).status).toBe(400)
    const rows = await server.run(
      Effect.flatMap(Effect.service(SqlClient.SqlClient), (sql) => sql`SELECT message FROM error_reports`),
    )
    expect(rows).toEqual([{ message: "TypeError: x is undefined" }])
  })

  it("tells the widget no Sentry DSN is set", async () => {
    expect(await (await api(server, "/api/public/monitoring/config")).json()).toEqual({ sentryDsn: null })
  })

  it("accepts identify", async () => {
    expect((await post("/api/public/monitoring/monitoring-identify", { userId: "u1", distinctId: "d1" })).status).toBe(
      200,
    )
  })
})

describe("the funnel", () => {
  it("counts distinct sessions per step with the conversion from the step before, by source", async () => {
    const source = { source: "funnel-test" }
    const at = (sessionId: string, pageName: string) =>
      event({ distinctId: "funnel", sessionId, pageName, name: pageName, queryParams: source })
    const batch = [
      at("s1", "/"),
      at("s1", "/"),
      at("s2", "/"),
      at("s3", "/"),
      at("s4", "/"),
      at("s1", "/wallet"),
      at("s2", "/wallet"),
      at("s1", "/swap"),
      event({
        distinctId: "funnel",
        sessionId: "s1",
        type: "operation",
        name: "onramp.createOrder",
        operationStatus: "success",
        queryParams: source,
      }),
      // A failed creation does not count as created.
      event({
        distinctId: "funnel",
        sessionId: "s2",
        type: "operation",
        name: "onramp.createOrder",
        operationStatus: "fail",
        queryParams: source,
      }),
    ]
    expect((await post("/api/public/monitoring/monitoring-events", batch)).status).toBe(200)
    const report = (await (await api(server, "/api/sandbox/funnel")).json()) as FunnelReport
    const slice = report.slices.find((s) => s.journey === "onramp" && s.source === "funnel-test")
    expect(slice?.day).toBe(new Date().toISOString().slice(0, 10))
    expect(slice?.steps.map((s) => [s.step, s.sessions, s.conversion])).toEqual([
      ["Amount", 4, null],
      ["Wallet", 2, 0.5],
      ["KYC", 0, 0],
      // The ID check is not needed by everyone: Review counts from Wallet.
      ["Review", 1, 0.5],
      ["Order created", 1, 1],
      ["USSD", 0, 0],
      ["Completed", 0, null],
    ])
  })
})
