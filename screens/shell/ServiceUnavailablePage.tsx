// Replaces the whole widget when any call answers 503 (spec 1 §1, §8). Native button: this page must show even
// when little else has loaded.
import { screens } from "../../schema/labels.ts"
import { useText } from "../i18n/text.tsx"
import { pageAddress } from "../wiring/pageAddress.ts"
import { WidgetFrame } from "./WidgetFrame.tsx"

export function ServiceUnavailablePage() {
  const { t } = useText()
  return (
    <WidgetFrame>
      <section className="notice" role="alert" aria-labelledby="unavailable-title">
        {/* Drawn, not an emoji: cheap phones often lack the emoji font. */}
        <svg className="notice-icon" viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
          <circle cx="24" cy="24" r="20" fill="none" stroke="currentColor" strokeWidth="3" />
          <path d="M24 13v12l8 5" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
        </svg>
        <h1 id="unavailable-title">{t(screens.serviceUnavailableTitle)}</h1>
        <p>{t(screens.serviceUnavailableText)}</p>
        <button type="button" className="button" onClick={pageAddress.reload}>
          {t(screens.tryAgain)}
        </button>
      </section>
    </WidgetFrame>
  )
}
