// The embedding rule (schema/embedding.ts) before any screen reads the address. The page's integrator is looked up
// when the page is framed or carries an outside URL; the root route waits for it (no top-level await: it would
// split the first screen's bundle) and takes an outside URL off its registered origins out of the address, so no
// screen or journey ever sees it, and the widget says so. Parent-window events then know where they may go.
import { Effect } from "effect"
import {
  loadIntegratorOrigins,
  pageIntegrator,
  rememberAcceptedUrls,
  rememberNamedIntegrator,
  rememberRegisteredOrigins,
} from "../../adapters/integrator.ts"
import { ParentWindow } from "../../adapters/parentEvents.ts"
import type { AppRuntime } from "../../adapters/runtime.ts"
import { type OutsideUrlParam, outsideUrlParams, refusedUrls } from "../../schema/embedding.ts"

export interface Embedding {
  /** Settles once the integrator's origins are known; at once when the page needs none. */
  readonly ready: Promise<void>
  /** The outside URLs of the address the page was opened with that were ignored, for the notice. */
  readonly ignored: () => ReadonlyArray<OutsideUrlParam>
  /** The outside URLs of a query (as written in the address) that the rule refuses. */
  readonly refusedIn: (query: string) => ReadonlyArray<OutsideUrlParam>
}

/** `search` is the query of the address the page was opened with. */
export const applyEmbeddingRule = (runtime: AppRuntime, search: string): Embedding => {
  const query = new URLSearchParams(search)
  rememberNamedIntegrator(query)
  let origins: ReadonlyArray<string> = []
  let ignored: ReadonlyArray<OutsideUrlParam> = []
  const framed = runtime.runSync(Effect.service(ParentWindow)).framed()
  const needed = framed || outsideUrlParams.some((name) => query.has(name))
  const ready = needed
    ? runtime.runPromise(loadIntegratorOrigins(pageIntegrator())).then((integrator) => {
        origins = integrator.origins
        rememberRegisteredOrigins(origins)
        ignored = refusedUrls(query, origins)
        for (const name of ignored) query.delete(name)
        rememberAcceptedUrls(query)
      })
    : Promise.resolve()
  return { ready, ignored: () => ignored, refusedIn: (search) => refusedUrls(new URLSearchParams(search), origins) }
}
