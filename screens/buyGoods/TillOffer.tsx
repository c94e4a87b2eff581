// The till's quote under the buy-goods amount (spec 2 §2 Buy-goods): the merchant, what the user pays and what the
// merchant receives, the rate with the countdown to the quote's refresh (spec 2 §9), and the fee.
import type { BuyGoodsQuote } from "../../schema/buyGoods.ts"
import { buyGoodsAmountLabels } from "../../schema/buyGoodsLabels.ts"
import { offrampAmountLabels } from "../../schema/offrampLabels.ts"
import { formatAmount } from "../format.ts"
import { OfferRate } from "../quote/OfferRate.tsx"

export function TillOffer({
  quote,
  quotedAt,
  asset,
  loading,
}: {
  readonly quote: BuyGoodsQuote
  readonly quotedAt: number | undefined
  readonly asset: string
  readonly loading: boolean
}) {
  const rows = [
    [buyGoodsAmountLabels.merchant, quote.merchantName],
    [buyGoodsAmountLabels.youPay, `${quote.cryptoAmount} ${asset}`],
    [buyGoodsAmountLabels.merchantReceives, formatAmount(quote.localCurrencyAmount, quote.currencyIsoCode)],
  ] as const
  return (
    <div className="offer" aria-busy={loading}>
      <dl className="detail-list">
        {rows.map(([label, value]) => (
          <div key={label} className="detail-row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <OfferRate
        rate={offrampAmountLabels.rate(asset, quote.cryptoExchangeRate.toFixed(2), quote.currencyIsoCode)}
        quotedAt={quotedAt}
        refreshesIn={offrampAmountLabels.refreshesIn}
      />
      <div className="offer-agent">
        {offrampAmountLabels.fee}: {formatAmount(quote.feeAmountCrypto, asset)}
      </div>
    </div>
  )
}
