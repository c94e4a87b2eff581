// The offer under the amounts (spec 2 §2, §7): the rate, the processing fee, and a countdown to the offer's refresh
// (ticking every 300 ms, spec 2 §9).
import { useState } from "react"
import { offrampAmountLabels } from "../../schema/offrampLabels.ts"
import type { OfframpQuote } from "../../schema/offrampModels.ts"
import { formatAmount } from "../format.ts"
import { useNow } from "../ussd/useNow.ts"

const tickMillis = 300
const refreshSeconds = 30

export function OfframpOffer({
  quote,
  asset,
  loading,
}: {
  readonly quote: OfframpQuote
  readonly asset: string
  readonly loading: boolean
}) {
  const now = useNow(tickMillis)
  const [since] = useState(() => Date.now())
  const left = Math.max(0, refreshSeconds - Math.floor((now - since) / 1000))
  return (
    <div className="offer" aria-busy={loading}>
      <div className="offer-rate">
        <span>{offrampAmountLabels.rate(asset, quote.cryptoExchangeRate.toFixed(2), quote.currencyIsoCode)}</span>
        <span className="offer-countdown" aria-live="off">
          {offrampAmountLabels.refreshesIn(left)}
        </span>
      </div>
      <div className="offer-agent">
        {offrampAmountLabels.fee}: {formatAmount(quote.cashout.feeAmountCrypto, asset)}
      </div>
    </div>
  )
}
