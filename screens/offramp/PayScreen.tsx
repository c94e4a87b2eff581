// The off-ramp Pay screen over an order (spec 2 §2): You pay and You receive, where to, the expiry countdown, the
// connected wallet (or Connect buttons) and Pay; the wallet-mismatch notice with Disconnect; the manual flow with a
// transaction hash; Cancel order with a confirmation; the not-payable message.
import type { SnapshotFrom } from "xstate"
import { type OfframpPayEvent, type offrampPayMachine, walletMatches } from "../../machines/offrampPay.ts"
import { evmNetworks } from "../../schema/enums.ts"
import { screenTitles } from "../../schema/labels.ts"
import { errors } from "../../schema/messages.ts"
import { offrampPayLabels } from "../../schema/offrampLabels.ts"
import { secondsLeft } from "../../schema/timings.ts"
import { formatAmount } from "../format.ts"
import { OrderNotFound } from "../shell/OrderNotFound.tsx"
import { Screen } from "../shell/Screen.tsx"
import { Button } from "../ui/Button.tsx"
import { Modal } from "../ui/Modal.tsx"
import { TextField } from "../ui/TextField.tsx"
import { useNow } from "../ussd/useNow.ts"
import type { Wallets } from "./useWallets.ts"
import { WalletPanel } from "./WalletPanel.tsx"

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`

export function PayScreen({
  snapshot,
  send,
  wallets,
  manualAllowed,
  canCancel,
  onNewOrder,
}: {
  readonly snapshot: SnapshotFrom<typeof offrampPayMachine>
  readonly send: (event: OfframpPayEvent) => void
  readonly wallets: Wallets
  /** Issue #9: false inside MiniPay, where the manual flow is hidden. */
  readonly manualAllowed: boolean
  /** Cancelling needs the account that made the order; an anonymous order simply expires unpaid. */
  readonly canCancel: boolean
  readonly onNewOrder: () => void
}) {
  const now = useNow()
  const c = snapshot.context
  const order = c.order
  const title = screenTitles.offrampPay
  // Before the order is read the screen waits; an order that cannot be read says why.
  if (!order)
    return snapshot.hasTag("error") ? <OrderNotFound title={title} error={c.error} /> : <Screen title={title} />
  const busy = snapshot.hasTag("loading")
  const evm = evmNetworks.includes(order.network)
  const mismatch = wallets.address !== undefined && !walletMatches({ connected: wallets.address, order })
  const left = secondsLeft(Date.parse(order.createdAt), Date.parse(order.expiresAt) - Date.parse(order.createdAt), now)
  // With its order read, the chart's one error is an order that can no longer be paid.
  const expired = snapshot.hasTag("error")
  return (
    <Screen title={title}>
      <dl className="detail-list">
        <div className="detail-row">
          <dt>{offrampPayLabels.youPay}</dt>
          <dd>{formatAmount(order.cashout.cryptoAmount, order.asset)}</dd>
        </div>
        <div className="detail-row">
          <dt>{offrampPayLabels.youReceive}</dt>
          <dd>{formatAmount(order.cashout.localCurrencyAmount, order.currencyIsoCode)}</dd>
        </div>
        <div className="detail-row">
          <dt>{offrampPayLabels.network}</dt>
          <dd>{order.network}</dd>
        </div>
        <div className="detail-row">
          <dt>{offrampPayLabels.sendTo}</dt>
          <dd className="break">{order.toAddress}</dd>
        </div>
      </dl>
      {expired ? (
        <div className="form">
          <p role="alert" className="field-error">
            {errors.orderNotPayable}
          </p>
          <Button block onPress={onNewOrder}>
            {offrampPayLabels.newOrder}
          </Button>
        </div>
      ) : (
        <div className="form">
          <p className="ussd-expiry">{offrampPayLabels.expiresIn(clock(left))}</p>
          {evm && !c.manual && <WalletPanel wallets={wallets} isDisabled={busy} />}
          {evm && !c.manual && mismatch && (
            <p role="alert" className="field-error">
              {errors.walletMismatchNotice}
            </p>
          )}
          {evm && !c.manual && wallets.address && !mismatch && (
            <Button block isDisabled={busy} onPress={() => send({ type: "pay" })}>
              {offrampPayLabels.pay(formatAmount(order.cashout.cryptoAmount, order.asset))}
            </Button>
          )}
          {snapshot.hasTag("sending") && <p role="status">{offrampPayLabels.sending}</p>}
          {snapshot.hasTag("confirming") && <p role="status">{offrampPayLabels.confirming}</p>}
          {(c.manual || !evm) && (
            <form
              className="form"
              onSubmit={(e) => {
                e.preventDefault()
                send({ type: "hash.submit" })
              }}
            >
              <TextField
                label={offrampPayLabels.hash}
                value={c.hash}
                onChange={(value) => send({ type: "hash.change", value })}
              />
              <Button block type="submit" isDisabled={busy}>
                {offrampPayLabels.submitHash}
              </Button>
            </form>
          )}
          {c.error && (
            <p role="alert" className="field-error">
              {c.error}
            </p>
          )}
          {evm && manualAllowed && (
            <Button className="button button-link" onPress={() => send({ type: "manual.toggle" })}>
              {offrampPayLabels.manual}
            </Button>
          )}
          {canCancel && (
            <Button
              className="button button-secondary"
              block
              isDisabled={busy}
              onPress={() => send({ type: "cancel" })}
            >
              {offrampPayLabels.cancelOrder}
            </Button>
          )}
        </div>
      )}
      <Modal
        title={offrampPayLabels.cancelQuestion}
        isOpen={snapshot.hasTag("askingCancel")}
        onClose={() => send({ type: "cancel.keep" })}
      >
        <div className="form">
          <Button block onPress={() => send({ type: "cancel.confirm" })}>
            {offrampPayLabels.cancelYes}
          </Button>
          <Button block className="button button-secondary" onPress={() => send({ type: "cancel.keep" })}>
            {offrampPayLabels.cancelNo}
          </Button>
        </div>
      </Modal>
    </Screen>
  )
}
