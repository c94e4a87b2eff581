// The on-ramp Amount screen (spec 1 §2): payment method and carrier, You Pay and You Receive, country and asset,
// the rate with the offer's countdown, the fees, the buy/sell switch, and the Next button.
import type { SnapshotFrom } from "xstate"
import type { OnrampEvent, onrampMachine } from "../../machines/onramp.ts"
import { amountProblem, selectedAsset, selectedCountry } from "../../machines/onrampContext.ts"
import { assetNotice, countryProblem } from "../../schema/amountStepRules.ts"
import { amountLabels, screenTitles } from "../../schema/labels.ts"
import { errors } from "../../schema/messages.ts"
import { amountFrozen, shownCryptoAmount } from "../../schema/onrampRules.ts"
import { useText } from "../i18n/text.tsx"
import { AmountField, type AmountSides } from "../quote/AmountField.tsx"
import { AmountNextButton } from "../quote/AmountNextButton.tsx"
import { AmountNotices } from "../quote/AmountNotices.tsx"
import { AmountStepStatus } from "../quote/AmountStepStatus.tsx"
import { AssetPicker } from "../quote/AssetPicker.tsx"
import { BuySellSwitch } from "../quote/BuySellSwitch.tsx"
import { CountryPicker, PaymentMethodPicker } from "../quote/CountryPicker.tsx"
import { Screen } from "../shell/Screen.tsx"
import { Picker } from "../ui/Picker.tsx"
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
  /** false: the screen as the page's HTML paints it (screens/shell/amountShell.tsx), without the banners that ask
   * the server or the router first; they show nothing before their answers anyway. */
  readonly live?: boolean
}

export function AmountScreen({
  snapshot,
  send,
  nextLabel,
  hideSwitch,
  onSell,
  onCountryChosen,
  live = true,
}: AmountScreenProps) {
  const { t } = useText()
  const c = snapshot.context
  const title = screenTitles.onrampAmount
  if (snapshot.hasTag("terminal")) return <AmountStepStatus title={title} kind="error" message={c.error} />
  // The signed link and the catalogue are read first: nothing to choose from yet.
  if (!c.catalog) return <AmountStepStatus title={title} kind="loading" message={amountLabels.findingOffer} />
  const country = selectedCountry(c)
  const asset = selectedAsset(c)
  const channels = country?.paymentChannels ?? []
  const carriers = channels.find((ch) => ch.paymentChannel === c.paymentChannel)?.carriers ?? []
  const problem = amountProblem(c)
  const quote = c.quote
  const loading = snapshot.hasTag("loading")
  const noOffer = snapshot.hasTag("error") || (quote === null && !loading)
  const receive = c.currency === "crypto" ? c.amount : shownCryptoAmount(quote?.cashout.cryptoWithdrawAmount)
  const pay = c.currency === "local" ? c.amount : String(quote?.cashout.localCurrencyAmount ?? "")
  const payLabel = `${t(amountLabels.youPay)} (${country?.currencyIsoCode ?? ""})`
  const receiveLabel = `${t(amountLabels.youReceive)} (${asset?.asset ?? ""})`
  const sides: AmountSides = {
    typedIn: c.currency,
    problem,
    frozen: amountFrozen(c.config),
    // Typing in the other field switches the amount's currency to it.
    onType: (side, value) => {
      if (c.currency !== side) send({ type: "currency.toggle" })
      send({ type: "amount.change", value })
    },
  }
  return (
    <Screen title={title}>
      {!hideSwitch && asset && <BuySellSwitch title={title} asset={asset.asset} side="buy" onSwitch={onSell} />}
      {!c.catalog.creationEnabled && (
        <p className="notice-inline" role="status">
          {t(amountLabels.maintenance)}
        </p>
      )}
      {live && <OrderInProgressBanner />}
      <div className="form">
        <div className="row-2">
          <CountryPicker
            countries={c.catalog.countries.filter((k) => k.paymentChannels.length > 0)}
            chosen={c.country}
            onChosen={onCountryChosen}
            send={send}
          />
          <PaymentMethodPicker
            channels={channels}
            chosen={c.paymentChannel}
            // A new method starts with its first carrier.
            onSelect={(paymentChannel) =>
              send({
                type: "channel.select",
                paymentChannel,
                carrierCode: channels.find((ch) => ch.paymentChannel === paymentChannel)?.carriers[0]?.code,
              })
            }
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
        <AmountField sides={sides} side="local" label={payLabel} value={pay} />
        <div className="row-2">
          <AmountField sides={sides} side="crypto" label={receiveLabel} value={receive} />
          <AssetPicker
            label={amountLabels.asset}
            assets={c.catalog.assets.filter((a) => a.canOnramp)}
            chosen={asset}
            onSelect={(choice) => send({ type: "asset.select", ...choice })}
          />
        </div>
        <AmountNotices
          assetNotice={assetNotice(asset)}
          returnNotice={c.returnNotice}
          problem={
            countryProblem(c.country, c.user?.countryIsoCode) ?? (noOffer ? (c.error ?? errors.noOffer) : undefined)
          }
        />
        {live && (
          <Banners
            countryIsoCode={c.country}
            network={c.network}
            asset={c.asset}
            paymentChannel={c.paymentChannel}
            carrierCode={c.carrierCode}
            amount={quote?.cashout.localCurrencyAmount}
            priceUsd={asset?.priceUsd}
            address={c.address}
            userId={c.user?._id}
            sourceParam={c.config.source}
          />
        )}
        {quote && <OfferDetails quote={quote} quotedAt={c.quotedAt} asset={asset?.asset ?? ""} loading={loading} />}
        <AmountNextButton main label={nextLabel} snapshot={snapshot} send={send} />
      </div>
    </Screen>
  )
}
