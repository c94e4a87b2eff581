// Where toasts appear: announced to screen readers (errors at once, others politely), dismissable. The role is on
// the text alone, so the announcement is the message, not the dismiss button with it. A
// toast is shown in the page's language (issue 19): schema's English is translated here, once for every toast.
import { screens } from "../../schema/labels.ts"
import { useText } from "../i18n/text.tsx"
import { dismissToast, useToasts } from "../toasts.ts"

export function ToastRegion() {
  const { t } = useText()
  const toasts = useToasts()
  return (
    <section className="toasts" aria-label={t(screens.notifications)}>
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast-${toast.kind}`}>
          <span role={toast.kind === "error" ? "alert" : "status"}>{t(toast.text)}</span>
          <button
            type="button"
            className="toast-close"
            aria-label={t(screens.dismiss)}
            onClick={() => dismissToast(toast.id)}
          >
            ×
          </button>
        </div>
      ))}
    </section>
  )
}
