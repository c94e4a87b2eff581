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
import type { Asset, Network, PaymentChannel } from "../../schema/enums.ts"
import { amountLabels, paymentChannelTitle, screenTitles } from "../../schema/labels.ts"
import { errors, notices } from "../../schema/messages.ts"
import { offrampAmountLabels } from "../../schema/offrampLabels.ts"
import { Screen } from "../shell/Screen.tsx"
import { Button } from "../ui/Button.tsx"
import { Picker } from "../ui/Picker.tsx"
import { TextField } from "../ui/TextField.tsx"
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
  const c = snapshot.context
  const title = screenTitles.offrampAmount
  // Paused (spec 2 §2) says nothing went wrong: the maintenance notice, not an error.
  if (snapshot.hasTag("terminal"))
    return (
      <Screen title={title}>
        <p role="alert" className={c.error ? "field-error" : "notice-inline"}>
          {c.error ?? offrampAmountLabels.maintenance}
        </p>
      </Screen>
    )
  if (!c.catalog)
    return (
      <Screen title={title}>
        <p className="loading">{offrampAmountLabels.findingOffer}</p>
      </Screen>
    )
  const asset = selectedAsset(c)
  const country = selectedCountry(c)
  const channels = countryChannels(c)
  const problem = amountProblem(c)
  const quote = c.quote
  const frozen = c.config.freezeAmount === true
  const loading = snapshot.hasTag("loading")
  const noOffer =
    snapshot.hasTag("error") ||
    (quote === null && !loading) ||
    c.catalog?.channels.every((k) => k.paymentChannels.length === 0) === true
  const currencyCode = quote?.currencyIsoCode ?? country?.currencyIsoCode ?? ""
  const pay = c.currency === "crypto" ? c.amount : String(quote?.cashout.cryptoAmount ?? "")
  const receive = c.currency === "local" ? c.amount : String(quote?.cashout.localCurrencyAmount ?? "")
  const sellable = new Set(c.catalog?.channels.filter((k) => k.paymentChannels.length > 0).map((k) => k.countryIsoCode))
  return (
    <Screen title={title}>
      {!hideSwitch && asset && (
        <nav className="switch" aria-label={title}>
          <Button className="switch-off" onPress={onBuy}>
            {amountLabels.buy(asset.asset)}
          </Button>
          <span className="switch-on" aria-current="page">
            {amountLabels.sell(asset.asset)}
          </span>
        </nav>
      )}
      <OfframpInProgressBanner />
      <div className="form">
        <div className="row-2">
          <Picker
            label={amountLabels.country}
            value={c.country}
            searchFrom={1}
            onChange={(code) => {
              onCountryChosen(code)
              send({ type: "country.select", countryIsoCode: code })
            }}
            options={(c.catalog?.countries ?? [])
              .filter((k) => sellable.has(k.countryIsoCode))
              .map((k) => ({ value: k.countryIsoCode, title: k.name, icon: k.icon, isBeta: k.isBeta }))}
          />
          <Picker
            label={amountLabels.paymentMethod}
            value={c.paymentChannel}
            onChange={(value) => send({ type: "channel.select", paymentChannel: value as PaymentChannel })}
            options={channels.map((ch) => ({
              value: ch.paymentChannel,
              title: paymentChannelTitle[ch.paymentChannel],
            }))}
          />
        </div>
        <div className="row-2">
          <TextField
            label={`${offrampAmountLabels.youPay} (${asset?.asset ?? ""})`}
            inputMode="decimal"
            value={pay}
            onChange={(value) => send({ type: "amount.change", value, currency: "crypto" })}
            isReadOnly={frozen}
            errorMessage={c.currency === "crypto" ? problem : undefined}
          />
          <Picker
            label={amountLabels.asset}
            isDisabled={walletFrozen(c.config)}
            value={asset ? `${asset.network}:${asset.asset}` : undefined}
            onChange={(value) => {
              const [network, code] = value.split(":")
              send({ type: "asset.select", network: network as Network, asset: code as Asset })
            }}
            options={sellableAssets(c.catalog).map((a) => ({
              value: `${a.network}:${a.asset}`,
              title: a.asset,
              icon: a.assetIcon,
              rightElement: a.networkShortTitle,
            }))}
          />
        </div>
        <TextField
          label={`${offrampAmountLabels.youReceive} (${currencyCode})`}
          inputMode="numeric"
          value={receive}
          onChange={(value) => send({ type: "amount.change", value, currency: "local" })}
          isReadOnly={frozen}
          errorMessage={c.currency === "local" ? problem : undefined}
        />
        {asset?.network === "LISK" && asset.asset === "USDT" && <p className="notice-inline">{notices.liskUsdt}</p>}
        {c.returnNotice && (
          <p role="alert" className="notice-inline">
            {c.returnNotice}
          </p>
        )}
        {noOffer && (
          <p role="alert" className="field-error">
            {c.error ?? errors.noOffer}
          </p>
        )}
        {quote && (
          <OfframpOffer
            key={quote.quoteId}
            quote={quote}
            quotedAt={c.quotedAt}
            asset={asset?.asset ?? ""}
            loading={loading}
          />
        )}
        <Button block onPress={() => send({ type: "next" })} isDisabled={!quote || problem !== undefined || loading}>
          {nextLabel(c)}
        </Button>
      </div>
    </Screen>
  )
}
