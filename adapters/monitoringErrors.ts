// Error reporting: what window.onerror, unhandled rejections and React's error boundaries catch is scrubbed of
// tokens and personal data and sent to the server's error endpoint, or, when the operator set SENTRY_DSN, to
// Sentry's envelope endpoint instead. At most a few reports per page, so an error in a loop cannot flood anyone.
import type { ErrorReport } from "../schema/monitoring.ts"
import { monitoringLimits } from "../schema/monitoringBeacon.ts"
import { scrubText } from "../schema/monitoringScrub.ts"

export const reportsPerPage = 10

export interface ErrorContext {
  readonly pageName: string
  readonly distinctId?: string | undefined
  readonly sessionId?: string | undefined
  readonly release: string
  readonly at: number
}

const describe = (error: unknown): { readonly message: string; readonly stack?: string | undefined } => {
  if (error instanceof Error) return { message: `${error.name}: ${error.message}`, stack: error.stack }
  if (typeof error === "string") return { message: error }
  try {
    return { message: JSON.stringify(error) ?? String(error) }
  } catch {
    return { message: String(error) }
  }
}

export const errorReportOf = (origin: ErrorReport["origin"], error: unknown, context: ErrorContext): ErrorReport => {
  const { message, stack } = describe(error)
  return {
    message: scrubText(message).slice(0, monitoringLimits.errorMessageLength),
    ...(stack ? { stack: scrubText(stack).slice(0, monitoringLimits.errorStackLength) } : {}),
    origin,
    pageName: context.pageName.slice(0, monitoringLimits.textLength),
    ...(context.distinctId ? { distinctId: context.distinctId } : {}),
    ...(context.sessionId ? { sessionId: context.sessionId } : {}),
    release: context.release,
    createdAt: new Date(context.at).toISOString(),
  }
}

/** A DSN `https://<key>@<host>/<project>` as the envelope endpoint's URL; undefined when it is not one. */
export const sentryEndpoint = (dsn: string): string | undefined => {
  try {
    const url = new URL(dsn)
    const project = url.pathname.split("/").filter(Boolean).pop()
    if (!url.username || !project || !/^https?:$/.test(url.protocol)) return undefined
    const prefix = url.pathname.slice(0, url.pathname.lastIndexOf(`/${project}`))
    return `${url.protocol}//${url.host}${prefix}/api/${project}/envelope/?sentry_key=${url.username}&sentry_version=7`
  } catch {
    return undefined
  }
}

/** One event in Sentry's envelope format: a header line, an item header line, the event. */
export const sentryEnvelope = (dsn: string, report: ErrorReport, eventId: string): string => {
  const [type, ...rest] = report.message.split(": ")
  const event = {
    event_id: eventId,
    timestamp: report.createdAt,
    platform: "javascript",
    level: "error",
    release: report.release,
    transaction: report.pageName,
    tags: { origin: report.origin, page: report.pageName },
    ...(report.distinctId ? { user: { id: report.distinctId } } : {}),
    exception: {
      values: [{ type: rest.length > 0 ? type : "Error", value: rest.length > 0 ? rest.join(": ") : report.message }],
    },
    ...(report.stack ? { extra: { stack: report.stack } } : {}),
  }
  return [
    JSON.stringify({ event_id: eventId, sent_at: report.createdAt, dsn }),
    JSON.stringify({ type: "event", content_type: "application/json" }),
    JSON.stringify(event),
  ].join("\n")
}

export interface ErrorSink {
  readonly toServer: (report: ErrorReport) => void
  readonly toSentry: (url: string, envelope: string) => void
  readonly sentryDsn: () => Promise<string | null>
  readonly newId: () => string
}

/** Reports errors through `sink`; never throws. */
export const makeErrorReporter = (sink: ErrorSink) => {
  let sent = 0
  const seen = new Set<string>()
  return async (origin: ErrorReport["origin"], error: unknown, context: ErrorContext): Promise<void> => {
    try {
      const report = errorReportOf(origin, error, context)
      if (sent >= reportsPerPage || seen.has(report.message)) return
      sent += 1
      seen.add(report.message)
      const dsn = await sink.sentryDsn().catch(() => null)
      const endpoint = dsn ? sentryEndpoint(dsn) : undefined
      if (dsn && endpoint) sink.toSentry(endpoint, sentryEnvelope(dsn, report, sink.newId().replaceAll("-", "")))
      else sink.toServer(report)
    } catch {
      // Reporting an error must not raise another.
    }
  }
}
