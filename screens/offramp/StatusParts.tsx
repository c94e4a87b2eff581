// Pieces of an off-ramp order's status that buy-goods orders share (they move through the same statuses): the
// status badge (label and colour of spec 2 §4's table, none for the statuses it does not show) and the timeline of
// the statuses the order went through. Buy-goods passes its own shopper's labels.
import type { OfframpStatus } from "../../schema/enums.ts"
import { type Badge, offrampStatus } from "../../schema/labels.ts"
import { formatDate } from "../format.ts"
import "./statusBadge.css"

export type StatusLabels = Record<OfframpStatus, { readonly label: string; readonly badge: Badge }>

export function StatusBadge({
  label,
  status,
  labels = offrampStatus,
}: {
  readonly label: string
  readonly status: OfframpStatus
  readonly labels?: StatusLabels
}) {
  const shown = labels[status]
  if (shown.badge === "none") return null
  return (
    <p className="status-line">
      {label}:{" "}
      <span className={`badge badge-${shown.badge}`} data-badge={shown.badge}>
        {shown.label}
      </span>
    </p>
  )
}

export function StatusTimeline({
  label,
  timeline,
  labels = offrampStatus,
}: {
  readonly label: string
  readonly timeline: ReadonlyArray<{ readonly status: OfframpStatus; readonly createdAt: string }>
  readonly labels?: StatusLabels
}) {
  return (
    <ol className="timeline" aria-label={label}>
      {timeline.map((step) => (
        <li key={`${step.status}-${step.createdAt}`}>
          <span>{labels[step.status].label}</span> <time dateTime={step.createdAt}>{formatDate(step.createdAt)}</time>
        </li>
      ))}
    </ol>
  )
}
