// Pieces of the status of an order paid with crypto (off-ramp and buy-goods orders move through the same
// statuses): the status badge (label and colour of spec 2 §4's table, none for the statuses it does not show), the
// timeline of the statuses the order went through, and the paid transaction's block-explorer link. Buy-goods
// passes its own shopper's labels.
import type { Network, OfframpStatus } from "../../schema/enums.ts"
import { type ChainMode, explorerTransactionUrl } from "../../schema/explorers.ts"
import { type Badge, offrampStatus, screens } from "../../schema/labels.ts"
import { swapStatusLabels } from "../../schema/swapStatusLabels.ts"
import { useFormat } from "../i18n/format.ts"
import "../offramp/statusBadge.css"
import { useText } from "../i18n/text.tsx"

export type StatusLabels = Record<OfframpStatus, { readonly label: string; readonly badge: Badge }>

export function StatusBadge({
  label,
  status,
  labels = offrampStatus,
}: {
  readonly label: string
  readonly status: OfframpStatus
  readonly labels?: StatusLabels | undefined
}) {
  const { t } = useText()
  const shown = labels[status]
  if (shown.badge === "none") return null
  return (
    <p className="status-line">
      {t(screens.labelled(label))}{" "}
      <span className={`badge badge-${shown.badge}`} data-badge={shown.badge}>
        {t(shown.label)}
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
  readonly labels?: StatusLabels | undefined
}) {
  const { t } = useText()
  const format = useFormat()
  return (
    <ol className="timeline" aria-label={t(label)}>
      {timeline.map((step) => (
        <li key={`${step.status}-${step.createdAt}`}>
          <span>{t(labels[step.status].label)}</span>{" "}
          <time dateTime={step.createdAt}>{format.date(step.createdAt)}</time>
        </li>
      ))}
    </ol>
  )
}

/** The statuses an order reaches once its transaction was found to pay it. */
const paidStatuses: ReadonlyArray<OfframpStatus> = [
  "transaction_confirmed",
  "offramp_pending",
  "offramp_retry",
  "offramp_success",
  "offramp_failed",
  "refunding",
  "refunded",
  "refund_failed",
]

/** The explorer link of the transaction that paid the order (spec 1 §9, spec 2 §2), in a new tab. */
export function ExplorerLink({
  order,
  chainMode,
}: {
  readonly order: { readonly network: Network; readonly hash: string | null; readonly status: OfframpStatus }
  readonly chainMode: ChainMode | undefined
}) {
  const { t } = useText()
  if (!order.hash || chainMode === undefined || !paidStatuses.includes(order.status)) return null
  return (
    <p>
      <a href={explorerTransactionUrl(order.network, order.hash, chainMode)} target="_blank" rel="noopener noreferrer">
        {t(swapStatusLabels.viewOnExplorer)}
      </a>
    </p>
  )
}
