// The offer under the amounts (spec 2 §2, §7): the rate, the processing fee, and a countdown to the offer's refresh
// (spec 2 §9).
import { screens } from "../../schema/labels.ts"
import { offrampAmountLabels } from "../../schema/offrampLabels.ts"
import type { OfframpQuote } from "../../schema/offrampModels.ts"
import { formatAmount } from "../format.ts"
import { useText } from "../i18n/text.tsx"
import { OfferBox } from "../quote/OfferBox.tsx"

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
  const { t, language } = useText()
  return (
    <OfferBox asset={asset} offer={quote} quotedAt={quotedAt} loading={loading}>
      <div className="offer-agent">
        {t(screens.labelled(offrampAmountLabels.fee))} {formatAmount(quote.cashout.feeAmountCrypto, asset, language)}
      </div>
    </OfferBox>
  )
}
