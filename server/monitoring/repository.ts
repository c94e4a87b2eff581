// Monitoring events, identities and error reports in the database, and the rows the funnel is counted from.
// Programs over the SQL client, so the server and `npm run funnel` share them.
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import type { ErrorReport, MonitoringEvent, StoredMonitoringEvent } from "../../schema/monitoring.ts"
import { type FunnelRow, funnelReport } from "../../schema/monitoringFunnel.ts"

const row = (event: MonitoringEvent) => ({
  type: event.type,
  name: event.name,
  operationStatus: event.operationStatus ?? null,
  distinctId: event.distinctId,
  sessionId: event.sessionId,
  orderId: event.orderId ?? null,
  queryParams: JSON.stringify(event.queryParams),
  pageName: event.pageName,
  createdAt: event.createdAt,
})

/** Stores a batch in one statement: all of it or nothing. */
export const storeEvents = (events: ReadonlyArray<MonitoringEvent>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [first, ...rest] = events.map(row)
    if (first) yield* sql`INSERT INTO monitoring_events ${sql.insert([first, ...rest])}`
    return events.length
  }).pipe(Effect.orDie)

export const storeIdentity = (distinctId: string, userId: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`INSERT INTO monitoring_identities (distinct_id, user_id) VALUES (${distinctId}, ${userId})
      ON CONFLICT (distinct_id) DO UPDATE SET user_id = EXCLUDED.user_id, identified_at = now()`
  }).pipe(Effect.orDie)

export const storeErrorReport = (report: ErrorReport) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`INSERT INTO error_reports ${sql.insert({
      message: report.message,
      stack: report.stack ?? null,
      origin: report.origin,
      pageName: report.pageName,
      distinctId: report.distinctId ?? null,
      sessionId: report.sessionId ?? null,
      release: report.release,
      createdAt: report.createdAt,
    })}`
  }).pipe(Effect.orDie)

export const eventsOfDevice = (distinctId: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    return yield* sql<StoredMonitoringEvent>`
      SELECT type, name, operation_status, session_id, order_id, query_params, page_name,
        to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at
      FROM monitoring_events WHERE distinct_id = ${distinctId} ORDER BY created_at, id LIMIT 1000`
  }).pipe(Effect.orDie)

export const identityOf = (distinctId: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<{ readonly userId: string }>`
      SELECT user_id FROM monitoring_identities WHERE distinct_id = ${distinctId}`
    return { userId: rows[0]?.userId ?? null }
  }).pipe(Effect.orDie)

export const latestErrorReports = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const rows = yield* sql<ErrorReport & { readonly stack: string | null; readonly distinctId: string | null }>`
    SELECT message, stack, origin, page_name, distinct_id, session_id, release,
      to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at
    FROM error_reports ORDER BY id DESC LIMIT 100`
  // Absent, not null, as the widget sent them.
  return rows.map((row) =>
    Object.fromEntries(Object.entries(row).filter(([, value]) => value !== null)),
  ) as unknown as ReadonlyArray<ErrorReport>
}).pipe(Effect.orDie)

/** The funnel of the last `days` days (UTC), by day and by the `source` parameter the sessions came with. */
export const funnelOfLastDays = (days: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<FunnelRow>`
      SELECT DISTINCT
        to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day,
        coalesce(query_params->>'source', '') AS source,
        session_id, type, name, operation_status, page_name
      FROM monitoring_events
      WHERE created_at >= now() - make_interval(days => ${Math.max(1, Math.floor(days))})
        AND (type = 'impression' OR (type = 'operation' AND operation_status = 'success'))`
    return funnelReport(rows)
  }).pipe(Effect.orDie)
