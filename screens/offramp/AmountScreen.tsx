// The off-ramp Amount screen (spec 2 §2): payment method, country with search, You Pay (crypto) with its
// network/asset, You Receive (local), rate and processing fee, the buy/sell switch, notices, and the Next button
// whose label says where it leads.
import type { SnapshotFrom } from "xstate"
import type { OfframpEvent, offrampMachine } from "../../machines/offramp.ts"
import {
  amountProblem,
  countryChannels,
  nextLabel,
  selectedAsset,
  selectedCountry,
  sellableAssets,
  walletFrozen,
} from "../../machines/offrampContext.ts"
import { assetNotice, countryProblem, shownPayAmount } from "../../schema/amountStepRules.ts"
import { amountLabels, screenTitles } from "../../schema/labels.ts"
import { errors } from "../../schema/messages.ts"
import { offrampAmountLabels } from "../../schema/offrampLabels.ts"
import { useText } from "../i18n/text.tsx"
import { AmountField, type AmountSides } from "../quote/AmountField.tsx"
import { AmountNextButton } from "../quote/AmountNextButton.tsx"
import { AmountNotices } from "../quote/AmountNotices.tsx"
import { AmountStepStatus } from "../quote/AmountStepStatus.tsx"
import { AssetPicker } from "../quote/AssetPicker.tsx"
import { BuySellSwitch } from "../quote/BuySellSwitch.tsx"
import { CountryPicker, PaymentMethodPicker } from "../quote/CountryPicker.tsx"
import { Screen } from "../shell/Screen.tsx"
import { OfframpInProgressBanner } from "./OfframpInProgressBanner.tsx"
import { OfframpOffer } from "./OfframpOffer.tsx"

export interface OfframpAmountScreenProps {
  readonly snapshot: SnapshotFrom<typeof offrampMachine>
  readonly send: (event: OfframpEvent) => void
  readonly hideSwitch: boolean
  readonly onBuy: () => void
  readonly onCountryChosen: (countryIsoCode: string) => void
}

export function OfframpAmountScreen({ snapshot, send, hideSwitch, onBuy, onCountryChosen }: OfframpAmountScreenProps) {
  const { t } = useText()
  const c = snapshot.context
  const title = screenTitles.offrampAmount
  // Paused (spec 2 §2) says nothing went wrong: the maintenance notice, not an error.
  if (snapshot.hasTag("terminal"))
    return (
      <AmountStepStatus
        title={title}
        kind={c.error ? "error" : "notice"}
        message={c.error ?? offrampAmountLabels.maintenance}
      />
    )
  if (!c.catalog) return <AmountStepStatus title={title} kind="loading" message={offrampAmountLabels.findingOffer} />
  const asset = selectedAsset(c)
  const country = selectedCountry(c)
  const channels = countryChannels(c)
  const problem = amountProblem(c)
  const quote = c.quote
  const loading = snapshot.hasTag("loading")
  const noOffer =
    snapshot.hasTag("error") ||
    (quote === null && !loading) ||
    c.catalog.channels.every((k) => k.paymentChannels.length === 0)
  const currencyCode = quote?.currencyIsoCode ?? country?.currencyIsoCode ?? ""
  // Spec 2 §5: a missing or negative crypto amount shows as 0, not as an empty field.
  const pay = c.currency === "crypto" ? c.amount : shownPayAmount(quote?.cashout.cryptoAmount)
  const receive = c.currency === "local" ? c.amount : String(quote?.cashout.localCurrencyAmount ?? "")
  const payLabel = `${t(offrampAmountLabels.youPay)} (${asset?.asset ?? ""})`
  const receiveLabel = `${t(offrampAmountLabels.youReceive)} (${currencyCode})`
  const sides: AmountSides = {
    typedIn: c.currency,
    problem,
    frozen: c.config.freezeAmount === true,
    onType: (side, value) => send({ type: "amount.change", value, currency: side }),
  }
  const sellable = new Set(c.catalog.channels.filter((k) => k.paymentChannels.length > 0).map((k) => k.countryIsoCode))
  return (
    <Screen title={title}>
      {!hideSwitch && asset && <BuySellSwitch title={title} asset={asset.asset} side="sell" onSwitch={onBuy} />}
      <OfframpInProgressBanner />
      <div className="form">
        <div className="row-2">
          <CountryPicker
            countries={c.catalog.countries.filter((k) => sellable.has(k.countryIsoCode))}
            chosen={c.country}
            searchFrom={1}
            onChosen={onCountryChosen}
            send={send}
          />
          <PaymentMethodPicker
            channels={channels}
            chosen={c.paymentChannel}
            onSelect={(paymentChannel) => send({ type: "channel.select", paymentChannel })}
          />
        </div>
        <div className="row-2">
          <AmountField sides={sides} side="crypto" label={payLabel} value={pay} />
          <AssetPicker
            label={amountLabels.asset}
            isDisabled={walletFrozen(c.config)}
            assets={sellableAssets(c.catalog)}
            chosen={asset}
            onSelect={(choice) => send({ type: "asset.select", ...choice })}
          />
        </div>
        <AmountField sides={sides} side="local" label={receiveLabel} value={receive} wholeNumbers />
        <AmountNotices
          assetNotice={assetNotice(asset)}
          returnNotice={c.returnNotice}
          problem={
            countryProblem(c.country, c.user?.countryIsoCode) ?? (noOffer ? (c.error ?? errors.noOffer) : undefined)
          }
        />
        {quote && <OfframpOffer quote={quote} quotedAt={c.quotedAt} asset={asset?.asset ?? ""} loading={loading} />}
        <AmountNextButton label={nextLabel(c)} snapshot={snapshot} send={send} />
      </div>
    </Screen>
  )
}
