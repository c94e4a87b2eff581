// The countdown to the quote's refresh (spec 1 §9, spec 2 §9: 30 s, ticking every 300 ms), derived from when the
// quote arrived (the quote loop's quotedAt): the amount steps of the on-ramp, the off-ramp and buy-goods share it.
import { secondsLeft, timings } from "../../schema/timings.ts"
import { useText } from "../i18n/text.tsx"
import { useNow } from "../ussd/useNow.ts"

export function QuoteCountdown({
  quotedAt,
  label,
}: {
  readonly quotedAt: number | undefined
  readonly label: (seconds: number) => string
}) {
  const { t } = useText()
  const now = useNow(timings.countdownTick)
  // The clock ticks on its own beat: a quote newer than its last tick counts as just arrived.
  const left =
    quotedAt === undefined
      ? timings.quoteRefresh / 1000
      : secondsLeft(quotedAt, timings.quoteRefresh, Math.max(now, quotedAt))
  return (
    <span className="offer-countdown" aria-live="off">
      {t(label(left))}
    </span>
  )
}
