// The till's quote under the buy-goods amount (spec 2 §2 Buy-goods): the merchant, what the user pays and what the
// merchant receives, the rate with the countdown to the quote's refresh (spec 2 §9), and the fee.
import type { BuyGoodsQuote } from "../../schema/buyGoods.ts"
import { buyGoodsAmountLabels } from "../../schema/buyGoodsLabels.ts"
import { screens } from "../../schema/labels.ts"
import { offrampAmountLabels } from "../../schema/offrampLabels.ts"
import { useFormat } from "../i18n/format.ts"
import { useText } from "../i18n/text.tsx"
import { OfferBox } from "../quote/OfferBox.tsx"

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
  const { t } = useText()
  const format = useFormat()
  const rows = [
    [buyGoodsAmountLabels.merchant, quote.merchantName],
    [buyGoodsAmountLabels.youPay, `${quote.cryptoAmount} ${asset}`],
    [buyGoodsAmountLabels.merchantReceives, format.amount(quote.localCurrencyAmount, quote.currencyIsoCode)],
  ] as const
  const lead = (
    <dl className="detail-list">
      {rows.map(([label, value]) => (
        <div key={label} className="detail-row">
          <dt>{t(label)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
  return (
    <OfferBox asset={asset} offer={quote} quotedAt={quotedAt} loading={loading} lead={lead}>
      <div className="offer-agent">
        {t(screens.labelled(offrampAmountLabels.fee))} {format.amount(quote.feeAmountCrypto, asset)}
      </div>
    </OfferBox>
  )
}
