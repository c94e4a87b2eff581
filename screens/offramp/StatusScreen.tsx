// The off-ramp status screen (spec 2 §2, §4): the shared status view (badge with the label and colour of the spec's
// table, timeline, explorer link) with what was paid and received (and the refund's transaction, once sent), the ZA
// 24-hour note, and for a transaction found invalid the error with Provide the correct hash.
import type { SnapshotFrom } from "xstate"
import type { OfframpStatusEvent, offrampStatusMachine } from "../../machines/offrampStatus.ts"
import { type ChainMode, explorerTransactionUrl } from "../../schema/explorers.ts"
import { screenTitles } from "../../schema/labels.ts"
import { notices } from "../../schema/messages.ts"
import { offrampStatusLabels } from "../../schema/offrampLabels.ts"
import { CryptoOrderStatusView } from "../cryptoOrder/CryptoOrderStatusView.tsx"
import { DetailRow } from "../cryptoOrder/DetailRow.tsx"
import { useFormat } from "../i18n/format.ts"
import { useText } from "../i18n/text.tsx"

export function OfframpStatusScreen({
  snapshot,
  send,
  onNewOrder,
  chainMode,
}: {
  readonly snapshot: SnapshotFrom<typeof offrampStatusMachine>
  readonly send: (event: OfframpStatusEvent) => void
  readonly onNewOrder: () => void
  /** For the paid transaction's explorer link; unknown until the server said. */
  readonly chainMode?: ChainMode | undefined
}) {
  const { t } = useText()
  const format = useFormat()
  return (
    <CryptoOrderStatusView
      snapshot={snapshot}
      title={screenTitles.offrampStatus}
      labels={offrampStatusLabels}
      correction={{ send, ...offrampStatusLabels }}
      chainMode={chainMode}
      onNewOrder={onNewOrder}
      details={(order) => (
        <>
          <DetailRow label={offrampStatusLabels.youPaid}>
            {format.amount(order.cashout.cryptoAmount, order.asset)}
          </DetailRow>
          <DetailRow label={offrampStatusLabels.youReceive}>
            {format.amount(order.cashout.localCurrencyAmount, order.currencyIsoCode)}
          </DetailRow>
          {/* A failed payout sends the crypto back (spec 2 §3 refundHash): the seller sees the transaction. */}
          {order.refundHash && (
            <DetailRow label={offrampStatusLabels.refundHash} value="break">
              {chainMode === undefined ? (
                order.refundHash
              ) : (
                <a
                  href={explorerTransactionUrl(order.network, order.refundHash, chainMode)}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {order.refundHash}
                </a>
              )}
            </DetailRow>
          )}
        </>
      )}
      notice={(order) => order.countryIsoCode === "ZA" && <p className="notice-inline">{t(notices.zaDelivery)}</p>}
    />
  )
}
