// Monitoring's host in memory, for tests: what would be sent is kept to be read; the clock is the test's.
import type { MonitoringEvent } from "../schema/monitoring.ts"
import type { MonitorHost } from "./monitoring.ts"

export const memoryMonitorHost = (
  now: () => number,
  where: MonitorHost["where"] = () => ({ pageName: "/", query: {} }),
) => {
  const values = new Map<string, string>()
  let ids = 0
  const sent: Array<{ readonly events: ReadonlyArray<MonitoringEvent>; readonly leaving: boolean }> = []
  const identified: Array<{ readonly userId: string; readonly distinctId: string }> = []
  const host: MonitorHost = {
    now,
    newId: () => `id-${++ids}`,
    store: { get: (key) => values.get(key) ?? null, set: (key, value) => values.set(key, value) },
    where,
    send: (events, leaving) => sent.push({ events, leaving }),
    sendIdentify: (identity) => identified.push(identity),
  }
  return { host, sent, identified }
}
