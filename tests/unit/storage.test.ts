// The app's storage (adapters/storage.ts): what the widget keeps between visits (local) and for the tab (session),
// and that a browser which refuses storage (a sandboxed iframe, Safari's private mode, third-party storage blocked)
// never breaks the widget: it remembers for the page instead.
import { describe, expect, it } from "vitest"
import { browserStorages, type StorageScope } from "../../adapters/storage.ts"

/** Web Storage as a browser gives it, in memory. */
const webStorage = () => {
  const entries = new Map<string, string>()
  return {
    entries,
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => {
      entries.set(key, value)
    },
    removeItem: (key: string) => {
      entries.delete(key)
    },
  }
}

const refused = () => {
  throw new DOMException("The operation is insecure.", "SecurityError")
}

/** A sandboxed frame: touching localStorage or sessionStorage throws. */
const sandboxedFrame = (): StorageScope => {
  const scope = { name: "" }
  Object.defineProperty(scope, "localStorage", { get: refused })
  Object.defineProperty(scope, "sessionStorage", { get: refused })
  return scope
}

describe("the app's storage in a browser that allows it", () => {
  it("keeps local values in localStorage and session values in sessionStorage", () => {
    const local = webStorage()
    const session = webStorage()
    const storage = browserStorages({ localStorage: local, sessionStorage: session, name: "" })
    storage.local.set("pay-widget.tokens", "t")
    storage.session.set("pay-widget.sign-in-email", "ada@example.com")
    expect(local.entries.get("pay-widget.tokens")).toBe("t")
    expect(session.entries.get("pay-widget.sign-in-email")).toBe("ada@example.com")
    expect(storage.local.get("pay-widget.tokens")).toBe("t")
    storage.local.remove("pay-widget.tokens")
    expect(storage.local.get("pay-widget.tokens")).toBeUndefined()
    expect(storage.session.get("absent")).toBeUndefined()
  })
})

describe("the app's storage in a browser that refuses it", () => {
  it("never throws, and remembers for the page", () => {
    const storage = browserStorages(sandboxedFrame())
    expect(() => storage.local.set("pay-widget.tokens", "t")).not.toThrow()
    expect(storage.local.get("pay-widget.tokens")).toBe("t")
    expect(() => storage.local.remove("pay-widget.tokens")).not.toThrow()
    expect(storage.local.get("pay-widget.tokens")).toBeUndefined()
  })

  it("keeps session values in the frame's window.name, which survives the frame's reloads", () => {
    const frame = sandboxedFrame()
    browserStorages(frame).session.set("pay-widget.parent-origin", "https://shop.example")
    expect(frame.name).toContain("pay-widget")
    // The frame reloads: a new page, the same window.name.
    expect(browserStorages(frame).session.get("pay-widget.parent-origin")).toBe("https://shop.example")
    browserStorages(frame).session.remove("pay-widget.parent-origin")
    expect(browserStorages(frame).session.get("pay-widget.parent-origin")).toBeUndefined()
  })

  it("reads back what was written when a write is refused (storage full, Safari's private mode)", () => {
    const full = { ...webStorage(), setItem: refused }
    const storage = browserStorages({ localStorage: full, sessionStorage: webStorage() })
    expect(() => storage.local.set("pay-widget.country", "KE")).not.toThrow()
    expect(storage.local.get("pay-widget.country")).toBe("KE")
  })

  it("does not read back an older value once a newer write is refused", () => {
    const local = webStorage()
    const storage = browserStorages({ localStorage: local, sessionStorage: webStorage() })
    storage.local.set("pay-widget.country", "KE")
    local.setItem = refused
    storage.local.set("pay-widget.country", "NG")
    expect(storage.local.get("pay-widget.country")).toBe("NG")
  })
})
