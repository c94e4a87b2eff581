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
  /** The events sent on their own (also in `sent`, as a batch of one, in the order they left). */
  const one: Array<MonitoringEvent> = []
  const identified: Array<{ readonly userId: string; readonly distinctId: string }> = []
  const host: MonitorHost = {
    now,
    newId: () => `id-${++ids}`,
    store: { get: (key) => values.get(key) ?? null, set: (key, value) => values.set(key, value) },
    where,
    send: (events, leaving) => sent.push({ events, leaving }),
    sendOne: (event) => {
      one.push(event)
      sent.push({ events: [event], leaving: false })
    },
    sendIdentify: (identity) => identified.push(identity),
  }
  return { host, sent, one, identified }
}
