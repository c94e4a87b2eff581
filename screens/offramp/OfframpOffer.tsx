// The offer under the amounts (spec 2 §2, §7): the rate, the processing fee, and a countdown to the offer's refresh
// (spec 2 §9).
import { screens } from "../../schema/labels.ts"
import { offrampAmountLabels } from "../../schema/offrampLabels.ts"
import type { OfframpQuote } from "../../schema/offrampModels.ts"
import { useFormat } from "../i18n/format.ts"
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
  const { t } = useText()
  const format = useFormat()
  return (
    <OfferBox asset={asset} offer={quote} quotedAt={quotedAt} loading={loading}>
      <div className="offer-agent">
        {t(screens.labelled(offrampAmountLabels.fee))} {format.amount(quote.cashout.feeAmountCrypto, asset)}
      </div>
    </OfferBox>
  )
}
