// The integrator calls (schema/integrators.ts): the origins a page's integrator registered, and their registration
// in the sandbox.
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "../../schema/api.ts"
import { SandboxApi } from "../../schema/sandbox.ts"
import { Integrators } from "./integrators.ts"

/** The integrator a page or an order acts for and its origins: the named one, else the default; none if unknown. */
export const integratorOrigins = (named: string | undefined) =>
  Effect.gen(function* () {
    const integrators = yield* Integrators
    const id = named ?? integrators.defaultId
    const origins = id === undefined ? undefined : yield* integrators.originsOf(id)
    return origins === undefined || id === undefined ? { id: null, origins: [] } : { id, origins }
  })

export const IntegratorsHandlers = HttpApiBuilder.group(
  Api,
  "integrators",
  Effect.fn(function* (handlers) {
    const integrators = yield* Integrators
    return handlers.handle("getIntegratorOrigins", ({ query }) =>
      integratorOrigins(query.integrator?.trim() || undefined).pipe(Effect.provideService(Integrators, integrators)),
    )
  }),
)

export const SandboxIntegratorsHandlers = HttpApiBuilder.group(
  SandboxApi,
  "integrators",
  Effect.fn(function* (handlers) {
    const integrators = yield* Integrators
    return handlers.handle("registerIntegrator", ({ params, payload }) =>
      integrators.register(params.integratorId, payload),
    )
  }),
)
