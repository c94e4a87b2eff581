// Shown when a screen fails unexpectedly (spec 1 §2): "Oops, something went wrong" with Reload.

import { screens } from "../../schema/labels.ts"
import { errors } from "../../schema/messages.ts"
import { Button } from "../ui/Button.tsx"

export function ErrorScreen() {
  return (
    <section className="notice" role="alert">
      <h1>{errors.genericError}</h1>
      <Button onPress={() => window.location.reload()}>{screens.reload}</Button>
    </section>
  )
}
