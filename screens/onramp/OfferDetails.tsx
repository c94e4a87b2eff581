// The offer under the amounts: the rate, a countdown to the offer's refresh (ticking every 300 ms, spec 1 §9), the
// agent, and the fees folded away.
import { useEffect, useState } from "react"
import { amountLabels } from "../../schema/labels.ts"
import type { Quote } from "../../schema/onrampModels.ts"
import { formatAmount } from "../format.ts"

const tickMillis = 300
const refreshSeconds = 30

export function OfferDetails({
  quote,
  asset,
  loading,
}: {
  readonly quote: Quote
  readonly asset: string
  readonly loading: boolean
}) {
  const [since] = useState(() => Date.now())
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), tickMillis)
    return () => clearInterval(timer)
  }, [])
  const left = Math.max(0, refreshSeconds - Math.floor((now - since) / 1000))
  const { cashout, offer } = quote
  return (
    <div className="offer" aria-busy={loading}>
      <div className="offer-rate">
        <span>{amountLabels.rate(asset, offer.cryptoExchangeRate.toFixed(2), offer.currencyIsoCode)}</span>
        <span className="offer-countdown" aria-live="off">
          {amountLabels.validFor(left)}
        </span>
      </div>
      <div className="offer-agent">
        {amountLabels.agent}: {offer.user.username}
        {offer.user.isVerifiedMarketMaker && <span className="badge badge-verified">{amountLabels.verifiedAgent}</span>}
      </div>
      <details className="offer-fees">
        <summary>{amountLabels.fees}</summary>
        <dl>
          <dt>{amountLabels.agentFee}</dt>
          <dd>{formatAmount(cashout.cryptoFeeAmount, asset)}</dd>
          <dt>{amountLabels.networkFee}</dt>
          <dd>{formatAmount(cashout.cryptoGasAmount, asset)}</dd>
          <dt>{amountLabels.youReceive}</dt>
          <dd>{formatAmount(cashout.cryptoWithdrawAmount, asset)}</dd>
        </dl>
      </details>
    </div>
  )
}
