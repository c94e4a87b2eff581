// Monitoring events and identify calls, stored as they come; they never fail the widget.
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { SqlClient } from "effect/sql"
import { Api } from "../../schema/api.ts"

export const MonitoringHandlers = HttpApiBuilder.group(
  Api,
  "monitoring",
  Effect.fn(function* (handlers) {
    const sql = yield* SqlClient.SqlClient
    return handlers
      .handle("sendMonitoringEvent", ({ payload }) =>
        sql`INSERT INTO monitoring_events ${sql.insert({
          type: payload.type,
          name: payload.name,
          operationStatus: payload.operationStatus ?? null,
          distinctId: payload.distinctId,
          sessionId: payload.sessionId,
          orderId: payload.orderId ?? null,
          queryParams: JSON.stringify(payload.queryParams),
          pageName: payload.pageName,
          createdAt: payload.createdAt,
        })}`.pipe(Effect.as({ ok: true }), Effect.orDie),
      )
      .handle("identify", ({ payload }) =>
        sql`INSERT INTO monitoring_identities (distinct_id, user_id) VALUES (${payload.distinctId}, ${payload.userId})
          ON CONFLICT (distinct_id) DO UPDATE SET user_id = EXCLUDED.user_id, identified_at = now()`.pipe(
          Effect.as({ ok: true }),
          Effect.orDie,
        ),
      )
  }),
)
