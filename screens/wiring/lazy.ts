// A journey's wiring (its charts and their actors) loaded with the first route that needs it, so the first screen
// does not carry every journey. Routes await `load()` before they render (beforeLoad); their screens then `get()` it.
export interface Lazy<F> {
  readonly load: () => Promise<F>
  /** The wiring, once a route has loaded it. */
  readonly get: () => F
  /** The wiring if it is loaded, else undefined (for the shell, which never needs it loaded). */
  readonly loaded: () => F | undefined
}

export const lazy = <F>(importer: () => Promise<F>): Lazy<F> => {
  let value: F | undefined
  let loading: Promise<F> | undefined
  const load = () => {
    // A failed import (a dropped connection) is tried again by the next route that needs it.
    loading ??= importer().then(
      (made) => {
        value = made
        return made
      },
      (error: unknown) => {
        loading = undefined
        throw error
      },
    )
    return loading
  }
  return {
    load,
    get: () => {
      if (value === undefined) throw new Error("a journey's wiring was used before its route loaded it")
      return value
    },
    loaded: () => value,
  }
}
