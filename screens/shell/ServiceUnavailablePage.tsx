// Replaces the whole widget when any call answers 503 (spec 1 §1, §8).
import { screens } from "../../schema/labels.ts"
import { Button } from "../ui/Button.tsx"
import { WidgetFrame } from "./WidgetFrame.tsx"

export function ServiceUnavailablePage() {
  return (
    <WidgetFrame>
      <section className="notice" role="alert" aria-labelledby="unavailable-title">
        <div className="notice-icon" aria-hidden="true">
          ⏳
        </div>
        <h1 id="unavailable-title">{screens.serviceUnavailableTitle}</h1>
        <p>{screens.serviceUnavailableText}</p>
        <Button onPress={() => window.location.reload()}>{screens.tryAgain}</Button>
      </section>
    </WidgetFrame>
  )
}
