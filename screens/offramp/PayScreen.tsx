// The off-ramp Pay screen over an order (spec 2 §2): You pay and You receive, where to, and the shared pay view
// (expiry countdown, transaction hash); the off-ramp adds the connected wallet (or Connect buttons) and Pay, the
// wallet-mismatch notice with Disconnect, the switch to the manual flow, and Cancel order with a confirmation.
import type { SnapshotFrom } from "xstate"
import { type OfframpPayEvent, type offrampPayMachine, walletMatches } from "../../machines/offrampPay.ts"
import { screenTitles } from "../../schema/labels.ts"
import { errors } from "../../schema/messages.ts"
import { offrampPayLabels } from "../../schema/offrampLabels.ts"
import type { OfframpOrderRead } from "../../schema/offrampModels.ts"
import { walletPaysOn } from "../../schema/walletFamilies.ts"
import { CryptoPayView } from "../cryptoOrder/CryptoPayView.tsx"
import { DetailRow } from "../cryptoOrder/DetailRow.tsx"
import { useFormat } from "../i18n/format.ts"
import { Button } from "../ui/Button.tsx"
import { Modal } from "../ui/Modal.tsx"
import type { Wallets } from "./useWallets.ts"
import { WalletPanel } from "./WalletPanel.tsx"

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
  const format = useFormat()
  const manual = snapshot.context.manual
  // A wallet in the page pays on the networks walletPaysOn names (EVM, TON, TRON, Solana); elsewhere the user pays
  // from their own wallet and gives the hash.
  const walletPays = (order: OfframpOrderRead) => walletPaysOn(order.network) && !manual
  const youPay = (order: OfframpOrderRead) => format.amount(order.cashout.cryptoAmount, order.asset)
  return (
    <>
      <CryptoPayView
        snapshot={snapshot}
        send={send}
        title={screenTitles.offrampPay}
        labels={offrampPayLabels}
        onNewOrder={onNewOrder}
        details={(order) => (
          <>
            <DetailRow label={offrampPayLabels.youPay}>{youPay(order)}</DetailRow>
            <DetailRow label={offrampPayLabels.youReceive}>
              {format.amount(order.cashout.localCurrencyAmount, order.currencyIsoCode)}
            </DetailRow>
            <DetailRow label={offrampPayLabels.network}>{order.network}</DetailRow>
            <DetailRow label={offrampPayLabels.sendTo} value="break">
              {order.toAddress}
            </DetailRow>
          </>
        )}
        hashShown={(order) => !walletPays(order)}
        wallet={(order, busy) => {
          if (!walletPays(order)) return null
          const mismatch = wallets.address !== undefined && !walletMatches({ connected: wallets.address, order })
          return (
            <>
              <WalletPanel wallets={wallets} isDisabled={busy} network={order.network} />
              {mismatch && (
                <p role="alert" className="field-error">
                  {errors.walletMismatchNotice}
                </p>
              )}
              {/* Pay stays with a mismatched wallet: pressed, the chart says why it cannot (spec 2 §8 Wallet
                  mismatch), beside the notice and its Disconnect. */}
              {/* A wallet on another chain switches first (the panel's button), then pays. */}
              {wallets.address && !wallets.onOtherChain(order.network) && (
                <Button block isDisabled={busy} onPress={() => send({ type: "pay" })}>
                  {offrampPayLabels.pay(youPay(order))}
                </Button>
              )}
              {snapshot.hasTag("sending") && <p role="status">{offrampPayLabels.sending}</p>}
            </>
          )
        }}
        actions={(order, busy) => (
          <>
            {manualAllowed && walletPaysOn(order.network) && (
              <Button className="link-button" onPress={() => send({ type: "manual.toggle" })}>
                {manual ? offrampPayLabels.useWallet : offrampPayLabels.manual}
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
          </>
        )}
      />
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
    </>
  )
}
