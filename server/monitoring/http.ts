// Monitoring events (one or a batch), identify calls and error reports, stored as they come; the widget never
// waits for them. A batch the contract refuses (bad or too many events) stores nothing.
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "../../schema/api.ts"
import { ServerConfig } from "../config.ts"
import { storeErrorReport, storeEvents, storeIdentity } from "./repository.ts"

export const MonitoringHandlers = HttpApiBuilder.group(
  Api,
  "monitoring",
  Effect.fn(function* (handlers) {
    const config = yield* ServerConfig
    return handlers
      .handle("sendMonitoringEvent", ({ payload }) => storeEvents([payload]).pipe(Effect.as({ ok: true })))
      .handle("sendMonitoringEvents", ({ payload }) =>
        storeEvents(payload).pipe(Effect.map((stored) => ({ ok: true, stored }))),
      )
      .handle("identify", ({ payload }) =>
        storeIdentity(payload.distinctId, payload.userId).pipe(Effect.as({ ok: true })),
      )
      .handle("reportError", ({ payload }) => storeErrorReport(payload).pipe(Effect.as({ ok: true })))
      .handle("getMonitoringConfig", () => Effect.succeed({ sentryDsn: config.sentryDsn ?? null }))
  }),
)
