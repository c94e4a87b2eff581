// The order's details (spec 2 §2, §9): the first 4 rows until See all details is pressed.
import { type ReactNode, useState } from "react"
import { paymentChannelTitle } from "../../schema/labels.ts"
import { isOwnOnrampOrder, type OnrampOrder, type OnrampOrderRead } from "../../schema/onrampModels.ts"
import { payerPhoneLabels } from "../../schema/payerPhone.ts"
import { swapStatusLabels as t } from "../../schema/swapStatusLabels.ts"
import { formatAmount, formatDate } from "../format.ts"
import { AgentName } from "../ui/AgentName.tsx"
import { Button } from "../ui/Button.tsx"
import { CopyButton } from "./TransactionHash.tsx"

const firstRows = 4

const rowsOf = (order: OnrampOrderRead, onCopy: (value: string) => void): ReadonlyArray<[string, ReactNode]> => {
  const swap = order.buySwap
  return [
    [t.amountPaid, formatAmount(swap.cashout.localCurrencyAmount, swap.currencyIsoCode)],
    [t.amountReceived, formatAmount(order.withdrawCryptoAmount, order.asset)],
    [t.asset, `${order.asset} · ${order.walletType}`],
    [
      t.walletAddress,
      <span key="address" className="status-hash">
        <code className="status-hash-value">{order.walletAddress}</code>
      </span>,
    ],
    [t.agent, <AgentName key="agent" agent={swap.sellerUser} verifiedLabel={t.verifiedAgent} />],
    [t.paymentMethod, paymentChannelTitle[swap.paymentChannel]],
    [
      t.orderId,
      <span key="id" className="status-hash">
        <code className="status-hash-value">{order._id}</code>
        <CopyButton text={order._id} label={`${t.copy} ${t.orderId}`} onCopy={onCopy} />
      </span>,
    ],
    [t.created, formatDate(order.createdAt)],
    ...(isOwnOnrampOrder(order) ? ownerRows(order) : []),
  ]
}

/** Only the signed-in owner's read carries them (issue 13). */
const ownerRows = ({ buySwap }: OnrampOrder): ReadonlyArray<[string, ReactNode]> => [
  ...(buySwap.payerPhone ? [[payerPhoneLabels.promptTo, buySwap.payerPhone] as [string, ReactNode]] : []),
  ...(buySwap.receipts.length > 0 ? [[t.receipts, String(buySwap.receipts.length)] as [string, ReactNode]] : []),
  ...buySwap.extraFields.map((field): [string, ReactNode] => [field.label, field.value]),
]

export function DetailList({
  order,
  onCopy,
}: {
  readonly order: OnrampOrderRead
  readonly onCopy: (value: string) => void
}) {
  const [all, setAll] = useState(false)
  const rows = rowsOf(order, onCopy)
  const shown = all ? rows : rows.slice(0, firstRows)
  return (
    <section className="status-details" aria-label={t.details}>
      <dl id="status-detail-list">
        {shown.map(([label, value]) => (
          <div key={label} className="status-row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {rows.length > firstRows && (
        <Button
          className="link-button"
          aria-expanded={all}
          aria-controls="status-detail-list"
          onPress={() => setAll(!all)}
        >
          {all ? t.seeFewerDetails : t.seeAllDetails}
        </Button>
      )}
    </section>
  )
}
