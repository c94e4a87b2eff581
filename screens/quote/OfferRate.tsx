// The offer's rate with the countdown to its refresh, the first line of every amount step's offer (spec 1 §2, spec 2
// §2, §9).
import { QuoteCountdown } from "./QuoteCountdown.tsx"

export function OfferRate({
  rate,
  quotedAt,
  refreshesIn,
}: {
  /** The rate as the journey's labels word it, e.g. "1 CUSD = 129.50 KES". */
  readonly rate: string
  readonly quotedAt: number | undefined
  readonly refreshesIn: (seconds: number) => string
}) {
  return (
    <div className="offer-rate">
      <span>{rate}</span>
      <QuoteCountdown quotedAt={quotedAt} label={refreshesIn} />
    </div>
  )
}
