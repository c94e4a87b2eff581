// The buy-goods status screen (spec 2 §2 Buy-goods, §4): the status badge, what was paid to whom, the order's
// error when it has one, and the timeline; read every 5 s until a final status, then Pay another till.
import type { SnapshotFrom } from "xstate"
import type { buyGoodsStatusMachine } from "../../machines/buyGoodsStatus.ts"
import { buyGoodsStatus, buyGoodsStatusLabels } from "../../schema/buyGoodsLabels.ts"
import type { ChainMode } from "../../schema/explorers.ts"
import { screenTitles } from "../../schema/labels.ts"
import { formatAmount } from "../format.ts"
import { ExplorerLink, StatusBadge, StatusTimeline } from "../offramp/StatusParts.tsx"
import { OrderNotFound } from "../shell/OrderNotFound.tsx"
import { Screen } from "../shell/Screen.tsx"
import { Button } from "../ui/Button.tsx"

export function BuyGoodsStatusScreen({
  snapshot,
  onNewPayment,
  chainMode,
}: {
  readonly snapshot: SnapshotFrom<typeof buyGoodsStatusMachine>
  readonly onNewPayment: () => void
  /** For the paid transaction's explorer link; unknown until the server said. */
  readonly chainMode?: ChainMode | undefined
}) {
  const { order, error } = snapshot.context
  const title = screenTitles.buyGoodsStatus
  if (!order) return snapshot.hasTag("error") ? <OrderNotFound title={title} error={error} /> : <Screen title={title} />
  return (
    <Screen title={title}>
      <StatusBadge label={buyGoodsStatusLabels.status} status={order.status} labels={buyGoodsStatus} />
      <dl className="detail-list">
        <div className="detail-row">
          <dt>{buyGoodsStatusLabels.merchant}</dt>
          <dd>{`${order.merchantName} (${order.tillNumber})`}</dd>
        </div>
        <div className="detail-row">
          <dt>{buyGoodsStatusLabels.youPaid}</dt>
          <dd>{`${order.cryptoAmount} ${order.asset}`}</dd>
        </div>
        <div className="detail-row">
          <dt>{buyGoodsStatusLabels.merchantReceives}</dt>
          <dd>{formatAmount(order.localCurrencyAmount, order.currencyIsoCode)}</dd>
        </div>
        {order.hash && (
          <div className="detail-row">
            <dt>{buyGoodsStatusLabels.hash}</dt>
            <dd className="break">{order.hash}</dd>
          </div>
        )}
      </dl>
      <ExplorerLink order={order} chainMode={chainMode} />
      {order.error && <p className="field-error">{order.error}</p>}
      <StatusTimeline label={buyGoodsStatusLabels.timeline} timeline={order.timeline} labels={buyGoodsStatus} />
      {snapshot.hasTag("terminal") && (
        <Button block className="button button-secondary" onPress={onNewPayment}>
          {buyGoodsStatusLabels.newPayment}
        </Button>
      )}
    </Screen>
  )
}
