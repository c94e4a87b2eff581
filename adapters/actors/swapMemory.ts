// A device's memory of swaps (localStorage), one list per fact: which swaps this device already did something for.
// Storage may be refused (private mode): then nothing is remembered beyond the page, and nothing fails.

/** Enough to cover every swap a person could have open; older ones are long expired. */
const remembered = 50

export const swapMemory = (key: string) => {
  const list = (): ReadonlyArray<string> => {
    try {
      const stored: unknown = JSON.parse(globalThis.localStorage?.getItem(key) ?? "[]")
      return Array.isArray(stored) ? stored.map(String) : []
    } catch {
      return []
    }
  }
  const remember = (swapId: string) => {
    try {
      const next = [...list().filter((id) => id !== swapId), swapId].slice(-remembered)
      globalThis.localStorage?.setItem(key, JSON.stringify(next))
    } catch {
      // Refused: the chart still knows it for this page.
    }
  }
  return { list, remember }
}
