// The Pay step before its order exists: the order is made for the wallet that will pay it (the order's from address),
// either the connected browser wallet (on EVM networks and TRON, where one can pay) or, in the manual flow, the
// address the user types. Then the order's own pay screen takes over.
import { useState } from "react"
import type { SnapshotFrom } from "xstate"
import type { OfframpEvent, offrampMachine } from "../../machines/offramp.ts"
import { frozenAddress } from "../../machines/offrampContext.ts"
import { screenTitles } from "../../schema/labels.ts"
import { errors } from "../../schema/messages.ts"
import { offrampPayLabels } from "../../schema/offrampLabels.ts"
import { walletPaysOn } from "../../schema/walletFamilies.ts"
import { DetailRow } from "../cryptoOrder/DetailRow.tsx"
import { useFormat } from "../i18n/format.ts"
import { useText } from "../i18n/text.tsx"
import { Screen } from "../shell/Screen.tsx"
import { Button } from "../ui/Button.tsx"
import { TextField } from "../ui/TextField.tsx"
import type { Wallets } from "./useWallets.ts"
import { WalletPanel } from "./WalletPanel.tsx"

export function PayStartScreen({
  snapshot,
  send,
  wallets,
  manualAllowed,
  manualAtStart,
  onManualChange,
}: {
  readonly snapshot: SnapshotFrom<typeof offrampMachine>
  readonly send: (event: OfframpEvent) => void
  readonly wallets: Wallets
  /** Issue #9: false inside MiniPay, where the manual flow is hidden. */
  readonly manualAllowed: boolean
  /** The link's manualFlow, or the user's earlier choice: the step opens in the manual mode. */
  readonly manualAtStart: boolean
  /** The choice is kept, so the order's pay step opens in the same mode. */
  readonly onManualChange: (manual: boolean) => void
}) {
  const c = snapshot.context
  const { t } = useText()
  const format = useFormat()
  // The wallets offered are those of the sale's network (EVM wallets, TronLink on TRON); on TON, Solana and the
  // other networks none pays yet, so there the user types the address they will send from.
  const walletCanPay = c.network !== undefined && walletPaysOn(c.network)
  const [manualChosen, setManual] = useState(manualAllowed && manualAtStart)
  const manual = manualChosen || !walletCanPay
  const switchMode = () => {
    onManualChange(!manual)
    setManual(!manual)
  }
  const busy = snapshot.hasTag("loading")
  const cashout = c.quote?.cashout
  // The integrator froze the wallet: the order is paid from its address, and another connected wallet cannot.
  const fixed = frozenAddress(c.config)
  const mismatch =
    fixed !== undefined && wallets.address !== undefined && wallets.address.toLowerCase() !== fixed.toLowerCase()
  const create = (address: string) => {
    send({ type: "address.change", value: address })
    send({ type: "order.create" })
  }
  return (
    <Screen title={screenTitles.offrampPay}>
      {cashout && (
        <dl className="detail-list">
          <DetailRow label={offrampPayLabels.youPay}>{format.amount(cashout.cryptoAmount, c.asset ?? "")}</DetailRow>
          <DetailRow label={offrampPayLabels.youReceive}>
            {format.amount(cashout.localCurrencyAmount, c.quote?.currencyIsoCode ?? "")}
          </DetailRow>
        </dl>
      )}
      <div className="form">
        {!manual && <WalletPanel wallets={wallets} isDisabled={busy} network={c.network} />}
        {!manual && mismatch && (
          <p role="alert" className="field-error">
            {t(errors.walletMismatchNotice)}
          </p>
        )}
        {/* A wallet on a chain the sale is not on switches first (the panel's button). */}
        {!manual && wallets.address && !mismatch && !(c.network && wallets.onOtherChain(c.network)) && (
          <Button block isDisabled={busy} onPress={() => create(wallets.address ?? "")}>
            {offrampPayLabels.createOrder}
          </Button>
        )}
        {manual && (
          <>
            <TextField
              label={offrampPayLabels.fromAddress}
              value={c.address}
              isReadOnly={fixed !== undefined}
              onChange={(value) => send({ type: "address.change", value })}
            />
            <Button block isDisabled={busy || c.address.trim() === ""} onPress={() => create(c.address)}>
              {offrampPayLabels.createOrder}
            </Button>
          </>
        )}
        {c.error && (
          <p role="alert" className="field-error">
            {t(c.error)}
          </p>
        )}
        {manualAllowed && walletCanPay && (
          <Button className="link-button" onPress={switchMode}>
            {manual ? offrampPayLabels.useWallet : offrampPayLabels.manual}
          </Button>
        )}
      </div>
    </Screen>
  )
}
