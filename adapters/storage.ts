// What the widget remembers in the browser: the local area (kept between visits) and the session area (this tab).
// The only module that touches Web Storage. Nothing here throws: a sandboxed iframe, Safari's private mode or a
// framing page on another site that blocks third-party storage refuses it, and then the widget remembers less
// (for this page only) but works. Where sessionStorage is refused, the session area is the frame's window.name,
// which survives the frame's reloads and navigations and is not readable by the framing page.
//
// Web Storage is synchronous and this service never fails, so its areas are plain functions: charts' actions and
// guards call them directly, Effect programs read the service with `yield* AppStorage`.
import { Context, Layer } from "effect"

export interface StorageArea {
  readonly get: (key: string) => string | undefined
  readonly set: (key: string, value: string) => void
  readonly remove: (key: string) => void
}

export interface Storages {
  /** Kept between visits (localStorage). */
  readonly local: StorageArea
  /** Kept for this tab (sessionStorage, else window.name). */
  readonly session: StorageArea
}

type WebStorage = Pick<globalThis.Storage, "getItem" | "setItem" | "removeItem">

/** What the live layer reads of the browser; `globalThis` in the widget, a fake one in tests. */
export interface StorageScope {
  readonly localStorage?: WebStorage | undefined
  readonly sessionStorage?: WebStorage | undefined
  name?: string
}

/** An area in memory: what a refused storage falls back to for the page, and the test layer's areas. */
export const memoryArea = (initial: Readonly<Record<string, string>> = {}): StorageArea => {
  const entries = new Map(Object.entries(initial))
  return {
    get: (key) => entries.get(key),
    set: (key, value) => {
      entries.set(key, value)
    },
    remove: (key) => {
      entries.delete(key)
    },
  }
}

const attempt = <A>(f: () => A): A | undefined => {
  try {
    return f()
  } catch {
    return undefined
  }
}

/** A Web Storage area whose refusals are swallowed: when it cannot be opened or written, `fallback` keeps the value. */
const guardedArea = (open: () => WebStorage | undefined, fallback: StorageArea): StorageArea => {
  const opened = () => attempt(open) ?? undefined
  return {
    get: (key) => attempt(() => opened()?.getItem(key)) ?? fallback.get(key),
    set: (key, value) => {
      const storage = opened()
      try {
        if (storage) {
          storage.setItem(key, value)
          fallback.remove(key)
          return
        }
      } catch {
        // Refused (full, private mode): an older value must not be read back instead of this one.
        attempt(() => storage?.removeItem(key))
      }
      fallback.set(key, value)
    },
    remove: (key) => {
      fallback.remove(key)
      attempt(() => opened()?.removeItem(key))
    },
  }
}

const namePrefix = "pay-widget:"

/** The frame's window.name as a session area, when the scope has one. */
const windowNameArea = (scope: StorageScope): StorageArea | undefined => {
  if (typeof scope.name !== "string") return undefined
  const read = (): Record<string, string> => {
    const name = scope.name ?? ""
    if (!name.startsWith(namePrefix)) return {}
    return attempt(() => JSON.parse(name.slice(namePrefix.length)) as Record<string, string>) ?? {}
  }
  const write = (entries: Record<string, string>) => {
    attempt(() => {
      scope.name = `${namePrefix}${JSON.stringify(entries)}`
    })
  }
  return {
    get: (key) => read()[key],
    set: (key, value) => write({ ...read(), [key]: value }),
    remove: (key) => {
      const { [key]: _gone, ...rest } = read()
      write(rest)
    },
  }
}

/** The browser's storage areas, each falling back as described above. */
export const browserStorages = (scope: StorageScope = globalThis as StorageScope): Storages => {
  const session = attempt(() => scope.sessionStorage)
  return {
    local: guardedArea(() => scope.localStorage, memoryArea()),
    session: session
      ? guardedArea(() => scope.sessionStorage, windowNameArea(scope) ?? memoryArea())
      : (windowNameArea(scope) ?? memoryArea()),
  }
}

let pageStorages: Storages | undefined
/** The page's one set of browser areas (their in-memory fallbacks are shared by everything on the page). */
export const pageStorage = (): Storages => {
  pageStorages ??= browserStorages()
  return pageStorages
}

export class AppStorage extends Context.Service<AppStorage, Storages>()("adapters/AppStorage") {
  /** The browser's localStorage and sessionStorage (or window.name). */
  static readonly browser = Layer.sync(AppStorage, pageStorage)
  /** Both areas in memory, optionally filled: each test gets its own. */
  static readonly memory = (
    initial: { readonly local?: Record<string, string>; readonly session?: Record<string, string> } = {},
  ) => Layer.sync(AppStorage, () => ({ local: memoryArea(initial.local), session: memoryArea(initial.session) }))
}
