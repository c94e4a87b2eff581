// The offer under the amounts: the rate, a countdown to the offer's refresh (spec 1 §9), the agent with its usual
// approval time, and the fees folded away.
import { amountLabels, screens } from "../../schema/labels.ts"
import type { Quote } from "../../schema/onrampModels.ts"
import { useFormat } from "../i18n/format.ts"
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
  const { t } = useText()
  const format = useFormat()
  return (
    <OfferBox asset={asset} offer={offer} quotedAt={quotedAt} loading={loading}>
      <div className="offer-agent">
        {t(screens.labelled(amountLabels.agent))}{" "}
        <AgentName agent={offer.user} verifiedLabel={t(amountLabels.verifiedAgent)} />
      </div>
      <div className="offer-approval">{t(amountLabels.approvalTime(format.duration(offer.averageApprovalTime)))}</div>
      <details className="offer-fees">
        <summary>{t(amountLabels.fees)}</summary>
        <dl>
          <dt>{t(amountLabels.agentFee)}</dt>
          <dd>{format.amount(cashout.cryptoFeeAmount, asset)}</dd>
          <dt>{t(amountLabels.networkFee)}</dt>
          <dd>{format.amount(cashout.cryptoGasAmount, asset)}</dd>
          <dt>{t(amountLabels.youReceive)}</dt>
          <dd>{format.amount(cashout.cryptoWithdrawAmount, asset)}</dd>
        </dl>
      </details>
    </OfferBox>
  )
}
