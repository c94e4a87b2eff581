// The buy-goods amount screen (spec 2 §2 Buy-goods): the till number, the local amount, the asset to pay with, the
// quote (merchant, You pay, rate, fee, refresh countdown), the sender's wallet address (typed, or the connected
// browser wallet's) and Next: Pay. What it shows and when Next is taken, the chart says (machines/buyGoods.ts).
import type { ReactNode } from "react"
import type { SnapshotFrom } from "xstate"
import type { BuyGoodsEvent, buyGoodsMachine } from "../../machines/buyGoods.ts"
import { amountProblem, tillProblem } from "../../machines/buyGoodsContext.ts"
import { buyGoodsAmountLabels } from "../../schema/buyGoodsLabels.ts"
import { screenTitles } from "../../schema/labels.ts"
import { offrampAmountLabels } from "../../schema/offrampLabels.ts"
import { useText } from "../i18n/text.tsx"
import { AmountNextButton } from "../quote/AmountNextButton.tsx"
import { AmountNotices } from "../quote/AmountNotices.tsx"
import { AmountStepStatus } from "../quote/AmountStepStatus.tsx"
import { AssetPicker } from "../quote/AssetPicker.tsx"
import { Screen } from "../shell/Screen.tsx"
import { TextField } from "../ui/TextField.tsx"
import { SenderAddress } from "./SenderAddress.tsx"
import { TillOffer } from "./TillOffer.tsx"

export function BuyGoodsAmountScreen({
  snapshot,
  send,
  wallet,
}: {
  readonly snapshot: SnapshotFrom<typeof buyGoodsMachine>
  readonly send: (event: BuyGoodsEvent) => void
  /** The browser wallets to connect, whose address is then the sender's; absent when the page has none. */
  readonly wallet?: ReactNode
}) {
  const { t } = useText()
  const c = snapshot.context
  const title = screenTitles.buyGoods
  if (snapshot.hasTag("terminal"))
    return <AmountStepStatus title={title} kind="error" message={c.error ?? buyGoodsAmountLabels.unavailable} />
  if (!c.catalog) return <AmountStepStatus title={title} kind="loading" />
  const quote = c.quote
  const loading = snapshot.hasTag("loading")
  const addressMissing = c.error === buyGoodsAmountLabels.fromAddressRequired
  return (
    <Screen title={title}>
      <p className="field-description">{t(buyGoodsAmountLabels.intro)}</p>
      <form
        className="form"
        onSubmit={(e) => {
          e.preventDefault()
          send({ type: "next" })
        }}
      >
        <TextField
          label={buyGoodsAmountLabels.tillNumber}
          description={buyGoodsAmountLabels.tillHint}
          inputMode="numeric"
          autoComplete="off"
          value={c.tillNumber}
          onChange={(value) => send({ type: "till.change", value })}
          errorMessage={tillProblem(c.tillNumber)}
        />
        <TextField
          label={buyGoodsAmountLabels.amount(c.catalog.currencyIsoCode)}
          inputMode="decimal"
          value={c.amount}
          onChange={(value) => send({ type: "amount.change", value })}
          errorMessage={amountProblem(c.amount)}
        />
        <AssetPicker
          label={buyGoodsAmountLabels.asset}
          assets={c.catalog.assets}
          chosen={c.network && c.asset ? { network: c.network, asset: c.asset } : undefined}
          onSelect={(choice) => send({ type: "asset.select", ...choice })}
        />
        <div aria-live="polite">
          {loading && !quote && <p className="field-description">{t(offrampAmountLabels.findingOffer)}</p>}
          <AmountNotices problem={snapshot.hasTag("error") ? c.quoteError : undefined} />
          {quote && c.asset && <TillOffer quote={quote} quotedAt={c.quotedAt} asset={c.asset} loading={loading} />}
        </div>
        <SenderAddress
          wallet={wallet}
          address={c.fromAddress}
          problem={addressMissing ? c.error : undefined}
          onChange={(value) => send({ type: "address.change", value })}
        />
        <AmountNotices problem={addressMissing ? undefined : c.error} />
        <AmountNextButton label={buyGoodsAmountLabels.next} snapshot={snapshot} />
      </form>
    </Screen>
  )
}
