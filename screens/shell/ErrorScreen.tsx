// Shown when a screen fails unexpectedly (spec 1 §2): "Oops, something went wrong" with Reload.

import { screens } from "../../schema/labels.ts"
import { errors } from "../../schema/messages.ts"
import { useText } from "../i18n/text.tsx"
import { pageAddress } from "../wiring/pageAddress.ts"
import { useFirstPaintGone } from "./firstPaint.ts"

export function ErrorScreen() {
  useFirstPaintGone()
  const { t } = useText()
  return (
    <section className="notice" role="alert">
      <h1>{t(errors.genericError)}</h1>
      <button type="button" className="button" onClick={pageAddress.reload}>
        {t(screens.reload)}
      </button>
    </section>
  )
}
