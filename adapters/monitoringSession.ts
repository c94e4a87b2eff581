// The analytics identity (spec 1 §9, spec 2 §4): a distinct id kept per device, and a session id that is made anew
// after 30 minutes without activity. Activity (click, scroll, keypress) renews the session's timestamp.

import { timings } from "../schema/timings.ts"

const touchMillis = 1000

export interface KeyValueStore {
  readonly get: (key: string) => string | null
  readonly set: (key: string, value: string) => void
}

const distinctKey = "pay-widget.monitoring.distinct-id"
const sessionKey = "pay-widget.monitoring.session"

export const makeAnalyticsSession = (store: KeyValueStore, now: () => number, newId: () => string) => {
  let memory: { id: string; activeAt: number } | undefined
  let distinct: string | undefined

  const read = (): { id: string; activeAt: number } | undefined => {
    try {
      const parsed: unknown = JSON.parse(store.get(sessionKey) ?? "null")
      const candidate = parsed as { id?: unknown; activeAt?: unknown } | null
      if (candidate && typeof candidate.id === "string" && typeof candidate.activeAt === "number") {
        return { id: candidate.id, activeAt: candidate.activeAt }
      }
    } catch {
      // Unreadable: the memory of this page holds.
    }
    return memory
  }
  const write = (session: { id: string; activeAt: number }) => {
    memory = session
    try {
      store.set(sessionKey, JSON.stringify(session))
    } catch {
      // Storage refused: kept in memory for this page.
    }
  }

  /** The current session id: a new one when there is none or the last activity is 30 minutes old. */
  const sessionId = (): string => {
    const current = read()
    if (current && now() - current.activeAt < timings.sessionIdle) return current.id
    const fresh = { id: newId(), activeAt: now() }
    write(fresh)
    return fresh.id
  }

  /** Activity: keeps the session alive from now (after starting a new one if it had lapsed). Scrolling fires
   * many times a second: within a second of the last write there is nothing to renew. */
  const touch = (): void => {
    const id = sessionId()
    const current = read()
    if (current?.id === id && now() - current.activeAt < touchMillis) return
    write({ id, activeAt: now() })
  }

  const distinctId = (): string => {
    if (distinct) return distinct
    try {
      distinct = store.get(distinctKey) ?? undefined
    } catch {
      distinct = undefined
    }
    if (!distinct) {
      distinct = newId()
      try {
        store.set(distinctKey, distinct)
      } catch {
        // Storage refused: this page keeps one id.
      }
    }
    return distinct
  }

  return { sessionId, touch, distinctId }
}
