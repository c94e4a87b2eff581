// The status screen of an order paid with crypto (spec 2 §2 Off-ramp status and Buy-goods, §4), over the shared
// status chart (machines/cryptoOrderStatus.ts): the status badge, the product's details of the order and the paid
// transaction's hash with its explorer link, the order's error, the timeline, and a way to start again once the
// order is final. A transaction found invalid may be corrected with the right hash where the product offers it.
import type { ReactNode } from "react"
import type {
  CryptoOrderStatusContext,
  CryptoOrderStatusEvent,
  CryptoOrderStatusTag,
} from "../../machines/cryptoOrderStatus.ts"
import type { Network, OfframpStatus } from "../../schema/enums.ts"
import type { ChainMode } from "../../schema/explorers.ts"
import { useText } from "../i18n/text.tsx"
import { OrderNotFound } from "../shell/OrderNotFound.tsx"
import { Screen } from "../shell/Screen.tsx"
import { Button } from "../ui/Button.tsx"
import { DetailRow } from "./DetailRow.tsx"
import { HashForm } from "./HashForm.tsx"
import { ExplorerLink, StatusBadge, type StatusLabels, StatusTimeline } from "./StatusParts.tsx"

export interface CryptoOrderStatusLabels {
  readonly status: string
  readonly hash: string
  readonly timeline: string
  readonly newOrder: string
}

/** The correction of a transaction found invalid: the chart's events and the form's words. */
export interface HashCorrection {
  readonly send: (event: CryptoOrderStatusEvent) => void
  readonly provideHash: string
  readonly submitHash: string
}

type ShownOrder = {
  readonly status: OfframpStatus
  readonly expiresAt: string
  readonly fromAddress: string | null
  readonly network: Network
  readonly hash: string | null
  readonly error: string | null
  readonly timeline: ReadonlyArray<{ readonly status: OfframpStatus; readonly createdAt: string }>
}

export function CryptoOrderStatusView<Order extends ShownOrder>({
  snapshot,
  title,
  labels,
  statusLabels,
  details,
  notice,
  correction,
  chainMode,
  onNewOrder,
}: {
  readonly snapshot: {
    readonly context: CryptoOrderStatusContext<Order>
    readonly hasTag: (tag: CryptoOrderStatusTag) => boolean
  }
  readonly title: string
  readonly labels: CryptoOrderStatusLabels
  /** The statuses in the product's words (the off-ramp's by default). */
  readonly statusLabels?: StatusLabels | undefined
  /** The rows of the order's detail list, before the hash. */
  readonly details: (order: Order) => ReactNode
  /** A note of the product's under the explorer link. */
  readonly notice?: (order: Order) => ReactNode
  readonly correction?: HashCorrection | undefined
  /** For the paid transaction's explorer link; unknown until the server said. */
  readonly chainMode: ChainMode | undefined
  readonly onNewOrder: () => void
}) {
  const { t } = useText()
  const { order, error, hash } = snapshot.context
  if (!order) return snapshot.hasTag("error") ? <OrderNotFound title={title} error={error} /> : <Screen title={title} />
  const correcting = correction !== undefined && order.status === "transaction_invalid"
  return (
    <Screen title={title}>
      <StatusBadge label={labels.status} status={order.status} labels={statusLabels} />
      <dl className="detail-list">
        {details(order)}
        {order.hash && (
          <DetailRow label={labels.hash} value="break">
            {order.hash}
          </DetailRow>
        )}
      </dl>
      <ExplorerLink order={order} chainMode={chainMode} />
      {notice?.(order)}
      {order.error &&
        (correcting ? (
          <p role="alert" className="field-error">
            {t(order.error)}
          </p>
        ) : (
          <p className="field-error">{t(order.error)}</p>
        ))}
      {correcting && (
        <HashForm
          label={correction.provideHash}
          submitLabel={correction.submitHash}
          hash={hash}
          busy={snapshot.hasTag("loading")}
          errorMessage={error}
          send={correction.send}
        />
      )}
      <StatusTimeline label={labels.timeline} timeline={order.timeline} labels={statusLabels} />
      {snapshot.hasTag("terminal") && (
        <Button block className="button button-secondary" onPress={onNewOrder}>
          {labels.newOrder}
        </Button>
      )}
    </Screen>
  )
}
