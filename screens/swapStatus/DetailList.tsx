// The order's details (spec 2 §2, §9): the first 4 rows until See all details is pressed.
import { type ReactNode, useState } from "react"
import { paymentChannelTitle } from "../../schema/labels.ts"
import { isOwnOnrampOrder, type OnrampOrder, type OnrampOrderRead } from "../../schema/onrampModels.ts"
import { payerPhoneLabels } from "../../schema/payerPhone.ts"
import { swapStatusLabels as labels } from "../../schema/swapStatusLabels.ts"
import { type Formats, useFormat } from "../i18n/format.ts"
import { type Texts, useText } from "../i18n/text.tsx"
import { AgentName } from "../ui/AgentName.tsx"
import { Button } from "../ui/Button.tsx"
import { CopyButton } from "./TransactionHash.tsx"

const firstRows = 4

const rowsOf = (
  order: OnrampOrderRead,
  onCopy: (value: string) => void,
  t: Texts["t"],
  format: Formats,
): ReadonlyArray<[string, ReactNode]> => {
  const swap = order.buySwap
  return [
    [labels.amountPaid, format.amount(swap.cashout.localCurrencyAmount, swap.currencyIsoCode)],
    [labels.amountReceived, format.amount(order.withdrawCryptoAmount, order.asset)],
    [labels.asset, `${order.asset} · ${order.walletType}`],
    [
      labels.walletAddress,
      <span key="address" className="status-hash">
        <code className="status-hash-value">{order.walletAddress}</code>
      </span>,
    ],
    [labels.agent, <AgentName key="agent" agent={swap.sellerUser} verifiedLabel={t(labels.verifiedAgent)} />],
    [labels.paymentMethod, t(paymentChannelTitle[swap.paymentChannel])],
    [
      labels.orderId,
      <span key="id" className="status-hash">
        <code className="status-hash-value">{order._id}</code>
        <CopyButton text={order._id} label={`${t(labels.copy)} ${t(labels.orderId)}`} onCopy={onCopy} />
      </span>,
    ],
    [labels.created, format.date(order.createdAt)],
    ...(isOwnOnrampOrder(order) ? ownerRows(order) : []),
  ]
}

/** Only the signed-in owner's read carries them (issue 13). */
const ownerRows = ({ buySwap }: OnrampOrder): ReadonlyArray<[string, ReactNode]> => [
  ...(buySwap.payerPhone ? [[payerPhoneLabels.promptTo, buySwap.payerPhone] as [string, ReactNode]] : []),
  ...(buySwap.receipts.length > 0 ? [[labels.receipts, String(buySwap.receipts.length)] as [string, ReactNode]] : []),
  ...buySwap.extraFields.map((field): [string, ReactNode] => [field.label, field.value]),
]

export function DetailList({
  order,
  onCopy,
}: {
  readonly order: OnrampOrderRead
  readonly onCopy: (value: string) => void
}) {
  const { t } = useText()
  const format = useFormat()
  const [all, setAll] = useState(false)
  const rows = rowsOf(order, onCopy, t, format)
  const shown = all ? rows : rows.slice(0, firstRows)
  return (
    <section className="status-details" aria-label={t(labels.details)}>
      <dl id="status-detail-list">
        {shown.map(([label, value]) => (
          <div key={label} className="status-row">
            <dt>{t(label)}</dt>
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
          {all ? labels.seeFewerDetails : labels.seeAllDetails}
        </Button>
      )}
    </section>
  )
}
