// The time left to pay (spec 2 §2): shown every second, said to screen readers once a minute so the page does not
// chatter.
import { ussdLabels } from "../../schema/ussdLabels.ts"
import { clock } from "../format.ts"
import { useText } from "../i18n/text.tsx"

export function ExpiryCountdown({ expiresAt, now }: { readonly expiresAt: string; readonly now: number }) {
  const { t } = useText()
  const left = Math.max(0, Math.ceil((Date.parse(expiresAt) - now) / 1000))
  const spoken =
    left > 60
      ? ussdLabels.minutesLeftToPay(Math.ceil(left / 60))
      : left > 0
        ? ussdLabels.lessThanAMinuteLeft
        : ussdLabels.timeUp
  return (
    <div className="ussd-expiry">
      <span aria-hidden="true">{t(left > 0 ? ussdLabels.expiresIn(clock(left)) : ussdLabels.timeUp)}</span>
      <span className="visually-hidden" aria-live="polite" aria-atomic="true">
        {t(spoken)}
      </span>
    </div>
  )
}
