// The on-ramp Amount screen (spec 1 §2): payment method and carrier, You Pay and You Receive, country and asset,
// the rate with the offer's countdown, the fees, the buy/sell switch, and the Next button.
import type { SnapshotFrom } from "xstate"
import type { OnrampEvent, onrampMachine } from "../../machines/onramp.ts"
import { amountProblem, selectedAsset, selectedCountry } from "../../machines/onrampContext.ts"
import type { Asset, Network } from "../../schema/enums.ts"
import { amountLabels, paymentChannelTitle, screenTitles } from "../../schema/labels.ts"
import { errors, notices } from "../../schema/messages.ts"
import { amountFrozen, shownCryptoAmount } from "../../schema/onrampRules.ts"
import { Screen } from "../shell/Screen.tsx"
import { Button } from "../ui/Button.tsx"
import { Picker } from "../ui/Picker.tsx"
import { TextField } from "../ui/TextField.tsx"
import { Banners } from "./Banners.tsx"
import { OfferDetails } from "./OfferDetails.tsx"
import { OrderInProgressBanner } from "./OrderInProgressBanner.tsx"

export interface AmountScreenProps {
  readonly snapshot: SnapshotFrom<typeof onrampMachine>
  readonly send: (event: OnrampEvent) => void
  readonly nextLabel: string
  readonly hideSwitch: boolean
  readonly onSell: () => void
  readonly onCountryChosen: (countryIsoCode: string) => void
}

export function AmountScreen({ snapshot, send, nextLabel, hideSwitch, onSell, onCountryChosen }: AmountScreenProps) {
  const c = snapshot.context
  if (snapshot.hasTag("terminal")) {
    return (
      <Screen title={screenTitles.onrampAmount}>
        <p role="alert" className="field-error">
          {c.error}
        </p>
      </Screen>
    )
  }
  // The signed link and the catalogue are read first: nothing to choose from yet.
  if (!c.catalog)
    return (
      <Screen title={screenTitles.onrampAmount}>
        <p className="loading">{amountLabels.findingOffer}</p>
      </Screen>
    )
  const country = selectedCountry(c)
  const asset = selectedAsset(c)
  const channels = country?.paymentChannels ?? []
  const carriers = channels.find((ch) => ch.paymentChannel === c.paymentChannel)?.carriers ?? []
  const problem = amountProblem(c)
  const quote = c.quote
  const frozen = amountFrozen(c.config)
  const loading = snapshot.hasTag("loading")
  const noOffer = snapshot.hasTag("error") || (quote === null && !loading)
  const receive =
    c.currency === "crypto"
      ? c.amount
      : // Spec 1 §5: amounts show with 2 decimals; what is received is never shown as more than it is.
        String(Math.floor(shownCryptoAmount(quote?.cashout.cryptoWithdrawAmount) * 100) / 100)
  const pay = c.currency === "local" ? c.amount : String(quote?.cashout.localCurrencyAmount ?? "")
  const typeIn = (currency: "local" | "crypto") => (value: string) => {
    if (c.currency !== currency) send({ type: "currency.toggle" })
    send({ type: "amount.change", value })
  }
  return (
    <Screen title={screenTitles.onrampAmount}>
      {!hideSwitch && asset && (
        <nav className="switch" aria-label={screenTitles.onrampAmount}>
          <span className="switch-on" aria-current="page">
            {amountLabels.buy(asset.asset)}
          </span>
          <Button className="switch-off" onPress={onSell}>
            {amountLabels.sell(asset.asset)}
          </Button>
        </nav>
      )}
      {c.catalog && !c.catalog.creationEnabled && (
        <p className="notice-inline" role="status">
          {amountLabels.maintenance}
        </p>
      )}
      <OrderInProgressBanner />
      <div className="form">
        <div className="row-2">
          <Picker
            label={amountLabels.country}
            value={c.country}
            onChange={(code) => {
              onCountryChosen(code)
              send({ type: "country.select", countryIsoCode: code })
            }}
            options={(c.catalog?.countries ?? [])
              .filter((k) => k.paymentChannels.length > 0)
              .map((k) => ({ value: k.countryIsoCode, title: k.name, icon: k.icon, isBeta: k.isBeta }))}
          />
          <Picker
            label={amountLabels.paymentMethod}
            value={c.paymentChannel}
            onChange={(value) =>
              send({
                type: "channel.select",
                paymentChannel: value as never,
                carrierCode: channels.find((ch) => ch.paymentChannel === value)?.carriers[0]?.code,
              })
            }
            options={channels.map((ch) => ({
              value: ch.paymentChannel,
              title: paymentChannelTitle[ch.paymentChannel],
            }))}
          />
        </div>
        {carriers.length > 0 && (
          <Picker
            label={c.paymentChannel === "bank" ? amountLabels.bank : amountLabels.carrier}
            value={c.carrierCode}
            onChange={(code) =>
              send({ type: "channel.select", paymentChannel: c.paymentChannel ?? "mobile_money", carrierCode: code })
            }
            options={carriers.map((carrier) => ({ value: carrier.code, title: carrier.name }))}
          />
        )}
        <TextField
          label={`${amountLabels.youPay} (${country?.currencyIsoCode ?? ""})`}
          inputMode="decimal"
          value={pay}
          onChange={typeIn("local")}
          isReadOnly={frozen}
          errorMessage={c.currency === "local" ? problem : undefined}
        />
        <div className="row-2">
          <TextField
            label={`${amountLabels.youReceive} (${asset?.asset ?? ""})`}
            inputMode="decimal"
            value={receive}
            onChange={typeIn("crypto")}
            isReadOnly={frozen}
            errorMessage={c.currency === "crypto" ? problem : undefined}
          />
          <Picker
            label={amountLabels.asset}
            value={asset ? `${asset.network}:${asset.asset}` : undefined}
            onChange={(value) => {
              const [network, code] = value.split(":")
              send({ type: "asset.select", network: network as Network, asset: code as Asset })
            }}
            options={(c.catalog?.assets ?? [])
              .filter((a) => a.canOnramp)
              .map((a) => ({
                value: `${a.network}:${a.asset}`,
                title: `${a.asset}`,
                icon: a.assetIcon,
                rightElement: a.networkShortTitle,
              }))}
          />
        </div>
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
        <Banners
          countryIsoCode={c.country}
          network={c.network}
          asset={c.asset}
          paymentChannel={c.paymentChannel}
          amount={quote?.cashout.localCurrencyAmount}
        />
        {quote && (
          <OfferDetails
            key={quote.quoteId}
            quote={quote}
            quotedAt={c.quotedAt}
            asset={asset?.asset ?? ""}
            loading={loading}
          />
        )}
        <Button
          main
          block
          onPress={() => send({ type: "next" })}
          isDisabled={!quote || problem !== undefined || loading}
        >
          {nextLabel}
        </Button>
      </div>
    </Screen>
  )
}
