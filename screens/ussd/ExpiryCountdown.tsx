// The time left to pay (spec 2 §2): shown every second, said to screen readers once a minute so the page does not
// chatter.
import { ussdLabels } from "../../schema/ussdLabels.ts"

export function ExpiryCountdown({ expiresAt, now }: { readonly expiresAt: string; readonly now: number }) {
  const left = Math.max(0, Math.ceil((Date.parse(expiresAt) - now) / 1000))
  return (
    <div className="ussd-expiry">
      <span aria-hidden="true">{left > 0 ? ussdLabels.expiresIn(left) : ussdLabels.timeUp}</span>
      <span className="visually-hidden" aria-live="polite" aria-atomic="true">
        {left > 0 ? ussdLabels.timeLeftSpoken(left) : ussdLabels.timeUp}
      </span>
    </div>
  )
}
