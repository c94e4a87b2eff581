// The browser's side of monitoring: ids and the session in the local area of the app's storage, batches (and an
// order page's view on its own) posted with fetch (keepalive) while the page is shown, and with navigator.sendBeacon
// as it hides, when a fetch could be cut off. Every failure is swallowed: monitoring never breaks or slows the widget.
import type { MonitoringEvent } from "../schema/monitoring.ts"
import { beaconPath } from "../schema/monitoringBeacon.ts"
import type { MonitorHost } from "./monitoring.ts"
import type { StorageArea } from "./storage.ts"

const eventsPath = "/api/public/monitoring/monitoring-events"
const eventPath = "/api/public/monitoring/monitoring-event"
const identifyPath = "/api/public/monitoring/monitoring-identify"

const post = (url: string, body: string) => {
  try {
    void fetch(url, {
      method: "POST",
      body,
      keepalive: true,
      headers: { "content-type": "application/json", "x-web": "1" },
    }).catch(() => undefined)
  } catch {
    // Swallowed: monitoring never breaks the widget.
  }
}

const beacon = (url: string, body: string): boolean => {
  try {
    // text/plain needs no preflight; the beacon route reads the body as JSON whatever its type.
    return navigator.sendBeacon?.(url, new Blob([body], { type: "text/plain" })) ?? false
  } catch {
    return false
  }
}

const randomId = () =>
  globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`

export const browserMonitorHost = (baseUrl: string, where: MonitorHost["where"], local: StorageArea): MonitorHost => ({
  now: () => Date.now(),
  newId: randomId,
  store: { get: (key) => local.get(key) ?? null, set: local.set },
  where,
  send: (events: ReadonlyArray<MonitoringEvent>, leaving: boolean) => {
    const body = JSON.stringify(events)
    if (leaving && beacon(`${baseUrl}${beaconPath}`, body)) return
    post(`${baseUrl}${eventsPath}`, body)
  },
  sendOne: (event: MonitoringEvent) => post(`${baseUrl}${eventPath}`, JSON.stringify(event)),
  sendIdentify: (identity) => post(`${baseUrl}${identifyPath}`, JSON.stringify(identity)),
})
