// What the widget remembers for the browser session: sessionStorage, or, where a framing page on another site gets
// the frame's storage refused (third-party storage blocked), the frame's window.name, which survives the frame's
// reloads and navigations and is not readable by the framing page.
type Memory = Pick<Storage, "getItem" | "setItem">

const namePrefix = "pay-widget:"

const windowNameMemory = (): Memory | undefined => {
  if (typeof window === "undefined") return undefined
  const read = (): Record<string, string> => {
    if (!window.name.startsWith(namePrefix)) return {}
    try {
      return JSON.parse(window.name.slice(namePrefix.length))
    } catch {
      return {}
    }
  }
  return {
    getItem: (key) => read()[key] ?? null,
    setItem: (key, value) => {
      window.name = `${namePrefix}${JSON.stringify({ ...read(), [key]: value })}`
    },
  }
}

export const sessionMemory = (): Memory | undefined => {
  try {
    const storage = globalThis.sessionStorage
    if (storage) return storage
  } catch {
    // Refused: see above.
  }
  return windowNameMemory()
}
