// The offer box of every amount step (spec 1 §2, spec 2 §2, §9): the rate with the countdown to the offer's refresh
// (one text for both ramps), then what the journey shows of its offer (agent, fees...).
import type { ReactNode } from "react"
import { amountLabels } from "../../schema/labels.ts"
import { useText } from "../i18n/text.tsx"
import { QuoteCountdown } from "./QuoteCountdown.tsx"

export function OfferBox({
  asset,
  offer,
  quotedAt,
  loading,
  lead,
  children,
}: {
  readonly asset: string
  /** The offer's rate: how much of the currency one unit of the asset is. */
  readonly offer: { readonly cryptoExchangeRate: number; readonly currencyIsoCode: string }
  readonly quotedAt: number | undefined
  /** A new offer is on its way: the one shown is marked busy. */
  readonly loading: boolean
  /** Shown above the rate (buy-goods names the merchant and the amounts first). */
  readonly lead?: ReactNode
  readonly children?: ReactNode
}) {
  const { t } = useText()
  return (
    <div className="offer" aria-busy={loading}>
      {lead}
      <div className="offer-rate">
        <span>{t(amountLabels.rate(asset, offer.cryptoExchangeRate.toFixed(2), offer.currencyIsoCode))}</span>
        <QuoteCountdown quotedAt={quotedAt} label={amountLabels.validFor} />
      </div>
      {children}
    </div>
  )
}
