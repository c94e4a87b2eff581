// The buy-goods pay screen (spec 2 §2 Buy-goods): the merchant and the amount to send, the deposit address with
// copy, the expected sender address, then the shared pay view's countdown, transaction hash and Confirm payment,
// which is offered only while the order is initiated. A refused hash reads 'Failed to confirm payment. {reason}'.
import type { SnapshotFrom } from "xstate"
import type { BuyGoodsPayEvent, buyGoodsPayMachine } from "../../machines/buyGoodsPay.ts"
import { buyGoodsPayLabels } from "../../schema/buyGoodsLabels.ts"
import { screenTitles } from "../../schema/labels.ts"
import { CryptoPayView } from "../cryptoOrder/CryptoPayView.tsx"
import { DetailRow } from "../cryptoOrder/DetailRow.tsx"
import { useFormat } from "../i18n/format.ts"
import { Button } from "../ui/Button.tsx"

function CopyableRow({ label, value, onCopy }: { label: string; value: string; onCopy: () => void }) {
  return (
    <DetailRow label={label} value="copyable">
      <span className="break">{value}</span>
      <Button className="button button-secondary" aria-label={buyGoodsPayLabels.copyWhat(label)} onPress={onCopy}>
        {buyGoodsPayLabels.copy}
      </Button>
    </DetailRow>
  )
}

interface BuyGoodsPayScreenProps {
  readonly snapshot: SnapshotFrom<typeof buyGoodsPayMachine>
  readonly send: (event: BuyGoodsPayEvent) => void
  readonly onCopy: (value: string) => void
  readonly onNewPayment: () => void
}

export function BuyGoodsPayScreen({ snapshot, send, onCopy, onNewPayment }: BuyGoodsPayScreenProps) {
  const format = useFormat()
  return (
    <CryptoPayView
      snapshot={snapshot}
      send={send}
      title={screenTitles.buyGoodsPay}
      labels={{ ...buyGoodsPayLabels, submitHash: buyGoodsPayLabels.confirm, newOrder: buyGoodsPayLabels.newPayment }}
      onNewOrder={onNewPayment}
      details={(order) => (
        <>
          <DetailRow label={buyGoodsPayLabels.merchant}>{`${order.merchantName} (${order.tillNumber})`}</DetailRow>
          <DetailRow label={buyGoodsPayLabels.merchantReceives}>
            {format.amount(order.localCurrencyAmount, order.currencyIsoCode)}
          </DetailRow>
          <DetailRow label={buyGoodsPayLabels.network}>{order.network}</DetailRow>
          <CopyableRow
            label={buyGoodsPayLabels.sendExactly}
            value={`${order.cryptoAmount} ${order.asset}`}
            onCopy={() => onCopy(String(order.cryptoAmount))}
          />
          <CopyableRow
            label={buyGoodsPayLabels.depositAddress}
            value={order.depositAddress}
            onCopy={() => onCopy(order.depositAddress)}
          />
          <DetailRow label={buyGoodsPayLabels.fromAddress} value="break">
            {order.fromAddress}
          </DetailRow>
        </>
      )}
    />
  )
}
