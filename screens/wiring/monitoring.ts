// Monitoring wired to the page, loaded after first paint (main.tsx): impressions per route, one delegated listener
// each for clicks, picks, typing, keys and scrolling (names from data-monitor, the accessible name or the text,
// never a field's value), the charts' operations, identify after sign-in, error reports, and batches flushed every
// few seconds and as the page hides.
import type { AnyRouter } from "@tanstack/react-router"
import { Effect } from "effect"
import { Monitoring } from "../../adapters/monitoring.ts"
import { makeErrorReporter } from "../../adapters/monitoringErrors.ts"
import { attachObserver } from "../../adapters/monitoringHook.ts"
import type { AppRuntime } from "../../adapters/runtime.ts"
import { widgetRelease } from "../../schema/release.ts"
import type { SessionActor } from "./session.ts"

const flushMillis = 4000
const nameLength = 60

/** The route shown, e.g. /ussd/$orderId: a route, not an address, so ids stay out of page names. */
const pageNameOf = (router: AnyRouter): string => {
  const match = router.state.matches.at(-1)
  const id = String(match?.routeId ?? router.state.location.pathname)
  return id === "/" || id === "__root__" ? "/" : id.replace(/\/$/, "")
}

/** The order the route's address names (/ussd/{orderId}), kept out of the page name but carried as the order. */
const orderIdOf = (router: AnyRouter): string | undefined => {
  const params = router.state.matches.at(-1)?.params as Record<string, unknown> | undefined
  return typeof params?.orderId === "string" ? params.orderId : undefined
}

const nameOf = (element: Element): string => {
  const explicit = element.closest("[data-monitor]")?.getAttribute("data-monitor")
  if (explicit) return explicit
  const label = element.getAttribute("aria-label")
  const labelled = element
    .getAttribute("aria-labelledby")
    ?.split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ")
  const text = label || labelled || element.textContent || element.getAttribute("name") || element.tagName
  return text.replace(/\s+/g, " ").trim().slice(0, nameLength)
}

const fieldNameOf = (field: HTMLInputElement | HTMLTextAreaElement): string =>
  field.getAttribute("data-monitor") ??
  field.labels?.[0]?.textContent?.trim() ??
  field.getAttribute("aria-label") ??
  field.name ??
  field.type

/** A picker's option: a listbox option, or an item of the kit's Picker dialog (screens/ui/Picker.tsx). */
const pickSelector = "[role=option], .picker-item"

const pickerNameOf = (option: Element): string => {
  const list = option.closest("[role=listbox], [role=dialog]")
  const picker = list ? nameOf(list) : ""
  return picker ? `${picker}: ${nameOf(option)}` : nameOf(option)
}

export const startMonitoring = (options: {
  readonly router: AnyRouter
  readonly session: SessionActor
  readonly baseUrl: string
  /** Monitoring keeps its ids in the runtime's storage. */
  readonly runtime: AppRuntime
}) => {
  const { router, session, baseUrl, runtime } = options
  const where = () => ({
    pageName: pageNameOf(router),
    orderId: orderIdOf(router),
    query: Object.fromEntries(new URLSearchParams(window.location.search)),
  })
  const monitor = runtime.runSync(Effect.provide(Effect.service(Monitoring), Monitoring.live(baseUrl, where)))

  let sentryDsn: Promise<string | null> | undefined
  const report = makeErrorReporter({
    toServer: (errorReport) =>
      void fetch(`${baseUrl}/api/public/monitoring/error-report`, {
        method: "POST",
        keepalive: true,
        body: JSON.stringify(errorReport),
        headers: { "content-type": "application/json", "x-web": "1" },
      }).catch(() => undefined),
    toSentry: (url, envelope) =>
      void fetch(url, { method: "POST", body: envelope, keepalive: true }).catch(() => undefined),
    sentryDsn: () => {
      sentryDsn ??= fetch(`${baseUrl}/api/public/monitoring/config`, { headers: { "x-web": "1" } })
        .then((answer) => answer.json() as Promise<{ sentryDsn: string | null }>)
        .then((config) => config.sentryDsn)
      return sentryDsn
    },
    newId: () => crypto.randomUUID(),
  })

  attachObserver((observation) => {
    if (observation.kind === "operation") return monitor.operation(observation)
    void report(observation.origin, observation.error, {
      pageName: pageNameOf(router),
      distinctId: monitor.distinctId(),
      sessionId: monitor.sessionId(),
      release: widgetRelease,
      at: observation.at,
    })
  })

  let shown: string | undefined
  const impression = () => {
    const key = `${router.state.location.href}|${pageNameOf(router)}`
    if (key === shown) return
    shown = key
    monitor.impression(pageNameOf(router))
  }
  if (router.state.status === "idle") impression()
  router.subscribe("onResolved", impression)

  document.addEventListener(
    "click",
    (event) => {
      const target = event.target instanceof Element ? event.target : undefined
      const element = target?.closest(`${pickSelector}, [data-monitor], a, button, [role=button], [role=link]`)
      if (!element) return
      if (element.matches(pickSelector)) monitor.pick(pickerNameOf(element))
      else if (element.tagName === "A" || element.getAttribute("role") === "link") monitor.link(nameOf(element))
      else monitor.click(nameOf(element))
    },
    { capture: true },
  )
  document.addEventListener(
    "input",
    (event) => {
      const field = event.target
      if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) monitor.typed(fieldNameOf(field))
    },
    { capture: true },
  )
  document.addEventListener("keydown", () => monitor.keypress(), { capture: true, passive: true })
  document.addEventListener("scroll", () => monitor.scroll(), { capture: true, passive: true })

  let identified: string | undefined
  const identify = (user: { readonly _id: string } | undefined) => {
    if (!user || user._id === identified) return
    identified = user._id
    monitor.identify(user._id)
  }
  identify(session.getSnapshot().context.user)
  session.subscribe((snapshot) => identify(snapshot.context.user))

  setInterval(() => monitor.flush(false), flushMillis)
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") monitor.flush(true)
  })
  window.addEventListener("pagehide", () => monitor.flush(true))
  return monitor
}
