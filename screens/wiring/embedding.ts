// Before the router reads the address: the embedding rule (schema/embedding.ts). The page's integrator is looked up
// when the page is framed or carries an outside URL; an outside URL off its registered origins leaves the address,
// so no screen or journey ever sees it, and the widget says so. Parent-window events then know where they may go.
import {
  loadIntegratorOrigins,
  pageIntegrator,
  rememberAcceptedUrls,
  rememberNamedIntegrator,
  rememberRegisteredOrigins,
} from "../../adapters/integrator.ts"
import type { AppRuntime } from "../../adapters/runtime.ts"
import { type OutsideUrlParam, outsideUrlParams, refusedUrls } from "../../schema/embedding.ts"

export interface Embedding {
  /** The outside URLs of the address that were ignored, for the notice. */
  readonly ignored: ReadonlyArray<OutsideUrlParam>
}

export const applyEmbeddingRule = async (runtime: AppRuntime): Promise<Embedding> => {
  const url = new URL(window.location.href)
  rememberNamedIntegrator(url.searchParams)
  const framed = window.parent !== window
  const hasOutsideUrl = outsideUrlParams.some((name) => url.searchParams.has(name))
  if (!framed && !hasOutsideUrl) return { ignored: [] }
  const { origins } = await runtime.runPromise(loadIntegratorOrigins(pageIntegrator()))
  rememberRegisteredOrigins(origins)
  const ignored = refusedUrls(url.searchParams, origins)
  if (ignored.length > 0) {
    for (const name of ignored) url.searchParams.delete(name)
    window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`)
  }
  rememberAcceptedUrls(url.searchParams)
  return { ignored }
}
