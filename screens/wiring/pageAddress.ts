// The page's own address, read and changed in this one place, so views and the page's entry never reach for
// `window.location` themselves: where the widget is served from (the API host and the links it makes), the query
// the page was opened with, and a reload after a failure.
export const pageAddress = {
  /** The widget's origin: its API host, and the base of the links it makes. */
  origin: (): string => window.location.origin,
  /** The query string the page was opened with (`?…`). */
  search: (): string => window.location.search,
  /** Loads the page again, from the start (spec 1 §2 Reload, spec 1 §8 Try again). */
  reload: (): void => window.location.reload(),
}
