// Monitoring events and identify (spec 2 §4, §7), the batch the widget sends, error reports, and the sandbox's
// read-outs of both (the funnel and the stored events).
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { MonitoringEventType, OperationStatus } from "./enums.ts"
import { InvalidRequest } from "./errors.ts"
import { monitoringLimits } from "./monitoringBeacon.ts"
import { FunnelReport } from "./monitoringFunnel.ts"

export { beaconPath, monitoringLimits } from "./monitoringBeacon.ts"

const text = Schema.String.check(Schema.isMaxLength(monitoringLimits.textLength))

/** An instant as Date.toISOString writes it, and a real one (no 13th month): the database stores it as a time. */
const instant = Schema.String.check(
  Schema.makeFilter(
    (value) =>
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?Z$/.test(value) &&
      !Number.isNaN(Date.parse(value)) &&
      new Date(value).toISOString().slice(0, 10) === value.slice(0, 10),
    { message: "expected a date and time such as 2026-01-31T12:00:00.000Z" },
  ),
)

export const MonitoringEvent = Schema.Struct({
  type: MonitoringEventType,
  name: text,
  operationStatus: Schema.optional(OperationStatus),
  distinctId: text,
  sessionId: text,
  orderId: Schema.optional(text),
  queryParams: Schema.Record(Schema.String, text).check(Schema.isMaxProperties(monitoringLimits.queryParams)),
  pageName: text,
  createdAt: instant,
})
export type MonitoringEvent = typeof MonitoringEvent.Type

export const MonitoringBatch = Schema.Array(MonitoringEvent).check(
  Schema.isMinLength(1),
  Schema.isMaxLength(monitoringLimits.eventsPerBatch),
)

/** An error the widget met, scrubbed of tokens and personal data before it leaves the browser. */
export const ErrorReport = Schema.Struct({
  message: Schema.String.check(Schema.isMaxLength(monitoringLimits.errorMessageLength)),
  stack: Schema.optional(Schema.String.check(Schema.isMaxLength(monitoringLimits.errorStackLength))),
  /** Where it was caught: window.onerror, an unhandled rejection, or a React error boundary. */
  origin: Schema.Literals(["error", "unhandledrejection", "boundary"]),
  pageName: text,
  distinctId: Schema.optional(text),
  sessionId: Schema.optional(text),
  release: text,
  createdAt: instant,
})
export type ErrorReport = typeof ErrorReport.Type

/** What the widget needs to report errors: a Sentry DSN replaces the server's endpoint when the operator sets one. */
export const MonitoringConfig = Schema.Struct({ sentryDsn: Schema.NullOr(Schema.String) })

const accepted = Schema.Struct({ ok: Schema.Boolean })

export class MonitoringApi extends HttpApiGroup.make("monitoring").add(
  HttpApiEndpoint.post("sendMonitoringEvent", "/api/public/monitoring/monitoring-event", {
    payload: MonitoringEvent,
    success: accepted,
  }),
  HttpApiEndpoint.post("sendMonitoringEvents", "/api/public/monitoring/monitoring-events", {
    payload: MonitoringBatch,
    success: Schema.Struct({ ok: Schema.Boolean, stored: Schema.Number }),
    error: [InvalidRequest],
  }),
  HttpApiEndpoint.post("identify", "/api/public/monitoring/monitoring-identify", {
    payload: Schema.Struct({ userId: text, distinctId: text }),
    success: accepted,
  }),
  HttpApiEndpoint.post("reportError", "/api/public/monitoring/error-report", {
    payload: ErrorReport,
    success: accepted,
  }),
  HttpApiEndpoint.get("getMonitoringConfig", "/api/public/monitoring/config", { success: MonitoringConfig }),
) {}

export const StoredMonitoringEvent = Schema.Struct({
  type: Schema.String,
  name: Schema.String,
  operationStatus: Schema.NullOr(Schema.String),
  sessionId: Schema.String,
  orderId: Schema.NullOr(Schema.String),
  queryParams: Schema.Record(Schema.String, Schema.String),
  pageName: Schema.String,
  createdAt: Schema.String,
})
export type StoredMonitoringEvent = typeof StoredMonitoringEvent.Type

export class SandboxMonitoringApi extends HttpApiGroup.make("monitoring").add(
  HttpApiEndpoint.get("getFunnel", "/api/sandbox/funnel", {
    query: { days: Schema.optional(Schema.FiniteFromString) },
    success: FunnelReport,
  }),
  /** One device's events in the order they happened, for tests and people checking what the widget sends. */
  HttpApiEndpoint.get("getMonitoringEvents", "/api/sandbox/monitoring/events", {
    query: { distinctId: Schema.String },
    success: Schema.Array(StoredMonitoringEvent),
  }),
  /** The user a device was tied to by identify, if any. */
  HttpApiEndpoint.get("getMonitoringIdentity", "/api/sandbox/monitoring/identity", {
    query: { distinctId: Schema.String },
    success: Schema.Struct({ userId: Schema.NullOr(Schema.String) }),
  }),
  /** The latest error reports (as stored: already scrubbed by the widget). */
  HttpApiEndpoint.get("getErrorReports", "/api/sandbox/monitoring/errors", {
    success: Schema.Array(ErrorReport.mapFields((fields) => ({ ...fields, createdAt: Schema.String }))),
  }),
) {}
