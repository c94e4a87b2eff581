// The Wallet step (spec 1 §2): the address the crypto goes to, a memo on networks that take one, Back and Next.
import type { SnapshotFrom } from "xstate"
import type { OnrampEvent, onrampMachine } from "../../machines/onramp.ts"
import { addressFieldsHidden, memoAllowed, selectedAsset } from "../../machines/onrampContext.ts"
import { screenTitles, walletLabels } from "../../schema/labels.ts"
import { validation } from "../../schema/messages.ts"
import { walletFamilyOf } from "../../schema/walletFamilies.ts"
import { DetailRow } from "../cryptoOrder/DetailRow.tsx"
import { useText } from "../i18n/text.tsx"
import { Screen } from "../shell/Screen.tsx"
import { Button } from "../ui/Button.tsx"
import { TextField } from "../ui/TextField.tsx"
import { GetFromWallet } from "./GetFromWallet.tsx"

export function WalletScreen({
  snapshot,
  send,
}: {
  readonly snapshot: SnapshotFrom<typeof onrampMachine>
  readonly send: (event: OnrampEvent) => void
}) {
  const { t } = useText()
  const c = snapshot.context
  const busy = snapshot.hasTag("loading")
  const asset = selectedAsset(c)
  const frozen = c.config.freezeWallet === true
  // Spec 1 §2: the integrator may hide the address (and memo) fields, and Telegram on TON does; the address given
  // in the query is used.
  const hidden = addressFieldsHidden(c)
  const family = asset ? walletFamilyOf(asset.network) : undefined
  // Hidden fields by the integrator's choice keep the query's address; in Telegram on TON the wallet gives it (TON
  // Connect), so a visitor whose link has none is not stuck.
  const walletFills = family !== undefined && !frozen && (!hidden || (c.config.telegram === true && family === "ton"))
  return (
    <Screen title={screenTitles.wallet}>
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          send({ type: "next" })
        }}
      >
        {!hidden && (
          <TextField
            label={`${t(walletLabels.address)}${asset ? ` (${asset.networkTitle})` : ""}`}
            value={c.address}
            autoComplete="off"
            onChange={(value) => send({ type: "address.change", value })}
            isReadOnly={frozen}
            isDisabled={busy}
            errorMessage={c.error}
          />
        )}
        {hidden && c.error && (
          <p role="alert" className="field-error">
            {t(c.error)}
          </p>
        )}
        {hidden && walletFills && c.address.trim() !== "" && (
          <dl className="detail-list">
            <DetailRow label={walletLabels.address} value="break">
              {c.address}
            </DetailRow>
          </dl>
        )}
        {walletFills && (
          <GetFromWallet
            family={family}
            isDisabled={busy}
            hasAddress={c.address.trim() !== ""}
            onAddress={(value) => send({ type: "address.change", value })}
          />
        )}
        {!hidden && memoAllowed(c) && (
          <TextField
            label={walletLabels.memo}
            description={walletLabels.memoDescription}
            value={c.memo}
            onChange={(value) => send({ type: "memo.change", value })}
            isReadOnly={frozen}
            isDisabled={busy}
          />
        )}
        <Button main type="submit" block isDisabled={busy || !c.address.trim()} isPending={busy}>
          {walletLabels.next}
        </Button>
        {!c.address.trim() && <p className="field-description">{t(validation.walletAddressRequired)}</p>}
      </form>
      <Button className="link-button" onPress={() => send({ type: "back" })} isDisabled={busy}>
        {walletLabels.back}
      </Button>
    </Screen>
  )
}
