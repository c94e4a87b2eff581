// The generated link: its text to select, Copy link, Open in a new tab, and its QR code (loaded on demand).
import { lazy, Suspense } from "react"
import { screens } from "../../schema/labels.ts"
import { merchantLabels } from "../../schema/merchantLabels.ts"
import { Button } from "../ui/Button.tsx"
import { copyText } from "./copyText.ts"

const QrCode = lazy(() => import("./QrCode.tsx"))

export type LinkState =
  | { readonly kind: "ready"; readonly url: string }
  | { readonly kind: "checking" }
  | { readonly kind: "invalid" }
  | { readonly kind: "loading" }

export function LinkPanel({ state }: { readonly state: LinkState }) {
  return (
    <section className="merchant-link" aria-labelledby="merchant-link-title" aria-live="polite">
      <h2 id="merchant-link-title">{merchantLabels.link}</h2>
      {state.kind === "invalid" && <p className="field-error">{merchantLabels.fixFields}</p>}
      {state.kind === "checking" && <p>{merchantLabels.checkingLink}</p>}
      {state.kind === "loading" && <p>{screens.loading}</p>}
      {state.kind === "ready" && (
        <>
          <output className="merchant-url" aria-label={merchantLabels.link}>
            {state.url}
          </output>
          <div className="merchant-link-actions">
            <Button onPress={() => void copyText(state.url)}>{merchantLabels.copyLink}</Button>
            <a className="button button-secondary" href={state.url} target="_blank" rel="noopener">
              {merchantLabels.openLink}
            </a>
          </div>
          <Suspense fallback={<p className="merchant-qr-placeholder">{screens.loading}</p>}>
            <QrCode text={state.url} />
          </Suspense>
        </>
      )}
    </section>
  )
}
