// The buy-goods status screen (spec 2 §2 Buy-goods, §4): the shared status view in the shopper's words (the badge
// and timeline of buyGoodsStatus) with what was paid to whom; read every 5 s until a final status, then Pay another
// till. Given the chart's `send`, a transaction found invalid may be corrected with the right hash.
import type { SnapshotFrom } from "xstate"
import type { BuyGoodsStatusEvent, buyGoodsStatusMachine } from "../../machines/buyGoodsStatus.ts"
import { buyGoodsStatus, buyGoodsStatusLabels } from "../../schema/buyGoodsLabels.ts"
import type { ChainMode } from "../../schema/explorers.ts"
import { screenTitles } from "../../schema/labels.ts"
import { CryptoOrderStatusView } from "../cryptoOrder/CryptoOrderStatusView.tsx"
import { DetailRow } from "../cryptoOrder/DetailRow.tsx"
import { useFormat } from "../i18n/format.ts"

interface BuyGoodsStatusScreenProps {
  readonly snapshot: SnapshotFrom<typeof buyGoodsStatusMachine>
  readonly send?: ((event: BuyGoodsStatusEvent) => void) | undefined
  readonly onNewPayment: () => void
  /** For the paid transaction's explorer link; unknown until the server said. */
  readonly chainMode?: ChainMode | undefined
}

export function BuyGoodsStatusScreen({ snapshot, send, onNewPayment, chainMode }: BuyGoodsStatusScreenProps) {
  const format = useFormat()
  return (
    <CryptoOrderStatusView
      snapshot={snapshot}
      title={screenTitles.buyGoodsStatus}
      labels={{ ...buyGoodsStatusLabels, newOrder: buyGoodsStatusLabels.newPayment }}
      statusLabels={buyGoodsStatus}
      correction={send && { send, ...buyGoodsStatusLabels }}
      chainMode={chainMode}
      onNewOrder={onNewPayment}
      details={(order) => (
        <>
          <DetailRow label={buyGoodsStatusLabels.merchant}>{`${order.merchantName} (${order.tillNumber})`}</DetailRow>
          <DetailRow label={buyGoodsStatusLabels.youPaid}>{`${order.cryptoAmount} ${order.asset}`}</DetailRow>
          <DetailRow label={buyGoodsStatusLabels.merchantReceives}>
            {format.amount(order.localCurrencyAmount, order.currencyIsoCode)}
          </DetailRow>
        </>
      )}
    />
  )
}
