// The funnel, one device's events and identity, and the latest error reports, for product people and tests (schema/monitoring.ts).
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { SandboxApi } from "../../schema/sandbox.ts"
import { eventsOfDevice, funnelOfLastDays, identityOf, latestErrorReports } from "./repository.ts"

export const SandboxMonitoringHandlers = HttpApiBuilder.group(
  SandboxApi,
  "monitoring",
  Effect.fn(function* (handlers) {
    return handlers
      .handle("getFunnel", ({ query }) => funnelOfLastDays(query.days ?? 30))
      .handle("getMonitoringEvents", ({ query }) => eventsOfDevice(query.distinctId))
      .handle("getMonitoringIdentity", ({ query }) => identityOf(query.distinctId))
      .handle("getErrorReports", () => latestErrorReports)
  }),
)
