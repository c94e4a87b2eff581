// The off-ramp status screen (spec 2 §2, §4): the status badge (label and colour of the spec's table), the order's
// timeline, the ZA 24-hour note, and for a transaction found invalid the error with Provide the correct hash.
import type { SnapshotFrom } from "xstate"
import type { OfframpStatusEvent, offrampStatusMachine } from "../../machines/offrampStatus.ts"
import type { ChainMode } from "../../schema/explorers.ts"
import { screenTitles } from "../../schema/labels.ts"
import { notices } from "../../schema/messages.ts"
import { offrampStatusLabels } from "../../schema/offrampLabels.ts"
import { formatAmount } from "../format.ts"
import { OrderNotFound } from "../shell/OrderNotFound.tsx"
import { Screen } from "../shell/Screen.tsx"
import { Button } from "../ui/Button.tsx"
import { TextField } from "../ui/TextField.tsx"
import { ExplorerLink, StatusBadge, StatusTimeline } from "./StatusParts.tsx"

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
  const { order, error, hash } = snapshot.context
  const title = screenTitles.offrampStatus
  if (!order) return snapshot.hasTag("error") ? <OrderNotFound title={title} error={error} /> : <Screen title={title} />
  const invalid = order.status === "transaction_invalid"
  return (
    <Screen title={title}>
      <StatusBadge label={offrampStatusLabels.status} status={order.status} />
      <dl className="detail-list">
        <div className="detail-row">
          <dt>{offrampStatusLabels.youPaid}</dt>
          <dd>{formatAmount(order.cashout.cryptoAmount, order.asset)}</dd>
        </div>
        <div className="detail-row">
          <dt>{offrampStatusLabels.youReceive}</dt>
          <dd>{formatAmount(order.cashout.localCurrencyAmount, order.currencyIsoCode)}</dd>
        </div>
        {order.hash && (
          <div className="detail-row">
            <dt>{offrampStatusLabels.hash}</dt>
            <dd className="break">{order.hash}</dd>
          </div>
        )}
      </dl>
      <ExplorerLink order={order} chainMode={chainMode} />
      {order.countryIsoCode === "ZA" && <p className="notice-inline">{notices.zaDelivery}</p>}
      {order.error && !invalid && <p className="field-error">{order.error}</p>}
      {invalid && (
        <form
          className="form"
          onSubmit={(e) => {
            e.preventDefault()
            send({ type: "hash.submit" })
          }}
        >
          {order.error && (
            <p role="alert" className="field-error">
              {order.error}
            </p>
          )}
          <TextField
            label={offrampStatusLabels.provideHash}
            value={hash}
            onChange={(value) => send({ type: "hash.change", value })}
            errorMessage={error}
          />
          <Button block type="submit" isDisabled={snapshot.hasTag("loading")}>
            {offrampStatusLabels.submitHash}
          </Button>
        </form>
      )}
      <StatusTimeline label={offrampStatusLabels.timeline} timeline={order.timeline} />
      {snapshot.hasTag("terminal") && (
        <Button block className="button button-secondary" onPress={onNewOrder}>
          {offrampStatusLabels.newOrder}
        </Button>
      )}
    </Screen>
  )
}
