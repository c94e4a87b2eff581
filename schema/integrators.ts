// Integrator calls: the origins a page's integrator registered (public, so the widget applies the embedding rule
// before it follows an outside URL or posts to its parent), and their registration in the sandbox.
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import {
  IntegratorId,
  IntegratorOrigins,
  IntegratorRegistration,
  integratorParam,
  RegisteredIntegrator,
} from "./embedding.ts"
import { InvalidRequest } from "./errors.ts"

export class IntegratorsApi extends HttpApiGroup.make("integrators").add(
  HttpApiEndpoint.get("getIntegratorOrigins", "/api/public/pay-widget/integrator", {
    query: { [integratorParam]: Schema.optional(Schema.String) },
    success: IntegratorOrigins,
  }),
) {}

export class SandboxIntegratorsApi extends HttpApiGroup.make("integrators").add(
  HttpApiEndpoint.put("registerIntegrator", "/api/sandbox/integrators/:integratorId", {
    params: { integratorId: IntegratorId },
    payload: IntegratorRegistration,
    success: RegisteredIntegrator,
    error: InvalidRequest,
  }),
) {}
