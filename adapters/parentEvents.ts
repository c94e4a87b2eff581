// The page that frames the widget, as the ParentWindow service: whether there is one, and the events posted to it
// (spec 2 §4): a JSON string with `source`, posted only to origins the page's integrator registered
// (schema/embedding.ts), never "*", each kind at most once per order (remembered in the session area of the app's
// storage). Nothing is posted when the widget is not framed. The live layer is the browser's window; the test layer
// takes a fake page (`ParentHost`).
import { Context, Effect, Layer } from "effect"
import { originRegistered } from "../schema/embedding.ts"
import type { OfframpStatus } from "../schema/enums.ts"
import {
  kindsOfOfframpOrder,
  kindsOfOnrampOrder,
  type ParentEventDetails,
  type ParentEventKind,
  parentEvent,
} from "../schema/parentEvents.ts"
import { registeredOrigins } from "./integrator.ts"
import { AppStorage, memoryArea, type StorageArea } from "./storage.ts"

/** What the adapter needs of the browser; `browserHost` is the real one, tests give a fake page. */
export interface ParentHost {
  readonly framed: () => boolean
  /** The framing page's origin when it can be known, else undefined. */
  readonly parentOrigin: () => string | undefined
  /** The widget's own origin: it may frame itself. */
  readonly ownOrigin: () => string
  /** The origins the page's integrator registered, once known. */
  readonly registeredOrigins: () => ReadonlyArray<string> | undefined
  readonly post: (message: string, targetOrigin: string) => void
}

const originKey = "pay-widget.parent-origin"
const sentKey = (orderId: string) => `pay-widget.parent-events.${orderId}`

const originOf = (url: string | undefined) => {
  if (!url) return undefined
  try {
    const origin = new URL(url).origin
    return origin === "null" ? undefined : origin
  } catch {
    return undefined
  }
}

/** The browser: ancestorOrigins where the browser has it (Chromium, Safari), else the referrer of the first page
 * loaded in the frame, kept for the session since a later navigation inside the frame changes the referrer. */
export const browserHost = (session: StorageArea): ParentHost => ({
  framed: () => typeof window !== "undefined" && window.parent !== window,
  parentOrigin: () => {
    if (typeof window === "undefined") return undefined
    const fromAncestors = originOf(window.location.ancestorOrigins?.[0])
    if (fromAncestors) return fromAncestors
    const fromReferrer = originOf(document.referrer)
    if (fromReferrer && fromReferrer !== window.location.origin) {
      session.set(originKey, fromReferrer)
      return fromReferrer
    }
    return session.get(originKey)
  },
  ownOrigin: () => window.location.origin,
  registeredOrigins,
  post: (message, targetOrigin) => window.parent.postMessage(message, targetOrigin),
})

/** `session` remembers what was posted for the browser session (a reloaded page does not post it again). */
export const makeParentEvents = (host: ParentHost, session: StorageArea = memoryArea()) => {
  const sentInMemory = new Map<string, Set<string>>()
  const sentKinds = (orderId: string): Set<string> => {
    const known = sentInMemory.get(orderId) ?? new Set<string>()
    try {
      const stored: unknown = JSON.parse(session.get(sentKey(orderId)) ?? "[]")
      if (Array.isArray(stored)) for (const kind of stored) known.add(String(kind))
    } catch {
      // Unreadable: the memory of this page holds.
    }
    sentInMemory.set(orderId, known)
    return known
  }
  const remember = (orderId: string, kinds: Set<string>) => session.set(sentKey(orderId), JSON.stringify([...kinds]))

  /** The framing page's origin when it is known and allowed; when it cannot be known, each registered origin
   * (the browser delivers to the one that frames us and drops the others). Never "*". */
  const targetOrigins = (): ReadonlyArray<string> => {
    const registered = host.registeredOrigins()
    if (registered === undefined) return []
    const parent = host.parentOrigin()
    if (parent !== undefined) return parent === host.ownOrigin() || originRegistered(parent, registered) ? [parent] : []
    return registered.filter((origin) => !origin.endsWith(":*"))
  }

  /** Posts `kind` for `orderId` unless it was posted before; events without an order are posted each time.
   * Answers whether it was posted. */
  const announce = (kind: ParentEventKind, orderId?: string, extra: ParentEventDetails = {}): boolean => {
    if (!host.framed()) return false
    const sent = orderId === undefined ? undefined : sentKinds(orderId)
    if (sent?.has(kind)) return false
    const targets = targetOrigins()
    if (targets.length === 0) return false
    const message = JSON.stringify(parentEvent(kind, orderId, extra))
    for (const target of targets) host.post(message, target)
    if (sent && orderId !== undefined) {
      sent.add(kind)
      remember(orderId, sent)
    }
    return true
  }

  /** Posts every kind the order's swap and withdrawal statuses stand for that was not posted yet. */
  const announceOnrampOrder = (order: {
    readonly _id: string
    readonly buySwap: { readonly status: Parameters<typeof kindsOfOnrampOrder>[0]["buySwap"]["status"] }
    readonly withdrawal: Parameters<typeof kindsOfOnrampOrder>[0]["withdrawal"] & {
      readonly transactionHash?: string | null
    }
  }): ReadonlyArray<ParentEventKind> =>
    kindsOfOnrampOrder(order).filter((kind) =>
      announce(kind, order._id, {
        swapStatus: order.buySwap.status,
        withdrawalStatus: order.withdrawal.status,
        transactionHash: order.withdrawal.transactionHash ?? null,
      }),
    )

  /** Posts the kind an off-ramp order's status stands for, if it was not posted yet. */
  const announceOfframpOrder = (order: {
    readonly _id: string
    readonly status: OfframpStatus
    readonly hash: string | null
  }): ReadonlyArray<ParentEventKind> =>
    kindsOfOfframpOrder(order.status).filter((kind) =>
      announce(kind, order._id, { offrampStatus: order.status, transactionHash: order.hash }),
    )

  return { framed: host.framed, announce, announceOnrampOrder, announceOfframpOrder }
}

export type ParentEvents = ReturnType<typeof makeParentEvents>

export class ParentWindow extends Context.Service<ParentWindow, ParentEvents>()("adapters/ParentWindow") {
  /** The browser's window and its parent. */
  static readonly layer = Layer.effect(
    ParentWindow,
    Effect.map(Effect.service(AppStorage), ({ session }) => makeParentEvents(browserHost(session), session)),
  )
  /** A fake framing page: what is posted goes to `host.post`. */
  static readonly test = (host: ParentHost) =>
    Layer.effect(
      ParentWindow,
      Effect.map(Effect.service(AppStorage), ({ session }) => makeParentEvents(host, session)),
    )
}
