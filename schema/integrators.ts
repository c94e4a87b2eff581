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

/** Why a signed link (README, "Signed links") is refused. */
export type LinkProblem = "malformed" | "unknownIntegrator" | "badSignature" | "expired"

export const linkProblemMessages: Record<LinkProblem | "used" | "contradicted", string> = {
  malformed: "The link's signature cannot be read.",
  unknownIntegrator: "The link is signed by an unknown integrator.",
  badSignature: "The link's signature is invalid.",
  expired: "The link has expired. Ask for a new one.",
  used: "This link was already used for an order.",
  contradicted: "The link's parameters do not match its signature.",
}
