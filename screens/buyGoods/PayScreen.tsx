// The buy-goods pay screen (spec 2 §2 Buy-goods): the merchant and the amount to send, the deposit address with
// copy, the expected sender address, the expiry countdown, the transaction hash and Confirm payment, which is
// offered only while the order is initiated. A refused hash reads 'Failed to confirm payment. {reason}'.
import type { SnapshotFrom } from "xstate"
import type { BuyGoodsPayEvent, buyGoodsPayMachine } from "../../machines/buyGoodsPay.ts"
import { buyGoodsPayLabels } from "../../schema/buyGoodsLabels.ts"
import { screenTitles } from "../../schema/labels.ts"
import { errors } from "../../schema/messages.ts"
import { secondsLeft } from "../../schema/timings.ts"
import { formatAmount } from "../format.ts"
import { OrderNotFound } from "../shell/OrderNotFound.tsx"
import { Screen } from "../shell/Screen.tsx"
import { Button } from "../ui/Button.tsx"
import { TextField } from "../ui/TextField.tsx"
import { useNow } from "../ussd/useNow.ts"

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`

function Copyable({ label, value, onCopy }: { label: string; value: string; onCopy: (value: string) => void }) {
  return (
    <div className="detail-row">
      <dt>{label}</dt>
      <dd className="copyable">
        <span className="break">{value}</span>
        <Button
          className="button button-secondary"
          aria-label={buyGoodsPayLabels.copyWhat(label)}
          onPress={() => onCopy(value)}
        >
          {buyGoodsPayLabels.copy}
        </Button>
      </dd>
    </div>
  )
}

export function BuyGoodsPayScreen({
  snapshot,
  send,
  onCopy,
  onNewPayment,
}: {
  readonly snapshot: SnapshotFrom<typeof buyGoodsPayMachine>
  readonly send: (event: BuyGoodsPayEvent) => void
  readonly onCopy: (value: string) => void
  readonly onNewPayment: () => void
}) {
  const now = useNow()
  const c = snapshot.context
  const order = c.order
  const title = screenTitles.buyGoodsPay
  // Before the order is read the screen waits; an order that cannot be read says why.
  if (!order)
    return snapshot.hasTag("error") ? <OrderNotFound title={title} error={c.error} /> : <Screen title={title} />
  const busy = snapshot.hasTag("loading")
  const left = secondsLeft(Date.parse(order.createdAt), Date.parse(order.expiresAt) - Date.parse(order.createdAt), now)
  const amount = `${order.cryptoAmount} ${order.asset}`
  return (
    <Screen title={title}>
      <dl className="detail-list">
        <div className="detail-row">
          <dt>{buyGoodsPayLabels.merchant}</dt>
          <dd>{`${order.merchantName} (${order.tillNumber})`}</dd>
        </div>
        <div className="detail-row">
          <dt>{buyGoodsPayLabels.merchantReceives}</dt>
          <dd>{formatAmount(order.localCurrencyAmount, order.currencyIsoCode)}</dd>
        </div>
        <div className="detail-row">
          <dt>{buyGoodsPayLabels.network}</dt>
          <dd>{order.network}</dd>
        </div>
        <Copyable
          label={buyGoodsPayLabels.sendExactly}
          value={amount}
          onCopy={() => onCopy(String(order.cryptoAmount))}
        />
        <Copyable label={buyGoodsPayLabels.depositAddress} value={order.depositAddress} onCopy={onCopy} />
        <div className="detail-row">
          <dt>{buyGoodsPayLabels.fromAddress}</dt>
          <dd className="break">{order.fromAddress}</dd>
        </div>
      </dl>
      {snapshot.hasTag("error") ? (
        <div className="form">
          <p role="alert" className="field-error">
            {errors.orderNotPayable}
          </p>
          <Button block onPress={onNewPayment}>
            {buyGoodsPayLabels.newPayment}
          </Button>
        </div>
      ) : (
        <form
          className="form"
          onSubmit={(e) => {
            e.preventDefault()
            send({ type: "hash.submit" })
          }}
        >
          <p className="ussd-expiry">{buyGoodsPayLabels.expiresIn(clock(left))}</p>
          <TextField
            label={buyGoodsPayLabels.hash}
            autoComplete="off"
            spellCheck="false"
            value={c.hash}
            onChange={(value) => send({ type: "hash.change", value })}
            isDisabled={busy}
          />
          {snapshot.hasTag("confirming") && <p role="status">{buyGoodsPayLabels.confirming}</p>}
          {c.error && (
            <p role="alert" className="field-error">
              {c.error}
            </p>
          )}
          <Button block type="submit" isDisabled={busy}>
            {buyGoodsPayLabels.confirm}
          </Button>
        </form>
      )}
    </Screen>
  )
}
