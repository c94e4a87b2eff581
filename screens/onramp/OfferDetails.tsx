// The offer under the amounts: the rate, a countdown to the offer's refresh (spec 1 §9), the agent with its usual
// approval time, and the fees folded away.
import { amountLabels, screens } from "../../schema/labels.ts"
import type { Quote } from "../../schema/onrampModels.ts"
import { formatAmount, formatDuration } from "../format.ts"
import { useText } from "../i18n/text.tsx"
import { OfferBox } from "../quote/OfferBox.tsx"
import { AgentName } from "../ui/AgentName.tsx"

export function OfferDetails({
  quote,
  quotedAt,
  asset,
  loading,
}: {
  readonly quote: Quote
  readonly quotedAt: number | undefined
  readonly asset: string
  readonly loading: boolean
}) {
  const { cashout, offer } = quote
  const { t, language } = useText()
  return (
    <OfferBox asset={asset} offer={offer} quotedAt={quotedAt} loading={loading}>
      <div className="offer-agent">
        {t(screens.labelled(amountLabels.agent))}{" "}
        <AgentName agent={offer.user} verifiedLabel={t(amountLabels.verifiedAgent)} />
      </div>
      <div className="offer-approval">
        {t(amountLabels.approvalTime(formatDuration(offer.averageApprovalTime, language)))}
      </div>
      <details className="offer-fees">
        <summary>{t(amountLabels.fees)}</summary>
        <dl>
          <dt>{t(amountLabels.agentFee)}</dt>
          <dd>{formatAmount(cashout.cryptoFeeAmount, asset, language)}</dd>
          <dt>{t(amountLabels.networkFee)}</dt>
          <dd>{formatAmount(cashout.cryptoGasAmount, asset, language)}</dd>
          <dt>{t(amountLabels.youReceive)}</dt>
          <dd>{formatAmount(cashout.cryptoWithdrawAmount, asset, language)}</dd>
        </dl>
      </details>
    </OfferBox>
  )
}
