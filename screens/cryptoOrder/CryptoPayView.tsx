// The pay screen of an order paid with crypto (spec 2 §2 Off-ramp pay and Buy-goods, §4), over the shared payment
// chart (machines/cryptoPay.ts): the product's details of the order, the expiry countdown, the transaction hash
// with its confirmation, and the chart's lines (checking, the refusal); an order that can no longer be paid says so
// with a way to start again. What a product adds (the off-ramp's wallet, manual switch and Cancel) is passed in.
import type { ReactNode } from "react"
import type { CryptoOrder } from "../../machines/cryptoOrder.ts"
import type { CryptoPayContext, CryptoPayEvent, CryptoPayTag } from "../../machines/cryptoPay.ts"
import { errors } from "../../schema/messages.ts"
import { secondsLeft } from "../../schema/timings.ts"
import { clock } from "../format.ts"
import { useText } from "../i18n/text.tsx"
import { OrderNotFound } from "../shell/OrderNotFound.tsx"
import { Screen } from "../shell/Screen.tsx"
import { Button } from "../ui/Button.tsx"
import { useNow } from "../ussd/useNow.ts"
import { HashForm } from "./HashForm.tsx"

export interface CryptoPayLabels {
  readonly expiresIn: (time: string) => string
  readonly hash: string
  readonly submitHash: string
  readonly confirming: string
  readonly newOrder: string
}

type PayableOrder = CryptoOrder & { readonly createdAt: string }

export function CryptoPayView<Order extends PayableOrder>({
  snapshot,
  send,
  title,
  labels,
  details,
  hashShown = () => true,
  wallet,
  actions,
  onNewOrder,
}: {
  readonly snapshot: {
    readonly context: CryptoPayContext<Order>
    readonly hasTag: (tag: CryptoPayTag) => boolean
  }
  readonly send: (event: CryptoPayEvent) => void
  readonly title: string
  readonly labels: CryptoPayLabels
  /** The rows of the order's detail list. */
  readonly details: (order: Order) => ReactNode
  /** Whether the hash is asked for (the off-ramp asks it in its manual flow, and on networks without a wallet). */
  readonly hashShown?: (order: Order) => boolean
  /** Paying from a connected wallet, above the hash. */
  readonly wallet?: (order: Order, busy: boolean) => ReactNode
  /** The product's other actions, under the chart's lines. */
  readonly actions?: (order: Order, busy: boolean) => ReactNode
  readonly onNewOrder: () => void
}) {
  const { t } = useText()
  const now = useNow()
  const c = snapshot.context
  const order = c.order
  // Before the order is read the screen waits; an order that cannot be read says why.
  if (!order)
    return snapshot.hasTag("error") ? <OrderNotFound title={title} error={c.error} /> : <Screen title={title} />
  const busy = snapshot.hasTag("loading")
  const left = secondsLeft(Date.parse(order.createdAt), Date.parse(order.expiresAt) - Date.parse(order.createdAt), now)
  return (
    <Screen title={title}>
      <dl className="detail-list">{details(order)}</dl>
      {/* With its order read, the chart's one error is an order that can no longer be paid. */}
      {snapshot.hasTag("error") ? (
        <div className="form">
          <p role="alert" className="field-error">
            {t(errors.orderNotPayable)}
          </p>
          <Button block onPress={onNewOrder}>
            {labels.newOrder}
          </Button>
        </div>
      ) : (
        <div className="form">
          <p className="ussd-expiry">{t(labels.expiresIn(clock(left)))}</p>
          {wallet?.(order, busy)}
          {snapshot.hasTag("confirming") && <p role="status">{t(labels.confirming)}</p>}
          {hashShown(order) && (
            <HashForm label={labels.hash} submitLabel={labels.submitHash} hash={c.hash} busy={busy} send={send} />
          )}
          {c.error && (
            <p role="alert" className="field-error">
              {t(c.error)}
            </p>
          )}
          {actions?.(order, busy)}
        </div>
      )}
    </Screen>
  )
}
