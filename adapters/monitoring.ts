// Monitoring (spec 2 §4): events of the widget's use, queued and sent in small batches, never blocking or breaking
// the user (every failure is swallowed) and never carrying tokens or personal data (schema/monitoringScrub.ts).
// The browser's side (listeners, timers, transport) is monitoringBrowser.ts; this is the part tests drive.
import { Context, Effect, Layer } from "effect"
import type { MonitoringEvent } from "../schema/monitoring.ts"
import { monitoringLimits } from "../schema/monitoringBeacon.ts"
import { funnels } from "../schema/monitoringFunnel.ts"
import { scrubQueryParams, scrubText } from "../schema/monitoringScrub.ts"
import { timings } from "../schema/timings.ts"
import { browserMonitorHost } from "./monitoringBrowser.ts"
import type { Observation } from "./monitoringHook.ts"
import { memoryMonitorHost } from "./monitoringMemory.ts"
import { isMonitoredOperation, milestoneOf, orderOf } from "./monitoringOperations.ts"
import { type KeyValueStore, makeAnalyticsSession } from "./monitoringSession.ts"
import { AppStorage } from "./storage.ts"

/** A batch leaves when this many events wait (else on the browser side's timer or as the page hides). */
export const batchSize = 20
const queueLimit = 200
const journeyStarts = new Set(
  Object.values(funnels).flatMap(([first]) => (first?.match.type === "impression" ? [first.match.pageName] : [])),
)

export interface MonitorHost {
  readonly now: () => number
  readonly newId: () => string
  readonly store: KeyValueStore
  /** The route shown, the order its address names (/ussd/{orderId}) and the page's query parameters, as they are now. */
  readonly where: () => {
    readonly pageName: string
    readonly orderId?: string | undefined
    readonly query: Readonly<Record<string, string>>
  }
  readonly send: (events: ReadonlyArray<MonitoringEvent>, leaving: boolean) => void
  /** One event on its own, at once (spec 1 §7 monitoring-event). */
  readonly sendOne: (event: MonitoringEvent) => void
  readonly sendIdentify: (identity: { readonly userId: string; readonly distinctId: string }) => void
}

const swallow =
  <A extends ReadonlyArray<unknown>>(f: (...args: A) => void) =>
  (...args: A): void => {
    try {
      f(...args)
    } catch {
      // Monitoring never breaks the widget.
    }
  }

export const makeMonitor = (host: MonitorHost) => {
  const session = makeAnalyticsSession(host.store, host.now, host.newId)
  const queue: Array<MonitoringEvent> = []
  const typedAt = new Map<string, number>()
  const milestones = new Set<string>()
  let identifiedAt = Number.NEGATIVE_INFINITY
  let scrolledOn: string | undefined
  let orderId: string | undefined

  const flush = swallow((leaving: boolean) => {
    while (queue.length > 0) host.send(queue.splice(0, monitoringLimits.eventsPerBatch), leaving)
  })

  const eventOf = (
    type: MonitoringEvent["type"],
    name: string,
    extra: { readonly operationStatus?: MonitoringEvent["operationStatus"]; readonly at?: number } = {},
  ): MonitoringEvent => {
    const { pageName, query, orderId: shownOrder } = host.where()
    const order = shownOrder ?? query.orderId ?? orderId
    return {
      type,
      name: scrubText(name).slice(0, monitoringLimits.textLength),
      ...(extra.operationStatus ? { operationStatus: extra.operationStatus } : {}),
      distinctId: session.distinctId(),
      sessionId: session.sessionId(),
      ...(order ? { orderId: order.slice(0, monitoringLimits.textLength) } : {}),
      queryParams: scrubQueryParams(query, monitoringLimits.textLength),
      pageName: pageName.slice(0, monitoringLimits.textLength),
      createdAt: new Date(extra.at ?? host.now()).toISOString(),
    }
  }

  const track = (...args: Parameters<typeof eventOf>) => {
    queue.push(eventOf(...args))
    if (queue.length > queueLimit) queue.splice(0, queue.length - queueLimit)
    if (queue.length >= batchSize) flush(false)
  }

  /** A user's act: renews the session, then is recorded. */
  const act = (type: "click" | "link" | "pick", name: string) => {
    session.touch()
    track(type, name)
  }

  return {
    impression: swallow((pageName: string) => {
      scrolledOn = undefined
      // Back on a journey's first step: the order made before is no longer what the visitor is on.
      if (journeyStarts.has(pageName)) orderId = undefined
      const event = eventOf("impression", pageName)
      // The view of an order's page goes at once on its own (spec 1 §7 monitoring-event, whose fields name the
      // order): the buyer often leaves it to pay. Other events wait for their batch.
      if (event.orderId) host.sendOne(event)
      else track("impression", pageName)
    }),
    click: swallow((name: string) => act("click", name)),
    link: swallow((name: string) => act("link", name)),
    pick: swallow((name: string) => act("pick", name)),
    /** Once per page view; every scroll renews the session. */
    scroll: swallow(() => {
      session.touch()
      const { pageName } = host.where()
      if (scrolledOn === pageName) return
      scrolledOn = pageName
      track("scroll", pageName)
    }),
    keypress: swallow(() => session.touch()),
    typed: swallow((field: string) => {
      session.touch()
      const last = typedAt.get(field)
      if (last !== undefined && host.now() - last < timings.typingThrottle) return
      typedAt.set(field, host.now())
      track("type", field)
    }),
    /** An operation of a chart (adapters/monitoringHook.ts): the main ones, and the milestones of order reads. */
    operation: swallow((observation: Extract<Observation, { kind: "operation" }>) => {
      const { name, status, output, at } = observation
      if (status === "success" && name.endsWith(".createOrder")) orderId = orderOf(output)?._id as string | undefined
      if (isMonitoredOperation(name)) track("operation", name, { operationStatus: status, at })
      const milestone = status === "success" ? milestoneOf(name, output) : undefined
      const order = orderOf(output)?._id as string | undefined
      if (!milestone || !order || milestones.has(`${milestone}:${order}`)) return
      milestones.add(`${milestone}:${order}`)
      orderId = order
      track("operation", milestone, { operationStatus: "success", at })
    }),
    identify: swallow((userId: string) => {
      if (host.now() - identifiedAt < timings.identifyThrottle) return
      identifiedAt = host.now()
      host.sendIdentify({ userId, distinctId: session.distinctId() })
    }),
    flush,
    distinctId: () => session.distinctId(),
    sessionId: () => session.sessionId(),
  }
}

export type Monitor = ReturnType<typeof makeMonitor>

export { memoryMonitorHost }

export class Monitoring extends Context.Service<Monitoring, Monitor>()("adapters/Monitoring") {
  static readonly layer = (host: MonitorHost) => Layer.sync(Monitoring, () => makeMonitor(host))
  /** The browser: `baseUrl` is the API host, `where` the route shown and the page's query; ids are kept in the
   * local area of the app's storage. */
  static readonly live = (baseUrl: string, where: MonitorHost["where"]) =>
    Layer.effect(
      Monitoring,
      Effect.map(Effect.service(AppStorage), ({ local }) => makeMonitor(browserMonitorHost(baseUrl, where, local))),
    )
  /** Sends nothing anywhere: what would be sent is in `sent` and `identified`. */
  static readonly test = (now: () => number) => {
    const memory = memoryMonitorHost(now)
    return { layer: Monitoring.layer(memory.host), ...memory }
  }
}
