// The countdown to the quote's refresh (spec 2 §9: 30 s, ticking every 300 ms), restarted by each new quote (the
// screen keys it by the quote's id).
import { useState } from "react"
import { offrampAmountLabels } from "../../schema/offrampLabels.ts"
import { useNow } from "../ussd/useNow.ts"

const tickMillis = 300
const refreshSeconds = 30

export function QuoteCountdown() {
  const now = useNow(tickMillis)
  const [since] = useState(() => Date.now())
  const left = Math.max(0, refreshSeconds - Math.floor((now - since) / 1000))
  return (
    <span className="offer-countdown" aria-live="off">
      {offrampAmountLabels.refreshesIn(left)}
    </span>
  )
}
