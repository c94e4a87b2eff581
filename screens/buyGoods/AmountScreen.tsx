// The buy-goods amount screen (spec 2 §2 Buy-goods): the till number, the local amount, the asset to pay with, the
// quote (merchant, You pay, rate, fee, refresh countdown), the sender's wallet address (typed, or the connected
// browser wallet's) and Next: Pay.
import type { ReactNode } from "react"
import type { SnapshotFrom } from "xstate"
import type { BuyGoodsEvent, buyGoodsMachine } from "../../machines/buyGoods.ts"
import { amountProblem, tillProblem } from "../../machines/buyGoodsContext.ts"
import { buyGoodsAmountLabels } from "../../schema/buyGoodsLabels.ts"
import type { Asset, Network } from "../../schema/enums.ts"
import { screenTitles } from "../../schema/labels.ts"
import { errors } from "../../schema/messages.ts"
import { offrampAmountLabels } from "../../schema/offrampLabels.ts"
import { formatAmount } from "../format.ts"
import { Screen } from "../shell/Screen.tsx"
import { Button } from "../ui/Button.tsx"
import { Picker } from "../ui/Picker.tsx"
import { TextField } from "../ui/TextField.tsx"
import { QuoteCountdown } from "./QuoteCountdown.tsx"

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
  const c = snapshot.context
  const title = screenTitles.buyGoods
  if (snapshot.matches("loading")) return <Screen title={title} />
  if (snapshot.matches("unavailable") || snapshot.matches("failed"))
    return (
      <Screen title={title}>
        <p role="alert" className="field-error">
          {snapshot.matches("failed") ? (c.error ?? errors.genericError) : buyGoodsAmountLabels.unavailable}
        </p>
      </Screen>
    )
  const currency = c.catalog?.currencyIsoCode ?? ""
  const quote = c.quote
  const busy = snapshot.hasTag("loading")
  const asset = c.catalog?.assets.find((a) => a.network === c.network && a.asset === c.asset)
  return (
    <Screen title={title}>
      <p className="field-description">{buyGoodsAmountLabels.intro}</p>
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
          label={buyGoodsAmountLabels.amount(currency)}
          inputMode="decimal"
          value={c.amount}
          onChange={(value) => send({ type: "amount.change", value })}
          errorMessage={amountProblem(c.amount)}
        />
        <Picker
          label={buyGoodsAmountLabels.asset}
          value={asset ? `${asset.network}:${asset.asset}` : undefined}
          onChange={(value) => {
            const [network, code] = value.split(":")
            send({ type: "asset.select", network: network as Network, asset: code as Asset })
          }}
          options={(c.catalog?.assets ?? []).map((a) => ({
            value: `${a.network}:${a.asset}`,
            title: a.asset,
            icon: a.assetIcon,
            rightElement: a.networkShortTitle,
          }))}
        />
        <div aria-live="polite">
          {snapshot.matches({ editing: "quoting" }) && !quote && (
            <p className="field-description">{offrampAmountLabels.findingOffer}</p>
          )}
          {snapshot.matches({ editing: "noOffer" }) && (
            <p role="alert" className="field-error">
              {errors.noOffer}
            </p>
          )}
          {snapshot.matches({ editing: "refused" }) && c.quoteError && (
            <p role="alert" className="field-error">
              {c.quoteError}
            </p>
          )}
          {quote && c.asset && (
            <div className="offer" aria-busy={busy}>
              <dl className="detail-list">
                <div className="detail-row">
                  <dt>{buyGoodsAmountLabels.merchant}</dt>
                  <dd>{quote.merchantName}</dd>
                </div>
                <div className="detail-row">
                  <dt>{buyGoodsAmountLabels.youPay}</dt>
                  <dd>{`${quote.cryptoAmount} ${c.asset}`}</dd>
                </div>
                <div className="detail-row">
                  <dt>{buyGoodsAmountLabels.merchantReceives}</dt>
                  <dd>{formatAmount(quote.localCurrencyAmount, quote.currencyIsoCode)}</dd>
                </div>
              </dl>
              <div className="offer-rate">
                <span>
                  {offrampAmountLabels.rate(c.asset, quote.cryptoExchangeRate.toFixed(2), quote.currencyIsoCode)}
                </span>
                <QuoteCountdown key={quote.quoteId} />
              </div>
              <div className="offer-agent">
                {offrampAmountLabels.fee}: {formatAmount(quote.feeAmountCrypto, c.asset)}
              </div>
            </div>
          )}
        </div>
        {wallet}
        <TextField
          label={buyGoodsAmountLabels.fromAddress}
          description={buyGoodsAmountLabels.fromAddressHint}
          autoComplete="off"
          spellCheck="false"
          value={c.fromAddress}
          onChange={(value) => send({ type: "address.change", value })}
          errorMessage={c.error === buyGoodsAmountLabels.fromAddressRequired ? c.error : undefined}
        />
        {c.error && c.error !== buyGoodsAmountLabels.fromAddressRequired && (
          <p role="alert" className="field-error">
            {c.error}
          </p>
        )}
        <Button block type="submit" isDisabled={!snapshot.matches({ editing: "quoted" })}>
          {buyGoodsAmountLabels.next}
        </Button>
      </form>
    </Screen>
  )
}
