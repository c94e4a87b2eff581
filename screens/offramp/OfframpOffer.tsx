// The offer under the amounts (spec 2 §2, §7): the rate, the processing fee, and a countdown to the offer's refresh
// (spec 2 §9).
import { offrampAmountLabels } from "../../schema/offrampLabels.ts"
import type { OfframpQuote } from "../../schema/offrampModels.ts"
import { formatAmount } from "../format.ts"
import { OfferRate } from "../quote/OfferRate.tsx"

export function OfframpOffer({
  quote,
  quotedAt,
  asset,
  loading,
}: {
  readonly quote: OfframpQuote
  readonly quotedAt: number | undefined
  readonly asset: string
  readonly loading: boolean
}) {
  return (
    <div className="offer" aria-busy={loading}>
      <OfferRate
        rate={offrampAmountLabels.rate(asset, quote.cryptoExchangeRate.toFixed(2), quote.currencyIsoCode)}
        quotedAt={quotedAt}
        refreshesIn={offrampAmountLabels.refreshesIn}
      />
      <div className="offer-agent">
        {offrampAmountLabels.fee}: {formatAmount(quote.cashout.feeAmountCrypto, asset)}
      </div>
    </div>
  )
}
