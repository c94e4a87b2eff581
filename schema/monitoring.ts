// Monitoring events and identify (spec 2 §4, §7).
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { MonitoringEventType, OperationStatus } from "./enums.ts"

export const MonitoringEvent = Schema.Struct({
  type: MonitoringEventType,
  name: Schema.String,
  operationStatus: Schema.optional(OperationStatus),
  distinctId: Schema.String,
  sessionId: Schema.String,
  orderId: Schema.optional(Schema.String),
  queryParams: Schema.Record(Schema.String, Schema.String),
  pageName: Schema.String,
  createdAt: Schema.String,
})
export type MonitoringEvent = typeof MonitoringEvent.Type

const accepted = Schema.Struct({ ok: Schema.Boolean })

export class MonitoringApi extends HttpApiGroup.make("monitoring").add(
  HttpApiEndpoint.post("sendMonitoringEvent", "/api/public/monitoring/monitoring-event", {
    payload: MonitoringEvent,
    success: accepted,
  }),
  HttpApiEndpoint.post("identify", "/api/public/monitoring/monitoring-identify", {
    payload: Schema.Struct({ userId: Schema.String, distinctId: Schema.String }),
    success: accepted,
  }),
) {}
