// The session area of the page's storage (adapters/storage.ts) in Web Storage's shape, for code that does not
// reach the AppStorage service yet (adapters/actors/swapStatus.ts). New code reads AppStorage.
import { pageStorage } from "./storage.ts"

export const sessionMemory = (): Pick<Storage, "getItem" | "setItem"> => ({
  getItem: (key) => pageStorage().session.get(key) ?? null,
  setItem: (key, value) => pageStorage().session.set(key, value),
})
