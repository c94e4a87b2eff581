// A device's memory of swaps (the local area of adapters/storage.ts), one list per fact: which swaps this device
// already did something for. Storage may be refused (private mode): then nothing is remembered beyond the page, and
// nothing fails.
import { pageStorage } from "../storage.ts"

/** Enough to cover every swap a person could have open; older ones are long expired. */
const remembered = 50

export const swapMemory = (key: string) => {
  const list = (): ReadonlyArray<string> => {
    try {
      const stored: unknown = JSON.parse(pageStorage().local.get(key) ?? "[]")
      return Array.isArray(stored) ? stored.map(String) : []
    } catch {
      // Not ours (written by hand or an older widget): nothing remembered.
      return []
    }
  }
  const remember = (swapId: string) => {
    const next = [...list().filter((id) => id !== swapId), swapId].slice(-remembered)
    pageStorage().local.set(key, JSON.stringify(next))
  }
  return { list, remember }
}
