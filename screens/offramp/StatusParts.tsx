// Pieces of an off-ramp order's status that buy-goods orders share (they move through the same statuses): the
// status badge (label and colour of spec 2 §4's table) and the timeline of the statuses the order went through.
import type { OfframpStatus } from "../../schema/enums.ts"
import { offrampStatus } from "../../schema/labels.ts"
import { formatDate } from "../format.ts"

export function StatusBadge({ label, status }: { readonly label: string; readonly status: OfframpStatus }) {
  const shown = offrampStatus[status]
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
}: {
  readonly label: string
  readonly timeline: ReadonlyArray<{ readonly status: OfframpStatus; readonly createdAt: string }>
}) {
  return (
    <ol className="timeline" aria-label={label}>
      {timeline.map((step) => (
        <li key={`${step.status}-${step.createdAt}`}>
          <span>{offrampStatus[step.status].label}</span>{" "}
          <time dateTime={step.createdAt}>{formatDate(step.createdAt)}</time>
        </li>
      ))}
    </ol>
  )
}
