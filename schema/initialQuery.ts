// Spec 1 §2: "Unknown extra parameters are kept in session storage as the initial query." The parameters of the
// page's address the configuration does not know (schema/config.ts `extra`), kept for the tab, and carried by the
// links that lead back into an order (the in-progress banner's Open, the past orders' Details).

/** Where the tab keeps them (the session area of adapters/storage.ts). */
export const initialQueryKey = "pay-widget.initial-query"

/** What to keep for an address's unknown parameters; undefined when it has none, so the ones kept earlier stay. */
export const initialQueryToKeep = (extra: Readonly<Record<string, string>>): string | undefined =>
  Object.keys(extra).length > 0 ? JSON.stringify(extra) : undefined

/** The kept parameters; none when nothing or something unreadable is kept. */
export const readInitialQuery = (kept: string | undefined): Readonly<Record<string, string>> => {
  try {
    const value: unknown = kept ? JSON.parse(kept) : {}
    if (typeof value !== "object" || value === null || Array.isArray(value)) return {}
    return Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === "string"))
  } catch {
    return {}
  }
}
