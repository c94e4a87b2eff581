/// <reference types="vite/client" />
// Live flows in Stately's inspector (issue 15). With `?inspect` on the address, in the sandbox or under
// `npm run dev`, every chart the widget starts, and each chart it invokes, is shown in the inspector window
// (@statelyai/inspect's browser inspector: a window it opens and talks to by postMessage). The inspector's code is
// fetched only then, by a dynamic import, so no other page carries it; outside the sandbox nothing is sent, since
// charts hold the visitor's data.
import type { InspectionEvent } from "xstate"
import { loadChainMode } from "../../adapters/chainMode.ts"

/** Events that happen before the inspector is loaded wait here; past this many the oldest are dropped. */
const waitingLimit = 500

const askedFor = (search: string) => new URLSearchParams(search).has("inspect")

/** Whether this page may show its charts: `npm run dev`, or a page served by the sandbox server. */
const allowed = async () => import.meta.env.DEV || (await loadChainMode(window.location.origin)) === "sandbox"

const connect = (): ((event: InspectionEvent) => void) => {
  let waiting: InspectionEvent[] | undefined = []
  let send: ((event: InspectionEvent) => void) | undefined
  const ready = async () => {
    if (!(await allowed())) return undefined
    const { createBrowserInspector } = await import("@statelyai/inspect")
    // The inspector keeps only its last 200 events until its window says it is connected (a slow page load): keep
    // as many as wait here, so the charts started first are not missing from it.
    return createBrowserInspector({ maxDeferredEvents: waitingLimit })
  }
  ready()
    .catch(() => undefined)
    .then((inspector) => {
      const observer = inspector?.inspect
      send = observer ? (event) => observer.next?.(event) : () => {}
      for (const event of waiting ?? []) send(event)
      waiting = undefined
    })
  return (event) => {
    if (send) return send(event)
    waiting?.push(event)
    if (waiting && waiting.length > waitingLimit) waiting.shift()
  }
}

/** Spread into `createActor`'s options: `{ inspect }` when the page asked for the inspector, else nothing. */
export const inspection: { readonly inspect?: (event: InspectionEvent) => void } =
  typeof window !== "undefined" && askedFor(window.location.search) ? { inspect: connect() } : {}
