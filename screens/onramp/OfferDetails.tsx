// The offer under the amounts: the rate, a countdown to the offer's refresh (spec 1 §9), the agent with its usual
// approval time, and the fees folded away.
import { amountLabels } from "../../schema/labels.ts"
import type { Quote } from "../../schema/onrampModels.ts"
import { formatAmount, formatDuration } from "../format.ts"
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
  return (
    <OfferBox asset={asset} offer={offer} quotedAt={quotedAt} loading={loading}>
      <div className="offer-agent">
        {amountLabels.agent}: <AgentName agent={offer.user} verifiedLabel={amountLabels.verifiedAgent} />
      </div>
      <div className="offer-approval">{amountLabels.approvalTime(formatDuration(offer.averageApprovalTime))}</div>
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
    </OfferBox>
  )
}
